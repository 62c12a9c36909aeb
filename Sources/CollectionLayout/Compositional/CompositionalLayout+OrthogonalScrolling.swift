/// The compositional layout's orthogonal sections as bands the collection view can scroll.
extension CompositionalLayout: OrthogonalScrollingLayout {
    /// Bands scroll across the layout's axis: along x when sections stack along y, along y in a
    /// horizontal layout.
    public var orthogonalScrollDirection: ScrollDirection { isTransposed ? .vertical : .horizontal }

    /// The sections laid out in a band, in order.
    public var orthogonallyScrollingSections: [Int] {
        sections.indices.filter { sections[$0].isOrthogonal }
    }

    /// The band's frame: the view's width, from the content's top to the tallest group's bottom
    /// (in a horizontal layout: the view's height, from the content's leading edge to the widest
    /// group's trailing edge).
    public func orthogonalBandFrame(forSection section: Int) -> Rect? {
        guard sections.indices.contains(section), sections[section].isOrthogonal else { return nil }
        let geometry = sections[section]
        return oriented(Rect(x: 0, y: geometry.origin + geometry.contentStart, width: geometry.viewSize.width,
                             height: geometry.contentExtent))
    }
}
