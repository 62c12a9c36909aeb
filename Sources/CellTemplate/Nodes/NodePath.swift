/// Where a node is in its template: the child indices from the root (`dump --all` writes it `0.1.0`;
/// the root is the empty path, written `""`).
public struct NodePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The child indices, root first.
    public var indices: [Int]

    /// Creates a path from child indices.
    public init(_ indices: [Int] = []) { self.indices = indices }

    /// The root.
    public static let root = NodePath()

    /// The path of this node's child at `index`.
    public func child(_ index: Int) -> NodePath { NodePath(indices + [index]) }

    /// The dotted form: `0.1.0`.
    public var description: String { indices.map(String.init).joined(separator: ".") }

    /// Tree order: a parent before its children, children in order.
    public static func < (lhs: NodePath, rhs: NodePath) -> Bool { lhs.indices.lexicographicallyPrecedes(rhs.indices) }
}
