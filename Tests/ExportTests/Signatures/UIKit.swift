// UIKit signatures (iOS 17 SDK), for type-checking exported code on Linux.
//
// The declarations below are typed from developer.apple.com's documentation of UIKit, CoreGraphics and
// QuartzCore (each symbol's "Declaration" section): names, argument labels, types, optionality, `open` vs
// `public`, class vs struct, `NSObject` inheritance, `@MainActor` isolation. Signatures only: every body is
// `fatalError()`. This file is not part of any target; ExportTests compiles it at test time into a module
// named `UIKit` (see Tests/ExportTests/Helpers/SwiftCompiler.swift).
//
// Deliberate differences from the SDK, forced by Swift on Linux:
// - Objective-C optional protocol requirements (`@objc optional func`) do not exist without the Objective-C
//   runtime. They are declared as ordinary requirements with a default implementation in a protocol
//   extension, so a conforming `NSObject` subclass may implement any subset of them, as on iOS.
// - Imported C constants such as `UICollectionViewFlowLayout.automaticSize` (Apple shows `class let`) are
//   `static let` here; they are read the same way.
// - `@MainActor` is written as plain `@MainActor` (the SDK's Objective-C classes are imported with
//   `NS_SWIFT_UI_ACTOR`). Type-check exported code in the Swift 6 language mode, where iOS enforces it too.
// - Designated `init()`s that Objective-C marks `NS_UNAVAILABLE` are `@available(*, unavailable)`.

@_exported import Foundation

// MARK: - CoreGraphics additions (Foundation on Linux has CGFloat, CGPoint, CGSize, CGRect)

/// CoreGraphics' affine transform (`struct CGAffineTransform`).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
}

extension CGAffineTransform {
    public static var identity: CGAffineTransform { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
    /// `func inset(by insets: UIEdgeInsets) -> CGRect` (UIKit's extension).
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// CoreGraphics' vector (`struct CGVector`).
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { fatalError() }
    public init(dx: CGFloat, dy: CGFloat) { fatalError() }
    public init(dx: Double, dy: Double) { fatalError() }
    public init(dx: Int, dy: Int) { fatalError() }
    public static var zero: CGVector { fatalError() }
}

// MARK: - QuartzCore

/// Core Animation's 4×4 transform (`struct CATransform3D`); `init()` is C's zero-initialiser.
public struct CATransform3D: Sendable {
    public var m11: CGFloat
    public var m12: CGFloat
    public var m13: CGFloat
    public var m14: CGFloat
    public var m21: CGFloat
    public var m22: CGFloat
    public var m23: CGFloat
    public var m24: CGFloat
    public var m31: CGFloat
    public var m32: CGFloat
    public var m33: CGFloat
    public var m34: CGFloat
    public var m41: CGFloat
    public var m42: CGFloat
    public var m43: CGFloat
    public var m44: CGFloat
    public init() { fatalError() }
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) { fatalError() }
}

public let CATransform3DIdentity: CATransform3D = { fatalError() }()
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { fatalError() }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { fatalError() }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { fatalError() }
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { fatalError() }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { fatalError() }
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { fatalError() }
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { fatalError() }

// MARK: - Geometry values

/// `struct UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static let zero: UIEdgeInsets = { fatalError() }()
}

/// `struct NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static let zero: NSDirectionalEdgeInsets = { fatalError() }()
}

/// `struct NSDirectionalRectEdge: OptionSet`.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var top: NSDirectionalRectEdge { fatalError() }
    public static var leading: NSDirectionalRectEdge { fatalError() }
    public static var bottom: NSDirectionalRectEdge { fatalError() }
    public static var trailing: NSDirectionalRectEdge { fatalError() }
    public static var all: NSDirectionalRectEdge { fatalError() }
}

/// `enum NSRectAlignment`.
public enum NSRectAlignment: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8
}

/// UIKit's extension of Foundation's `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
    public var item: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Traits

