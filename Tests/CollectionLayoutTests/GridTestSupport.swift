@testable import CollectionLayout
import Testing

/// A prepared grid layout together with the collection it lays out (the layout holds it only weakly).
struct PreparedGrid: PreparedFrames {
    let layout: GridLayout
    let collection: TestCollection

    /// Builds a grid over a collection of the given viewport size, calls `configure`, then `prepare()`.
    init(width: Double = 320, height: Double = 480, itemCounts: [Int],
         defaults: GridSectionMetrics = GridSectionMetrics(), sectionMetrics: [Int: GridSectionMetrics] = [:],
         displayScale: Double = 1) {
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: itemCounts)
        let layout = GridLayout()
        layout.defaultMetrics = defaults
        layout.sectionMetrics = sectionMetrics
        layout.displayScale = displayScale
        layout.context = collection
        layout.prepare()
        self.layout = layout
        self.collection = collection
    }

    /// Moves the visible bounds, as scrolling does, and prepares again.
    func scroll(toY y: Double) {
        collection.bounds.origin = Point(x: 0, y: y)
        layout.prepare()
    }

    /// Feeds a cell's preferred height through the layout, as the collection view does, and prepares.
    @discardableResult
    func prefer(height: Double, item: Int, section: Int = 0) -> InvalidationContext? {
        guard var preferred = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) else { return nil }
        preferred.size.height = height
        return deliverPreferred(preferred, to: layout)
    }

    /// A decoration's frame, or nil when there is none.
    func decoration(_ kind: String, _ item: Int, section: Int = 0) -> Rect? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    /// A header's frame, or nil when the section has none.
    func header(_ section: Int = 0) -> Rect? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Every element, found one by one through the per-element queries (indices probed generously).
    func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in 0..<collection.numberOfSections {
            let count = collection.numberOfItems(inSection: section)
            let probe = IndexPath(item: 0, section: section)
            if let header = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: probe) {
                result.append(header)
            }
            for kind in [ElementKind.sectionBackground, ElementKind.sectionSeparator] {
                if let attributes = layout.layoutAttributesForDecorationView(ofKind: kind, at: probe) { result.append(attributes) }
            }
            for item in 0..<(count + 1) {
                let indexPath = IndexPath(item: item, section: section)
                if let cell = layout.layoutAttributesForItem(at: indexPath) { result.append(cell) }
                if let separator = layout.layoutAttributesForDecorationView(ofKind: ElementKind.rowSeparator, at: indexPath) {
                    result.append(separator)
                }
            }
            for index in 0..<(count * 8 + 1) {
                let indexPath = IndexPath(item: index, section: section)
                if let separator = layout.layoutAttributesForDecorationView(ofKind: ElementKind.columnSeparator, at: indexPath) {
                    result.append(separator)
                }
            }
        }
        return result
    }
}

/// Whether a value lies on the pixel grid of a display scale.
func isOnPixelGrid(_ value: Double, scale: Double) -> Bool {
    approximately((value * scale).rounded(), value * scale, tolerance: 1e-6)
}
