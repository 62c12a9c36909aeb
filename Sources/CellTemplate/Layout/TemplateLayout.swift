import CollectionLayout

/// A template laid out in a cell: the cell's size and every shown node's frame, in the cell's
/// coordinates, in tree order (a parent before its children; hidden nodes left out).
public struct TemplateLayout: Sendable {
    /// The cell's size: the width it was given, the height its content needs (or was given).
    public var size: Size
    /// The shown nodes, parents first.
    public var nodes: [PlacedNode]

    /// Creates a layout.
    public init(size: Size, nodes: [PlacedNode]) {
        self.size = size
        self.nodes = nodes
    }

    /// The frame of the node at a path, nil when it is hidden or there is none.
    public func frame(at path: NodePath) -> Rect? { nodes.first { $0.path == path }?.frame }

    /// The frame of the node at a dotted path (`"0.1"`), for tests and `dump`.
    public func frame(at dotted: String) -> Rect? {
        frame(at: NodePath(dotted.isEmpty ? [] : dotted.split(separator: ".").compactMap { Int($0) }))
    }
}

/// One shown node of a laid-out template.
public struct PlacedNode: Sendable {
    /// Where it is in the template.
    public var path: NodePath
    /// The node.
    public var node: CellNode
    /// Its frame in the cell's coordinates.
    public var frame: Rect
    /// Its first line's baseline in the cell's coordinates (its bottom, for a node without text).
    public var firstBaseline: Double
    /// The axis it was laid out along, for a stack (a row may have become a column at AX sizes).
    public var stackAxis: StackAxis?

    /// Creates a placed node.
    public init(path: NodePath, node: CellNode, frame: Rect, firstBaseline: Double, stackAxis: StackAxis? = nil) {
        self.path = path
        self.node = node
        self.frame = frame
        self.firstBaseline = firstBaseline
        self.stackAxis = stackAxis
    }
}