/// `enum UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `enum UITraitEnvironmentLayoutDirection` (the type of `UITraitCollection.layoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// `enum UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// `struct UIContentSizeCategory`.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { fatalError() }
    /// `init(_ rawValue: String)`.
    public init(_ rawValue: String) { fatalError() }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
    public var isAccessibilityCategory: Bool { fatalError() }
    public static let unspecified: UIContentSizeCategory = { fatalError() }()
    public static let extraSmall: UIContentSizeCategory = { fatalError() }()
    public static let small: UIContentSizeCategory = { fatalError() }()
    public static let medium: UIContentSizeCategory = { fatalError() }()
    public static let large: UIContentSizeCategory = { fatalError() }()
    public static let extraLarge: UIContentSizeCategory = { fatalError() }()
    public static let extraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let extraExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityMedium: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
}

/// `enum UILegibilityWeight`.
public enum UILegibilityWeight: Int, @unchecked Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// `enum UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// `struct UIAccessibility` (a namespace; the settings a layout may read).
public struct UIAccessibility {
    @MainActor public static var isBoldTextEnabled: Bool { fatalError() }
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { fatalError() }
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError() }
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { fatalError() }
}

/// `class UITraitCollection` (Sendable, not main-actor isolated, since iOS 17).
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open var legibilityWeight: UILegibilityWeight { fatalError() }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    /// `init()`.
    public override convenience init() { fatalError() }
    /// `init(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    /// `init(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    /// `init(layoutDirection:)`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { fatalError() }
    /// `init(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
    /// `init(legibilityWeight:)`.
    public convenience init(legibilityWeight: UILegibilityWeight) { fatalError() }
    /// `init(accessibilityContrast:)`.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { fatalError() }
    /// `init(displayScale:)`.
    public convenience init(displayScale scale: CGFloat) { fatalError() }
    /// `init(traitsFrom:)`.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
    /// `init(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
}

// MARK: - Views

/// `@MainActor class UIResponder: NSObject`.
@MainActor open class UIResponder: NSObject {}

/// `@MainActor class UIViewController: UIResponder` (what a sample's `createLayout()` method needs of its owner).
@MainActor open class UIViewController: UIResponder, @preconcurrency NSCoding {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var isViewLoaded: Bool { fatalError() }
    open var title: String?
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func loadViewIfNeeded() { fatalError() }
}

/// `@MainActor class UIView: UIResponder` (the members a layout reads).
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var center: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var layoutMargins: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func layoutSubviews() { fatalError() }
    // What an exported cell template sets.
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var layer: CALayer { fatalError() }
    open var clipsToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentMode: UIView.ContentMode {
        get { fatalError() }
        set { fatalError() }
    }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open func addSubview(_ view: UIView) { fatalError() }
    open var forFirstBaselineLayout: UIView { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    // What the product's UIKit lays an exported cell out with.
    open var subviews: [UIView] { fatalError() }
    open var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open var superview: UIView? { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open var forLastBaselineLayout: UIView { fatalError() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError() }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
}

extension UIView {
    /// `class var noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = { fatalError() }()
}

/// `class UIScreen`.
@MainActor open class UIScreen: NSObject {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var nativeScale: CGFloat { fatalError() }
}

/// `protocol UITraitDefinition` (iOS 17).
public protocol UITraitDefinition {}
/// `typealias UITrait` (iOS 17).
public typealias UITrait = any UITraitDefinition.Type
/// `UITraitPreferredContentSizeCategory` (iOS 17).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// `UITraitLayoutDirection` (iOS 17).
public enum UITraitLayoutDirection: UITraitDefinition {}
/// `protocol UITraitChangeRegistration` (iOS 17).
public protocol UITraitChangeRegistration {}
/// `protocol UITraitChangeObservable` (iOS 17).
public protocol UITraitChangeObservable {}
extension UIView: UITraitChangeObservable {}
extension UITraitChangeObservable where Self: UIView {
    /// `registerForTraitChanges(_:handler:)` (iOS 17).
    @MainActor @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        fatalError()
    }
}

