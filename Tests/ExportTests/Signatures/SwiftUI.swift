// SwiftUI signatures (iOS 17 SDK), for type-checking exported code on Linux.
//
// The declarations below are typed from developer.apple.com's documentation of SwiftUI (each symbol's
// "Declaration" section): names, argument labels and their defaults, generic parameters, `some View` results.
// Signatures only: every body is `fatalError()` (a `some View` result whose body is `fatalError()` has the
// underlying type `Never`, which is a `View`, as in SwiftUI). This file is not part of any target; ExportTests
// compiles it at test time into a module named `SwiftUI`, independent of the UIKit signatures (on iOS, SwiftUI
// does not re-export UIKit). It re-exports Foundation because that is where Linux keeps CGFloat, CGPoint, CGSize
// and CGRect, which SwiftUI on iOS re-exports from CoreGraphics (so Foundation-only names such as `Date` are
// visible here after `import SwiftUI` alone, and would not be on iOS: import Foundation in exported code).
//
// Simplifications, kept so that code which type-checks here also type-checks on iOS:
// - Only the types and modifiers the exporter may write (and typical hand-written layout code) are declared.
// - Primitive views have `Body == Never`, as in SwiftUI.
// - `Shape` omits `Animatable`'s refinement of `Layout`/`Shape` animation data beyond `EmptyAnimatableData`.

@_exported import Foundation

// MARK: - View and its builder

/// `protocol View` as the iOS 17 SDK declares it (iOS 18 made the whole protocol `@MainActor @preconcurrency`).
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `@resultBuilder struct ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    /// Apple's `ViewBuilder` spells the `if` without `else` as `buildIf`, not `buildOptional`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// `struct EmptyView`.
public struct EmptyView: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct TupleView<T>`.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct _ConditionalContent<TrueContent, FalseContent>`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct AnyView`.
public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - State and environment

/// `protocol DynamicProperty`.
public protocol DynamicProperty {}

/// `@propertyWrapper struct Binding<Value>`.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// `@propertyWrapper struct State<Value>`.
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// `enum LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// `struct EnvironmentValues`.
public struct EnvironmentValues {
    public init() { fatalError() }
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@propertyWrapper struct Environment<Value>`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

// MARK: - Geometry values

/// `enum Axis`.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// `struct Axis.Set: OptionSet`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public static let horizontal: Axis.Set = { fatalError() }()
        public static let vertical: Axis.Set = { fatalError() }()
    }
}

/// `enum Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    /// `struct Edge.Set: OptionSet`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public init(_ e: Edge) { fatalError() }
        public static let top: Edge.Set = { fatalError() }()
        public static let leading: Edge.Set = { fatalError() }()
        public static let bottom: Edge.Set = { fatalError() }()
        public static let trailing: Edge.Set = { fatalError() }()
        public static let all: Edge.Set = { fatalError() }()
        public static let horizontal: Edge.Set = { fatalError() }()
        public static let vertical: Edge.Set = { fatalError() }()
    }
}

/// `struct EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

/// `struct Angle`.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double
    public init() { fatalError() }
    public init(radians: Double) { fatalError() }
    public init(degrees: Double) { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static let zero: Angle = { fatalError() }()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

/// `struct UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { fatalError() }
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static let zero: UnitPoint = { fatalError() }()
    public static let center: UnitPoint = { fatalError() }()
    public static let leading: UnitPoint = { fatalError() }()
    public static let trailing: UnitPoint = { fatalError() }()
    public static let top: UnitPoint = { fatalError() }()
    public static let bottom: UnitPoint = { fatalError() }()
    public static let topLeading: UnitPoint = { fatalError() }()
    public static let topTrailing: UnitPoint = { fatalError() }()
    public static let bottomLeading: UnitPoint = { fatalError() }()
    public static let bottomTrailing: UnitPoint = { fatalError() }()
}

/// `struct HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading: HorizontalAlignment = { fatalError() }()
    public static let center: HorizontalAlignment = { fatalError() }()
    public static let trailing: HorizontalAlignment = { fatalError() }()
}

/// `struct VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
    public static let top: VerticalAlignment = { fatalError() }()
    public static let center: VerticalAlignment = { fatalError() }()
    public static let bottom: VerticalAlignment = { fatalError() }()
    public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
    public static let lastTextBaseline: VerticalAlignment = { fatalError() }()
}

/// `struct Alignment`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static let center: Alignment = { fatalError() }()
    public static let leading: Alignment = { fatalError() }()
    public static let trailing: Alignment = { fatalError() }()
    public static let top: Alignment = { fatalError() }()
    public static let bottom: Alignment = { fatalError() }()
    public static let topLeading: Alignment = { fatalError() }()
    public static let topTrailing: Alignment = { fatalError() }()
    public static let bottomLeading: Alignment = { fatalError() }()
    public static let bottomTrailing: Alignment = { fatalError() }()
}

/// `enum ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

// MARK: - Animation data

/// `protocol VectorArithmetic: AdditiveArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// `struct EmptyAnimatableData: VectorArithmetic`.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() { fatalError() }
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

