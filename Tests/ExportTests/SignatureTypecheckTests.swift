import Testing

/// Hand-written iOS code that must type-check against the signature modules, and code with one mistake each
/// that must not (so the check is known to be able to fail).
@Suite(.serialized) struct SignatureTypecheckTests {
    /// Type-checks `source` and records the compiler's errors as one test issue when there are any.
    private func expectTypechecks(_ source: String, swiftVersion: String = "6", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let errors = try SwiftCompiler.typecheck(source: source, swiftVersion: swiftVersion)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Type-checks `source`, expects at least one error, and expects an error line to mention every one of `names`.
    private func expectFails(_ source: String, mentioning names: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let errors = try SwiftCompiler.typecheck(source: source)
        #expect(!errors.isEmpty, "expected a compile error", sourceLocation: sourceLocation)
        for name in names {
            #expect(errors.contains { $0.contains(name) }, "no error mentions \(name): \(errors)", sourceLocation: sourceLocation)
        }
    }

    @Test func flowLayoutWithEveryPropertyAndAnNSObjectDelegate() throws {
        try expectTypechecks(Self.flowLayout)
        try expectTypechecks(Self.flowLayout, swiftVersion: "5")
    }

    @Test func compositionalLayoutWithProviderOrthogonalSupplementariesBackgroundAndList() throws {
        try expectTypechecks(Self.compositionalLayout)
    }

    @Test func circleLayoutInTheStyleOfApplesSample() throws {
        try expectTypechecks(Self.circleLayout)
    }

    @Test func lineLayoutInTheStyleOfApplesSample() throws {
        try expectTypechecks(Self.lineLayout)
    }

    @Test func swiftUIGridCarouselPagingAndCircleLayout() throws {
        try expectTypechecks(Self.swiftUIViews)
    }

    @Test func carouselWithVisibleItemsHandlerAndASelfSizingCell() throws {
        try expectTypechecks(Self.carousel)
    }

    @Test func swiftUIStateEnvironmentShapesAndConditionals() throws {
        try expectTypechecks(Self.swiftUIBasics)
    }

    @Test func geometryTransformsAndValuesComeWithUIKit() throws {
        try expectTypechecks(Self.geometry)
    }

    @Test func uikitNamesAreNotVisibleThroughSwiftUI() throws {
        try expectFails(
            """
            import SwiftUI
            @MainActor func makeLayout() -> Any { UICollectionViewFlowLayout() }
            """,
            mentioning: ["UICollectionViewFlowLayout"]
        )
    }

    @Test func misspeltPropertyFails() throws {
        try expectFails(
            """
            import UIKit
            @MainActor func makeCollectionViewLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpace = 10
                return layout
            }
            """,
            mentioning: ["minimumLineSpace"]
        )
    }

    @Test func wrongTypeFails() throws {
        try expectFails(
            """
            import UIKit
            @MainActor func makeCollectionViewLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = 10
                return layout
            }
            """,
            mentioning: ["CGSize"]
        )
    }

    @Test func delegateThatIsNotAnNSObjectFails() throws {
        try expectFails(
            """
            import UIKit
            final class Metrics: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
            }
            """,
            mentioning: ["Metrics", "NSObjectProtocol"]
        )
    }

    @Test func groupWithOneSubitemAndNoCountFails() throws {
        try expectFails(
            """
            import UIKit
            @MainActor func makeGroup() -> NSCollectionLayoutGroup {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let item = NSCollectionLayoutItem(layoutSize: size)
                return NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item)
            }
            """,
            mentioning: ["count"]
        )
    }

    @Test func swiftUIViewWithoutBodyFails() throws {
        try expectFails(
            """
            import SwiftUI
            struct ExportedLayoutView: View {
                var content: some View { Text("no body") }
            }
            """,
            mentioning: ["ExportedLayoutView", "View"]
        )
    }

    @Test func nonisolatedFunctionCreatingALayoutFailsInSwift6() throws {
        // UIKit's classes are @MainActor on iOS: an exporter's top-level function must be @MainActor too.
        try expectFails(
            """
            import UIKit
            func makeCollectionViewLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            """,
            mentioning: ["main actor-isolated"]
        )
    }

    @Test func unavailableInitialiserFails() throws {
        try expectFails(
            """
            import UIKit
            @MainActor func makeSection() -> NSCollectionLayoutSection { NSCollectionLayoutSection() }
            """,
            mentioning: ["unavailable"]
        )
    }
}

extension SignatureTypecheckTests {
    /// A flow layout with every property set, and a delegate implementing two of its optional methods.
    static let flowLayout = #"""
import UIKit

@MainActor func makeCollectionViewLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 120)
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.footerReferenceSize = .zero
    layout.scrollDirection = .vertical
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = false
    layout.sectionInsetReference = .fromSafeArea
    return layout
}

