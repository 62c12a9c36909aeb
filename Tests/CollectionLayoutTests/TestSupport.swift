@testable import CollectionLayout
import Testing

/// A stand-in collection view: the layout's context and delegate, with per-item sizes and per-section metrics.
final class TestCollection: LayoutContext, FlowLayoutDelegate {
    /// The visible bounds the layout reads.
    var bounds: Rect
    /// The number of items in each section.
    var itemCounts: [Int]
    /// Sizes of particular items; items not listed use their section's `itemSize`.
    var itemSizes: [IndexPath: Size] = [:]
    /// Metrics of particular sections; sections not listed use the layout's `metrics`.
    var sectionMetrics: [Int: FlowSectionMetrics] = [:]
    /// The horizontal size class (regular, as a window on a Mac, unless a test says).
    var horizontalSizeClass: UserInterfaceSizeClass = .regular

    init(bounds: Rect, itemCounts: [Int]) {
        self.bounds = bounds
        self.itemCounts = itemCounts
    }

    var numberOfSections: Int { itemCounts.count }

    func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { itemSizes[indexPath] }

    func flowLayout(_ layout: FlowLayout, metricsForSection section: Int,
                    defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        sectionMetrics[section]
    }

    /// Gives the items of one section the sizes listed, in order.
    func setSizes(_ sizes: [Size], inSection section: Int) {
        for (item, size) in sizes.enumerated() {
            itemSizes[IndexPath(item: item, section: section)] = size
        }
    }
}

/// A prepared flow layout together with the collection it lays out (the layout holds it only weakly).
struct PreparedLayout: PreparedFrames {
    let layout: FlowLayout
    let collection: TestCollection

    /// Builds a layout over a collection of the given viewport size, calls `configure`, then `prepare()`.
    init(width: Double = 320, height: Double = 480,
         itemCounts: [Int],
         scrollDirection: ScrollDirection = .vertical,
         metrics: FlowSectionMetrics = FlowSectionMetrics(),
         pinsHeaders: Bool = false,
         configure: (TestCollection) -> Void = { _ in }) {
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: itemCounts)
        configure(collection)
        let layout = FlowLayout()
        layout.scrollDirection = scrollDirection
        layout.metrics = metrics
        layout.sectionHeadersPinToVisibleBounds = pinsHeaders
        layout.context = collection
        layout.delegate = collection
        layout.prepare()
        self.layout = layout
        self.collection = collection
    }

    /// Moves the visible bounds, as scrolling does, and prepares again.
    func scroll(to origin: Point) {
        collection.bounds.origin = origin
        layout.prepare()
    }


    /// The x of every item of a section, in order.
    func xs(section: Int = 0) -> [Double] { items(section: section).map(\.minX) }

    /// The y of every item of a section, in order.
    func ys(section: Int = 0) -> [Double] { items(section: section).map(\.minY) }

    /// The header's attributes, or nil when the section has none.
    func header(_ section: Int = 0) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))
    }

    /// The footer's attributes, or nil when the section has none.
    func footer(_ section: Int = 0) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: section))
    }

    var contentSize: Size { layout.collectionViewContentSize }

    /// Every element, found one by one through the per-element queries.
    func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in 0..<collection.numberOfSections {
            for kind in [ElementKind.header, ElementKind.footer] {
                if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                    result.append(attributes)
                }
            }
            for item in 0..<collection.numberOfItems(inSection: section) {
                if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    result.append(attributes)
                }
            }
        }
        return result
    }
}

/// Shorthand for a size.
func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Whether two numbers agree to within `tolerance`.
func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two lists of numbers agree element by element to within `tolerance`.
func approximately(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { approximately($0, $1, tolerance: tolerance) }
}

/// Whether two rectangles agree edge by edge to within `tolerance`.
func approximately(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    approximately([a.minX, a.minY, a.width, a.height], [b.minX, b.minY, b.width, b.height], tolerance: tolerance)
}

/// A prepared layout and its collection, read frame by frame.
protocol PreparedFrames {
    associatedtype Layout: CollectionViewLayout
    /// The layout under test.
    var layout: Layout { get }
    /// The collection it lays out.
    var collection: TestCollection { get }
}

extension PreparedFrames {
    /// The frame of one item; records an issue (and returns `.zero`) when there is none.
    func item(_ item: Int, section: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) -> Rect {
        guard let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) else {
            Issue.record("no attributes for item \(item) of section \(section)", sourceLocation: sourceLocation)
            return .zero
        }
        return attributes.frame
    }

    /// The frames of every item of a section, in order.
    func items(section: Int = 0) -> [Rect] {
        (0..<collection.itemCounts[section]).map { item($0, section: section) }
    }
}

/// Tells a layout of a cell's preferred attributes as the collection view does (the question,
/// the context, the invalidation, a prepare); the context, or nil when the layout declined.
@discardableResult
func deliverPreferred(_ preferred: LayoutAttributes, to layout: any CollectionViewLayout) -> InvalidationContext? {
    guard let original = layout.layoutAttributesForItem(at: preferred.indexPath),
          layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    layout.prepare()
    return context
}