/// `protocol Animatable`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Text, colours, shapes

/// `struct LocalizedStringKey: ExpressibleByStringInterpolation`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    /// `struct LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
    }
}

/// `protocol _FormatSpecifiable: Equatable` (the numbers a `LocalizedStringKey` interpolates).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// `struct Font`.
public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = { fatalError() }()
    public static let title: Font = { fatalError() }()
    public static let headline: Font = { fatalError() }()
    public static let body: Font = { fatalError() }()
    public static let callout: Font = { fatalError() }()
    public static let caption: Font = { fatalError() }()
    public static let footnote: Font = { fatalError() }()
    public static func system(size: CGFloat) -> Font { fatalError() }
}

/// `struct Text`.
public struct Text: Equatable, View {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError()
    }
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `protocol ShapeStyle`.
public protocol ShapeStyle {}

/// `struct ForegroundStyle: ShapeStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() { fatalError() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

/// `struct Color: Hashable, ShapeStyle, View`.
public struct Color: Hashable, ShapeStyle, View, Sendable {
    /// `enum Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        fatalError()
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public static let black: Color = { fatalError() }()
    public static let white: Color = { fatalError() }()
    public static let gray: Color = { fatalError() }()
    public static let red: Color = { fatalError() }()
    public static let green: Color = { fatalError() }()
    public static let blue: Color = { fatalError() }()
    public static let orange: Color = { fatalError() }()
    public static let yellow: Color = { fatalError() }()
    public static let pink: Color = { fatalError() }()
    public static let purple: Color = { fatalError() }()
    public static let indigo: Color = { fatalError() }()
    public static let teal: Color = { fatalError() }()
    public static let cyan: Color = { fatalError() }()
    public static let mint: Color = { fatalError() }()
    public static let brown: Color = { fatalError() }()
    public static let primary: Color = { fatalError() }()
    public static let secondary: Color = { fatalError() }()
    public static let clear: Color = { fatalError() }()
    public static var accentColor: Color { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

/// `struct Path`.
public struct Path: Equatable {
    public init() { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(ellipseIn rect: CGRect) { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func addRect(_ rect: CGRect) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
}

/// `struct FillStyle`.
public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// `enum RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// `protocol Shape: Animatable, View`.
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
}

/// `struct _ShapeView<Content: Shape, Style: ShapeStyle>: View` (what `fill(_:style:)` returns).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
    public func fill(style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        fatalError()
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { fatalError() }
}

/// `struct Rectangle: Shape`.
public struct Rectangle: Shape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// `struct RoundedRectangle: Shape`.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// `struct Circle: Shape`.
public struct Circle: Shape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// `struct Capsule: Shape`.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// MARK: - Containers

/// `struct VStack<Content: View>: View`.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct HStack<Content: View>: View`.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct ZStack<Content: View>: View`.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct PinnedScrollableViews: OptionSet`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    public static let sectionHeaders: PinnedScrollableViews = { fatalError() }()
    public static let sectionFooters: PinnedScrollableViews = { fatalError() }()
}

/// `struct LazyVStack<Content: View>: View`.
public struct LazyVStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct LazyHStack<Content: View>: View`.
public struct LazyHStack<Content: View>: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct GridItem`.
public struct GridItem: Sendable {
    /// `enum GridItem.Size`.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { fatalError() }
}

/// `struct LazyVGrid<Content: View>: View`.
public struct LazyVGrid<Content: View>: View {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct LazyHGrid<Content: View>: View`.
public struct LazyHGrid<Content: View>: View {
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct ScrollView<Content: View>: View`.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct ForEach<Data, ID, Content>` where `Data: RandomAccessCollection, ID: Hashable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

/// `struct Section<Parent, Content, Footer>`.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// `struct GeometryProxy`.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

/// `enum CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// `struct GeometryReader<Content: View>: View`.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Scroll targets (iOS 17)

/// `struct ScrollTarget`.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
}

/// `struct ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    // `velocity: CGVector` is left out: CGVector comes from CoreGraphics, which Linux Foundation lacks.
    public var contentSize: CGSize { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var axes: Axis.Set { fatalError() }
}

/// `protocol ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// `struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// `struct ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior {
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { fatalError() }
    }
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) { fatalError() }
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {
        fatalError()
    }
}

/// `struct PagingScrollTargetBehavior: ScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() { fatalError() }
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        fatalError()
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { fatalError() }
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior { fatalError() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { fatalError() }
}

