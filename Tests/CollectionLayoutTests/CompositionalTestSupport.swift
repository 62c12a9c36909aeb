@testable import CollectionLayout
import Testing

/// A compositional layout prepared over a `TestCollection` (the layout holds it only weakly).
struct PreparedCompositional: PreparedFrames {
    let layout: CompositionalLayout
    let collection: TestCollection

    /// Builds the collection (viewport `width` × `height`), hands it to the layout, prepares.
    init(_ layout: CompositionalLayout, width: Double = 375, height: Double = 600, itemCounts: [Int]) {
        collection = TestCollection(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: itemCounts)
        self.layout = layout
        layout.context = collection
        layout.prepare()
    }

    /// A layout whose every section is `section`, prepared.
    init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init(),
         width: Double = 375, height: Double = 600, itemCounts: [Int]) {
        self.init(CompositionalLayout(section: section, configuration: configuration), width: width, height: height, itemCounts: itemCounts)
    }


    /// Moves the visible bounds, as scrolling does (no prepare: pinned items are placed at query time).
    func scroll(toY y: Double) {
        collection.bounds.origin.y = y
    }

    var contentSize: Size { layout.collectionViewContentSize }
}

/// Shorthand for a layout size.
func layoutSize(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

/// Whether two lists of rectangles agree edge by edge to within `tolerance`.
func approximately(_ a: [Rect], _ b: [Rect], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { approximately($0, $1, tolerance: tolerance) }
}