extension UIView {
    /// `enum UIView.ContentMode`.
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

// MARK: - Views a cell is made of (exported cell templates)

/// `class CGColor` (CoreGraphics).
public final class CGColor: @unchecked Sendable {}

/// `class CALayer: NSObject` (the members a cell sets).
open class CALayer: NSObject {
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var borderWidth: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var borderColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var shadowColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var shadowOpacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    open var shadowRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var shadowOffset: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var anchorPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var position: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var transform: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    open var zPosition: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var opacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    open var masksToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `enum UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

extension UITraitCollection {
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

/// `class UIColor: NSObject` (the members a cell uses).
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    open var cgColor: CGColor { fatalError() }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    public convenience init(white: CGFloat, alpha: CGFloat) { fatalError() }
}

/// `class UIFont: NSObject` (Dynamic Type's fonts).
open class UIFont: NSObject, @unchecked Sendable {
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
}

extension UIFont {
    /// `struct UIFont.TextStyle`.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let largeTitle: UIFont.TextStyle = { fatalError() }()
        public static let title1: UIFont.TextStyle = { fatalError() }()
        public static let title2: UIFont.TextStyle = { fatalError() }()
        public static let title3: UIFont.TextStyle = { fatalError() }()
        public static let headline: UIFont.TextStyle = { fatalError() }()
        public static let body: UIFont.TextStyle = { fatalError() }()
        public static let callout: UIFont.TextStyle = { fatalError() }()
        public static let subheadline: UIFont.TextStyle = { fatalError() }()
        public static let footnote: UIFont.TextStyle = { fatalError() }()
        public static let caption1: UIFont.TextStyle = { fatalError() }()
        public static let caption2: UIFont.TextStyle = { fatalError() }()
    }
    /// `struct UIFont.Weight`.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat { fatalError() }
        public static let ultraLight: UIFont.Weight = { fatalError() }()
        public static let thin: UIFont.Weight = { fatalError() }()
        public static let light: UIFont.Weight = { fatalError() }()
        public static let regular: UIFont.Weight = { fatalError() }()
        public static let medium: UIFont.Weight = { fatalError() }()
        public static let semibold: UIFont.Weight = { fatalError() }()
        public static let bold: UIFont.Weight = { fatalError() }()
        public static let heavy: UIFont.Weight = { fatalError() }()
        public static let black: UIFont.Weight = { fatalError() }()
    }
}

/// `NSAttributedString.Key.font` (UIKit's attribute keys).
extension NSAttributedString.Key {
    public static let font: NSAttributedString.Key = { fatalError() }()
}

/// `struct NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: Int) { fatalError() }
    public let rawValue: Int
    public static var truncatesLastVisibleLine: NSStringDrawingOptions { fatalError() }
    public static var usesLineFragmentOrigin: NSStringDrawingOptions { fatalError() }
    public static var usesFontLeading: NSStringDrawingOptions { fatalError() }
    public static var usesDeviceMetrics: NSStringDrawingOptions { fatalError() }
}

/// `class NSStringDrawingContext: NSObject`.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat { get { fatalError() } set { fatalError() } }
    open var actualScaleFactor: CGFloat { fatalError() }
    open var totalBounds: CGRect { fatalError() }
}

/// `NSString(NSStringDrawing)`: a string's size in its attributes' font.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect { fatalError() }
}

/// UIKit's overlay: the same measurement of a Swift `String`.
extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect { fatalError() }
}

/// `class UIFontMetrics: NSObject`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    open class var `default`: UIFontMetrics { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

/// `class UIImage: NSObject`.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    open var size: CGSize { fatalError() }
}

/// `enum NSTextAlignment`.
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// `@MainActor class UILabel: UIView`.
@MainActor open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UIImageView: UIView`.
@MainActor open class UIImageView: UIView {
    open var image: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UIStackView: UIView`.
@MainActor open class UIStackView: UIView {
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set { fatalError() }
    }
    open var distribution: UIStackView.Distribution {
        get { fatalError() }
        set { fatalError() }
    }
    open var alignment: UIStackView.Alignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UIStackView {
    /// `enum UIStackView.Distribution`.
    public enum Distribution: Int, @unchecked Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }
    /// `enum UIStackView.Alignment`.
    public enum Alignment: Int, @unchecked Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { fatalError() }
        public static var bottom: UIStackView.Alignment { fatalError() }
    }
}