// MARK: - Modifiers

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    public func padding(_ length: CGFloat) -> some View { fatalError() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { fatalError() }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { fatalError() }
    /// `scrollTransition(_:axis:transition:)` (iOS 17): effects that follow the view's place in its scroll view.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { fatalError() }
    /// `containerRelativeFrame(_:alignment:_:)` (iOS 17): a frame computed from the nearest container's size.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { fatalError() }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View { fatalError() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func zIndex(_ value: Double) -> some View { fatalError() }
    public func opacity(_ opacity: Double) -> some View { fatalError() }
    public func offset(_ offset: CGSize) -> some View { fatalError() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    public func position(_ position: CGPoint) -> some View { fatalError() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        fatalError()
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError()
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    public func font(_ font: Font?) -> some View { fatalError() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }
}

// MARK: - Layout (iOS 16)

/// `struct ProposedViewSize`.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { fatalError() }
    public init(_ size: CGSize) { fatalError() }
    public static let zero: ProposedViewSize = { fatalError() }()
    public static let unspecified: ProposedViewSize = { fatalError() }()
    public static let infinity: ProposedViewSize = { fatalError() }()
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

/// `struct ViewSpacing`.
public struct ViewSpacing: Sendable {
    public static let zero: ViewSpacing = { fatalError() }()
    public init() { fatalError() }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
}

/// `struct ViewDimensions`.
public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
}

/// `struct LayoutProperties`.
public struct LayoutProperties: Sendable {
    public init() { fatalError() }
    public var stackOrientation: Axis?
}

/// `struct LayoutSubview: Equatable`.
public struct LayoutSubview: Equatable {
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { fatalError() }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
    public var priority: Double { fatalError() }
    public var spacing: ViewSpacing { fatalError() }
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { fatalError() }
}

/// `struct LayoutSubviews: Equatable, RandomAccessCollection`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public var layoutDirection: LayoutDirection
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubview { fatalError() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int { fatalError() }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { fatalError() }
}

/// `protocol Layout: Animatable`.
public protocol Layout: Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { fatalError() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { fatalError() }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { fatalError() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { fatalError() }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { fatalError() }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { fatalError() }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

/// `struct ScrollTransitionConfiguration` (iOS 17).
public struct ScrollTransitionConfiguration: Sendable {
    /// `static let interactive`.
    public static let interactive = ScrollTransitionConfiguration()
    /// `static let animated`.
    public static let animated = ScrollTransitionConfiguration()
    /// `func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration`.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { fatalError() }

    /// `struct ScrollTransitionConfiguration.Threshold`: where in the scroll view the transition is at rest.
    public struct Threshold: Sendable {
        /// `static let visible`.
        public static let visible = Threshold()
        /// `static let hidden`.
        public static let hidden = Threshold()
        /// `static let centered`.
        public static let centered = Threshold()
        /// `static func visible(_ amount: Double) -> Threshold`.
        public static func visible(_ amount: Double) -> Threshold { fatalError() }
    }
}

/// `enum ScrollTransitionPhase` (iOS 17): where a view is relative to its scroll view's visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// `case topLeading`.
    case topLeading
    /// `case identity`.
    case identity
    /// `case bottomTrailing`.
    case bottomTrailing
    /// `var value: Double`: −1, 0 or 1 (interpolated while the view moves).
    public var value: Double { fatalError() }
    /// `var isIdentity: Bool`.
    public var isIdentity: Bool { fatalError() }
}

/// `protocol VisualEffect` (iOS 17): effects that do not change a view's layout.
public protocol VisualEffect: Sendable, Animatable {}

/// `struct EmptyVisualEffect` (iOS 17).
public struct EmptyVisualEffect: VisualEffect {
    /// `init()`.
    public init() { fatalError() }
}

extension VisualEffect {
    /// `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect { EmptyVisualEffect() }
    /// `opacity(_:)`.
    public func opacity(_ opacity: Double) -> some VisualEffect { EmptyVisualEffect() }
    /// `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { EmptyVisualEffect() }
}

// MARK: - What an exported cell template uses

extension Font {
    public static let title2: Font = { fatalError() }()
    public static let title3: Font = { fatalError() }()
    public static let subheadline: Font = { fatalError() }()
    public static let caption2: Font = { fatalError() }()
    /// `struct Font.Weight`.
    public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = { fatalError() }()
        public static let thin: Font.Weight = { fatalError() }()
        public static let light: Font.Weight = { fatalError() }()
        public static let regular: Font.Weight = { fatalError() }()
        public static let medium: Font.Weight = { fatalError() }()
        public static let semibold: Font.Weight = { fatalError() }()
        public static let bold: Font.Weight = { fatalError() }()
        public static let heavy: Font.Weight = { fatalError() }()
        public static let black: Font.Weight = { fatalError() }()
    }
    /// `weight(_:)`.
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
}

/// `enum TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

/// `enum ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// `enum DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
    /// `isAccessibilitySize`.
    public var isAccessibilitySize: Bool { fatalError() }
}

extension EnvironmentValues {
    /// `colorScheme`.
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    /// `dynamicTypeSize`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `struct Image`.
public struct Image: Equatable, View {
    /// `enum Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct Spacer`.
public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct Divider`.
public struct Divider: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `struct Group<Content>` (as a view).
public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    /// `fontWeight(_:)` (iOS 16).
    public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    /// `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> some View { fatalError() }
    /// `multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    /// `background(_:in:fillStyle:)` (iOS 15).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        fatalError()
    }
    /// `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    /// `shadow(color:radius:x:y:)`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View { fatalError() }
}
