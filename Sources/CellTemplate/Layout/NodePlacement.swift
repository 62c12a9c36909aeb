import CollectionLayout

/// A node laid out in a frame of its own: its size, its baselines and its shown children's
/// placements at their origins in it (the engine's working tree, flattened into a `TemplateLayout`).
struct NodePlacement {
    /// The node's size.
    var size: Size
    /// The first line's baseline below its top (its top, 0, without text: `firstBaselineAnchor`
    /// is the top anchor of a view with no baseline).
    var firstBaseline: Double
    /// The last line's baseline below its top (its bottom without text).
    var lastBaseline: Double
    /// The axis a stack was laid out along.
    var axis: StackAxis?
    /// The shown children: their index among the node's children, their origin, their placement.
    var children: [PlacedChild] = []

    /// A node without text or children.
    static func leaf(_ size: Size) -> NodePlacement {
        NodePlacement(size: size, firstBaseline: 0, lastBaseline: size.height)
    }
}

/// A shown child in its parent's placement: its index among the parent's children, its origin in the parent, its placement.
struct PlacedChild {
    /// Its index among the parent's children.
    var index: Int
    /// Its top-left corner in the parent.
    var origin: Point
    /// Its own placement.
    var placement: NodePlacement
}