/// `struct UILayoutPriority`.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public init(_ rawValue: Float) { fatalError() }
    public init(rawValue: Float) { fatalError() }
    public var rawValue: Float { fatalError() }
    public static let required: UILayoutPriority = { fatalError() }()
    public static let defaultHigh: UILayoutPriority = { fatalError() }()
    public static let defaultLow: UILayoutPriority = { fatalError() }()
    public static let fittingSizeLevel: UILayoutPriority = { fatalError() }()
}

/// `@MainActor class NSLayoutConstraint: NSObject`.
@MainActor open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open var priority: UILayoutPriority {
        get { fatalError() }
        set { fatalError() }
    }
    open var isActive: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

extension NSLayoutConstraint {
    /// `enum NSLayoutConstraint.Axis`.
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// `@MainActor class NSLayoutAnchor<AnchorType>: NSObject`.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// `@MainActor class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>`.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `@MainActor class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>`.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `@MainActor class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>`.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
}

extension UICollectionView {
    /// `@MainActor struct UICollectionView.CellRegistration<Cell, Item>` (iOS 14).
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
        public var handler: UICollectionView.CellRegistration<Cell, Item>.Handler { fatalError() }
    }
    /// `dequeueConfiguredReusableCell(using:for:item:)` (iOS 14).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell { fatalError() }
}

/// `@MainActor class UIScrollView: UIView` (the members a layout reads; `delegate` is left out because
/// Swift cannot narrow a stored property's type in `UICollectionView` as Objective-C does).
@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    open var isPagingEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var decelerationRate: UIScrollView.DecelerationRate {
        get { fatalError() }
        set { fatalError() }
    }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
    open var showsHorizontalScrollIndicator: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var showsVerticalScrollIndicator: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounces: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var alwaysBounceVertical: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var alwaysBounceHorizontal: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// UIKit's additions to `NSValue` (`NSValue(cgPoint:)`, `cgPointValue`, …).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { fatalError() }
    public var cgPointValue: CGPoint { fatalError() }
    public convenience init(cgSize size: CGSize) { fatalError() }
    public var cgSizeValue: CGSize { fatalError() }
    public convenience init(cgRect rect: CGRect) { fatalError() }
    public var cgRectValue: CGRect { fatalError() }
}

/// `@MainActor class UIGestureRecognizer: NSObject` (the members a layout reads).
@MainActor open class UIGestureRecognizer: NSObject {
    /// `enum UIGestureRecognizer.State`.
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
    open var state: UIGestureRecognizer.State {
        get { fatalError() }
        set { fatalError() }
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var view: UIView? { fatalError() }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// `@MainActor class UIPanGestureRecognizer: UIGestureRecognizer`.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// `@MainActor class UIApplication: UIResponder` (what a layout reads of the app).
@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
}

/// CoreGraphics' comparisons (`func equalTo(_:)` of `CGPoint`, `CGSize` and `CGRect`).
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { fatalError() }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { fatalError() }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { fatalError() }
}

extension UIScrollView {
    /// `struct UIScrollView.DecelerationRate`.
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { fatalError() }
        public static let normal: UIScrollView.DecelerationRate = { fatalError() }()
        public static let fast: UIScrollView.DecelerationRate = { fatalError() }()
    }
}

/// `@MainActor protocol UIScrollViewDelegate: NSObjectProtocol` (all requirements optional).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    )
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { fatalError() }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
}

/// `@MainActor class UICollectionView: UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    /// `func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open var collectionViewLayout: UICollectionViewLayout {
        get { fatalError() }
        set { fatalError() }
    }
    weak open var delegate: (any UICollectionViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    weak open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfSections: Int { fatalError() }
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open func reloadData() { fatalError() }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        fatalError()
    }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
}

extension UICollectionView {
    /// `enum UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// `enum UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, @unchecked Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// `class let elementKindSectionHeader: String`.
    public static let elementKindSectionHeader: String = { fatalError() }()
    /// `class let elementKindSectionFooter: String`.
    public static let elementKindSectionFooter: String = { fatalError() }()
}

/// `@MainActor class UICollectionReusableView: UIView`.
@MainActor open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { fatalError() }
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { fatalError() }
}

/// `@MainActor class UICollectionViewCell: UICollectionReusableView`.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor protocol UICollectionViewDataSource: NSObjectProtocol`.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional on iOS.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional on iOS.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
}