final class D: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: indexPath.item % 2 == 0 ? 100 : 50, height: 50)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        .zero
    }
}
"""#

    /// A compositional layout: section provider, list section, orthogonal section, boundary supplementaries, background decoration.
    static let compositionalLayout = #"""
import UIKit

@MainActor func makeCollectionViewLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.scrollDirection = .vertical
    let globalHeader = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: "global-header", alignment: .top)
    configuration.boundarySupplementaryItems = [globalHeader]
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        if sectionIndex == 2 {
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.showsSeparators = true
            list.headerMode = .supplementary
            list.footerMode = .none
            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }
        let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .fixed(4), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            repeatingSubitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        if sectionIndex == 1 {
            section.orthogonalScrollingBehavior = .groupPagingCentered
        }
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
        footer.extendsBoundary = false
        section.boundarySupplementaryItems = [header, footer]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        background.zIndex = -1
        section.decorationItems = [background]
        section.contentInsetsReference = .safeArea
        section.supplementaryContentInsetsReference = .none
        return section
    }, configuration: configuration)
}

@MainActor func makeListLayout() -> UICollectionViewLayout {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: list)
}
"""#

    /// A custom layout with custom attributes, after Apple's CircleLayout sample.
    static let circleLayout = #"""
import UIKit

// In the style of Apple's CircleLayout sample (a custom UICollectionViewLayout with its own attributes).
final class CircleLayoutAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var angle: CGFloat = 0 {
        didSet {
            zIndex = Int(angle * 1000000)
            transform = CGAffineTransform(rotationAngle: angle)
        }
    }
    override func copy(with zone: NSZone? = nil) -> Any {
        let copied = super.copy(with: zone) as! CircleLayoutAttributes
        copied.anchorPoint = anchorPoint
        copied.angle = angle
        return copied
    }
    override func isEqual(_ object: Any?) -> Bool {
        // NSObject's isEqual(_:) is nonisolated, on iOS as here: Swift 6 needs the main actor asserted.
        guard let other = object as? CircleLayoutAttributes else { return false }
        return MainActor.assumeIsolated { other.anchorPoint == anchorPoint && other.angle == angle } && super.isEqual(object)
    }
}

final class CircleLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 133, height: 173)
    var radius: CGFloat = 500 { didSet { invalidateLayout() } }
    var anglePerItem: CGFloat { atan(itemSize.width / radius) }
    var attributesList = [CircleLayoutAttributes]()

    override class var layoutAttributesClass: AnyClass { CircleLayoutAttributes.self }

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        return CGSize(width: CGFloat(collectionView.numberOfItems(inSection: 0)) * itemSize.width,
                      height: collectionView.bounds.height)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let anchorPointY = ((itemSize.height / 2) + radius) / itemSize.height
        attributesList = (0..<collectionView.numberOfItems(inSection: 0)).map { i in
            let attributes = CircleLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            attributes.size = itemSize
            attributes.center = CGPoint(x: centerX, y: collectionView.bounds.midY)
            attributes.angle = anglePerItem * CGFloat(i)
            attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
            return attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesList.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesList[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems where update.updateAction == .insert {
            _ = update.indexPathAfterUpdate
        }
    }
}
"""#

    /// A flow layout subclass that zooms and snaps, after Apple's LineLayout sample.
    static let lineLayout = #"""
import UIKit

// In the style of Apple's LineLayout sample (a flow layout that zooms the centred item and snaps to it).
final class LineLayout: UICollectionViewFlowLayout {
    let activeDistance: CGFloat = 200
    let zoomFactor: CGFloat = 0.3

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 40
        itemSize = CGSize(width: 150, height: 150)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        guard let collectionView else { fatalError() }
        let verticalInsets = (collectionView.frame.height - collectionView.adjustedContentInset.top - collectionView.adjustedContentInset.bottom - itemSize.height) / 2
        let horizontalInsets = (collectionView.frame.width - collectionView.adjustedContentInset.right - collectionView.adjustedContentInset.left - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: verticalInsets, left: horizontalInsets, bottom: verticalInsets, right: horizontalInsets)
        super.prepare()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        let rectAttributes = super.layoutAttributesForElements(in: rect)!.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.frame.size)
        for attributes in rectAttributes where attributes.frame.intersects(visibleRect) {
            let distance = visibleRect.midX - attributes.center.x
            let normalizedDistance = distance / activeDistance
            if distance.magnitude < activeDistance {
                let zoom = 1 + zoomFactor * (1 - normalizedDistance.magnitude)
                attributes.transform3D = CATransform3DMakeScale(zoom, zoom, 1)
                attributes.zIndex = Int(zoom.rounded())
            }
        }
        return rectAttributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return .zero }
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0, width: collectionView.frame.width, height: collectionView.frame.height)
        guard let rectAttributes = super.layoutAttributesForElements(in: targetRect) else { return .zero }
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        let horizontalCenter = proposedContentOffset.x + collectionView.frame.width / 2
        for layoutAttributes in rectAttributes {
            let itemHorizontalCenter = layoutAttributes.center.x
            if (itemHorizontalCenter - horizontalCenter).magnitude < offsetAdjustment.magnitude {
                offsetAdjustment = itemHorizontalCenter - horizontalCenter
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
        context.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView?.bounds.size
        return context
    }
}
"""#

    /// SwiftUI: LazyVGrid of adaptive items, a view-aligned horizontal ScrollView, paging, and a Layout on a circle.
    static let swiftUIViews = #"""