/// `@MainActor class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource` (iOS 13).
@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) { fatalError() }
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { fatalError() }
        set { fatalError() }
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) { fatalError() }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) { fatalError() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError() }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
}

/// `struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>` (iOS 13).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    public init() { fatalError() }
    public var numberOfItems: Int { fatalError() }
    public var numberOfSections: Int { fatalError() }
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError() }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError() }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { fatalError() }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError() }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError() }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func deleteAllItems() { fatalError() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
}

/// `@MainActor protocol UICollectionViewDelegate: UIScrollViewDelegate` (all requirements optional).
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    )
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { fatalError() }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        fatalError()
    }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { fatalError() }
}

/// `@MainActor protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate` (all requirements optional).
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { fatalError() }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { fatalError() }
}

// MARK: - Layouts

/// `@MainActor protocol UIDynamicItem: NSObjectProtocol`.
@MainActor public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

// MARK: - UIKit Dynamics

/// `@MainActor class UIDynamicBehavior: NSObject`.
@MainActor open class UIDynamicBehavior: NSObject {
    public override init() { fatalError() }
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { fatalError() }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { fatalError() }
    open var childBehaviors: [UIDynamicBehavior] { fatalError() }
    open var action: (() -> Void)? {
        get { fatalError() }
        set { fatalError() }
    }
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) { fatalError() }
    open var dynamicAnimator: UIDynamicAnimator? { fatalError() }
}

/// `@MainActor class UIAttachmentBehavior: UIDynamicBehavior` (the item-to-anchor attachment).
@MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `enum UIAttachmentBehavior.AttachmentType: Int`.
    public enum AttachmentType: Int, @unchecked Sendable {
        case items = 0
        case anchor = 1
    }
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) { fatalError() }
    open var items: [any UIDynamicItem] { fatalError() }
    open var attachedBehaviorType: UIAttachmentBehavior.AttachmentType { fatalError() }
    open var anchorPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var length: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var damping: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var frequency: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UIDynamicItemBehavior: UIDynamicBehavior`.
@MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    public init(items: [any UIDynamicItem]) { fatalError() }
    open func addItem(_ item: any UIDynamicItem) { fatalError() }
    open func removeItem(_ item: any UIDynamicItem) { fatalError() }
    open var items: [any UIDynamicItem] { fatalError() }
    open var elasticity: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var friction: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var density: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var resistance: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var isAnchored: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var allowsRotation: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) { fatalError() }
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { fatalError() }
}

/// `@MainActor protocol UIDynamicAnimatorDelegate: NSObjectProtocol` (all requirements optional).
@MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { fatalError() }
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { fatalError() }
}

/// `@MainActor class UIDynamicAnimator: NSObject`.
@MainActor open class UIDynamicAnimator: NSObject {
    public init(referenceView view: UIView) { fatalError() }
    open func addBehavior(_ behavior: UIDynamicBehavior) { fatalError() }
    open func removeBehavior(_ behavior: UIDynamicBehavior) { fatalError() }
    open func removeAllBehaviors() { fatalError() }
    open var referenceView: UIView? { fatalError() }
    open var behaviors: [UIDynamicBehavior] { fatalError() }
    open func items(in rect: CGRect) -> [any UIDynamicItem] { fatalError() }
    open func updateItem(usingCurrentState item: any UIDynamicItem) { fatalError() }
    open var isRunning: Bool { fatalError() }
    open func elapsedTime() -> TimeInterval { fatalError() }
    weak open var delegate: (any UIDynamicAnimatorDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `extension UIDynamicAnimator` (UIKit's collection-view additions).
extension UIDynamicAnimator {
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
}

/// `@MainActor class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem`.
@MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying, UIDynamicItem {
    public override init() { fatalError() }
    public convenience init(forCellWith indexPath: IndexPath) { fatalError() }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { fatalError() }
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) { fatalError() }
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var center: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var size: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var transform3D: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var indexPath: IndexPath {
        get { fatalError() }
        set { fatalError() }
    }
    open var representedElementCategory: UICollectionView.ElementCategory { fatalError() }
    open var representedElementKind: String? { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// `@MainActor class UICollectionViewLayoutInvalidationContext: NSObject`.
@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { fatalError() }
    open var invalidateDataSourceCounts: Bool { fatalError() }
    open func invalidateItems(at indexPaths: [IndexPath]) { fatalError() }
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) { fatalError() }
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) { fatalError() }
    open var invalidatedItemIndexPaths: [IndexPath]? { fatalError() }
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { fatalError() }
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { fatalError() }
    open var contentOffsetAdjustment: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentSizeAdjustment: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext`.
@MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// `init()`.
    public override init() { fatalError() }
    open var invalidateFlowLayoutDelegateMetrics: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var invalidateFlowLayoutAttributes: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UICollectionViewUpdateItem: NSObject`.
@MainActor open class UICollectionViewUpdateItem: NSObject {
    open var indexPathBeforeUpdate: IndexPath? { fatalError() }
    open var indexPathAfterUpdate: IndexPath? { fatalError() }
    open var updateAction: UICollectionViewUpdateItem.Action { fatalError() }
}

extension UICollectionViewUpdateItem {
    /// `enum UICollectionViewUpdateItem.Action`.
    public enum Action: Int, @unchecked Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }
}

/// `@MainActor class UICollectionViewLayout: NSObject, NSSecureCoding`.
@MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    open var collectionView: UICollectionView? { fatalError() }
    open func invalidateLayout() { fatalError() }
    /// `func prepareForTransition(to newLayout: UICollectionViewLayout)`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) { fatalError() }
    /// `func prepareForTransition(from oldLayout: UICollectionViewLayout)`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) { fatalError() }
    /// `func finalizeLayoutTransition()`.
    open func finalizeLayoutTransition() { fatalError() }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { fatalError() }
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError() }

    // UISubclassingHooks
    open class var layoutAttributesClass: AnyClass { fatalError() }
    open class var invalidationContextClass: AnyClass { fatalError() }
    open func prepare() { fatalError() }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError() }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError() }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        fatalError()
    }
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { fatalError() }
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext { fatalError() }
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { fatalError() }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { fatalError() }
    open var collectionViewContentSize: CGSize { fatalError() }
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { fatalError() }

    // UIUpdateSupportHooks
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { fatalError() }
    open func finalizeCollectionViewUpdates() { fatalError() }
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) { fatalError() }
    open func finalizeAnimatedBoundsChange() { fatalError() }
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fatalError()
    }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fatalError()
    }
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { fatalError() }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { fatalError() }
}

/// `@MainActor class UICollectionViewFlowLayout: UICollectionViewLayout`.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `init()`.
    public override init() { fatalError() }
    /// `init?(coder:)`.
    public required init?(coder: NSCoder) { fatalError() }
    open var minimumLineSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var minimumInteritemSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var itemSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var estimatedItemSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { fatalError() }
        set { fatalError() }
    }
    open var headerReferenceSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var footerReferenceSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var sectionInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference {
        get { fatalError() }
        set { fatalError() }
    }
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var sectionFootersPinToVisibleBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// `class let automaticSize: CGSize`.
    public static let automaticSize: CGSize = { fatalError() }()
}

extension UICollectionViewFlowLayout {
    /// `enum UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, @unchecked Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }
}

// MARK: - Compositional layout

/// `enum UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, @unchecked Sendable {
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}

/// `enum UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// `typealias UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// `@MainActor protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem`.
@MainActor public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// `@MainActor protocol NSCollectionLayoutContainer: NSObjectProtocol`.
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `@MainActor protocol NSCollectionLayoutEnvironment: NSObjectProtocol`.
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// `@MainActor class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying`.
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { fatalError() }
        set { fatalError() }
    }
    open var interSectionSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `@MainActor class UICollectionViewCompositionalLayout: UICollectionViewLayout`.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// Apple declares this `@NSCopying var`; Swift allows `@NSCopying` only on stored properties.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UICollectionViewCompositionalLayout {
    /// `static func list(using:) -> UICollectionViewCompositionalLayout` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        fatalError()
    }
}