import SwiftUI

struct ExportedLayoutView: View {
    let columns = [GridItem(.adaptive(minimum: 100)), GridItem(.fixed(80), spacing: 4), GridItem(.flexible(minimum: 20, maximum: 200), alignment: .top)]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<30) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.blue)
                            .frame(height: 100)
                            .overlay { Text("Item \(index)") }
                    }
                } header: {
                    Text("Header").font(.headline)
                } footer: {
                    Text(verbatim: "Footer")
                }
            }
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        }
    }
}

struct Carousel: View {
    var showsBadge = true
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(0..<10, id: \.self) { index in
                    ZStack(alignment: .topTrailing) {
                        RoundedRectangle(cornerRadius: 12).fill(.orange)
                        if showsBadge {
                            Circle().fill(.red).frame(width: 12, height: 12)
                        }
                        if index.isMultiple(of: 2) { Text("even") } else { Color.clear }
                    }
                    .frame(width: 280, height: 180)
                    .rotation3DEffect(.degrees(Double(index) * 5), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 0.5)
                    .scaleEffect(0.9)
                    .zIndex(Double(index))
                    .opacity(0.8)
                    .offset(x: 0, y: 4)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

struct Pages: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.flexible())], spacing: 0) {
                ForEach(0..<5) { _ in Color.green.frame(minWidth: 300, maxWidth: .infinity) }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

struct CircleStack: Layout {
    var radius: CGFloat = 100
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let angle = Angle.degrees(360 / Double(max(subviews.count, 1))).radians
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let x = bounds.midX + radius * CGFloat(cos(angle * Double(index))) - size.width / 2
            let y = bounds.midY + radius * CGFloat(sin(angle * Double(index)))
            subview.place(at: CGPoint(x: x, y: y), anchor: .leading, proposal: ProposedViewSize(size))
        }
    }
}

struct CircleView: View {
    var body: some View {
        GeometryReader { proxy in
            CircleStack(radius: proxy.size.width / 3) {
                ForEach(0..<8) { index in Text("\(index)").position(x: 10, y: 10) }
            }
        }
    }
}
"""#

    /// SwiftUI: `@State`, `@Environment`, shape fills, stacks and an `if` inside a view builder.
    static let swiftUIBasics = #"""
import SwiftUI
struct V: View {
    @State private var selected = 0
    @Environment(\.layoutDirection) private var direction
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Circle().fill()
            Rectangle().fill(style: FillStyle())
            Capsule().fill(.blue.opacity(0.5))
            HStack { Text("a"); Text("b") }
            if direction == .rightToLeft { Text("rtl") }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray)
    }
}
"""#

    /// CoreGraphics and QuartzCore values, IndexPath's UIKit initialiser and content size categories.
    static let geometry = #"""
import UIKit

func geometry() -> Bool {
    let path = IndexPath(item: 3, section: 1)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 1, dy: 1).applying(CGAffineTransform(scaleX: 2, y: 2))
    let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), CATransform3DIdentity)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let insets = NSDirectionalEdgeInsets.zero
    let category: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
    return category > .large && CATransform3DGetAffineTransform(t).isIdentity && path.item + path.section > 0
        && rect.integral.maxX > insets.leading && !CATransform3DIsIdentity(perspective)
}
"""#

    /// A paging compositional carousel scaled in `visibleItemsInvalidationHandler`, with a self-sizing cell subclass.
    static let carousel = #"""
import UIKit

final class GalleryCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = max(attributes.size.height, 44)
        return attributes
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        transform = layoutAttributes.transform
    }
}

@MainActor func makeCollectionViewLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(240)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let centerX = offset.x + environment.container.contentSize.width / 2
        for item in items where item.representedElementCategory == .cell {
            let distance = abs(item.center.x - centerX)
            let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = scale
        }
    }
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.register(GalleryCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.decelerationRate = .fast
    return collectionView.collectionViewLayout
}
"""#
}