/// `@MainActor class NSCollectionLayoutDimension: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { fatalError() }
    open var isFractionalWidth: Bool { fatalError() }
    open var isFractionalHeight: Bool { fatalError() }
    open var isAbsolute: Bool { fatalError() }
    open var isEstimated: Bool { fatalError() }
    open var isUniformAcrossSiblings: Bool { fatalError() }
    open var dimension: CGFloat { fatalError() }
}

/// `@MainActor class NSCollectionLayoutSize: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(
        widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
    ) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
}

/// `@MainActor class NSCollectionLayoutSpacing: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    open var spacing: CGFloat { fatalError() }
    open var isFlexibleSpacing: Bool { fatalError() }
    open var isFixedSpacing: Bool { fatalError() }
}

/// `@MainActor class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var leading: NSCollectionLayoutSpacing? { fatalError() }
    open var top: NSCollectionLayoutSpacing? { fatalError() }
    open var trailing: NSCollectionLayoutSpacing? { fatalError() }
    open var bottom: NSCollectionLayoutSpacing? { fatalError() }
}

/// `@MainActor class NSCollectionLayoutAnchor: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge) { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var edges: NSDirectionalRectEdge { fatalError() }
    open var offset: CGPoint { fatalError() }
    open var isAbsoluteOffset: Bool { fatalError() }
    open var isFractionalOffset: Bool { fatalError() }
}

/// `@MainActor class NSCollectionLayoutItem: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        fatalError()
    }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { fatalError() }
}

/// `@MainActor class NSCollectionLayoutGroup: NSCollectionLayoutItem, NSCopying`.
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Use vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var interItemSpacing: NSCollectionLayoutSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var subitems: [NSCollectionLayoutItem] { fatalError() }
}

/// `@MainActor class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, NSCopying`.
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) { fatalError() }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) { fatalError() }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
    open var containerAnchor: NSCollectionLayoutAnchor { fatalError() }
    open var itemAnchor: NSCollectionLayoutAnchor? { fatalError() }
}

/// `@MainActor class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem, NSCopying`.
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        fatalError()
    }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) { fatalError() }
    open var extendsBoundary: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var pinToVisibleBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var alignment: NSRectAlignment { fatalError() }
    open var offset: CGPoint { fatalError() }
}

/// `@MainActor class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem, NSCopying`.
@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open class func background(elementKind: String) -> Self { fatalError() }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
}

/// `@MainActor class NSCollectionLayoutSection: NSObject, NSCopying`.
@MainActor open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var interGroupSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    open var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    /// `var supplementariesFollowContentInsets: Bool` (iOS 13–16, deprecated for supplementaryContentInsetsReference).
    @available(iOS, deprecated: 16.0)
    open var supplementariesFollowContentInsets: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { fatalError() }
        set { fatalError() }
    }
}

extension NSCollectionLayoutSection {
    /// `static func list(using:layoutEnvironment:) -> NSCollectionLayoutSection` (iOS 14).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection { fatalError() }
}

/// `struct UICollectionLayoutListConfiguration` (iOS 14; a Swift struct, not main-actor isolated).
public struct UICollectionLayoutListConfiguration {
    /// `enum UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// `enum UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable {
        case none
        case supplementary
        case firstItemInSection
    }

    /// `enum UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable {
        case none
        case supplementary
    }

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
    public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError() }
    public var showsSeparators: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode {
        get { fatalError() }
        set { fatalError() }
    }
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode {
        get { fatalError() }
        set { fatalError() }
    }
    public var headerTopPadding: CGFloat? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// `typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// `@MainActor class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying`: an item's frame in a custom group.
@MainActor open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// `convenience init(frame: CGRect)`.
    public convenience init(frame: CGRect) { fatalError() }
    /// `convenience init(frame: CGRect, zIndex: Int)`.
    public convenience init(frame: CGRect, zIndex: Int) { fatalError() }
    /// `var frame: CGRect { get }`.
    open var frame: CGRect { fatalError() }
    /// `var zIndex: Int { get }`.
    open var zIndex: Int { fatalError() }
}

extension NSCollectionLayoutGroup {
    /// `class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self`.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self { fatalError() }
}
