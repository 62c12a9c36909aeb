/// One node of a cell template (contract.md "Turn 4 — Your own cell"): what it is (`kind`) and
/// what every node may carry (`box`: background, border, fixed and limiting sizes, priorities).
public struct CellNode: Hashable, Sendable {
    /// What the node shows or how it arranges its children.
    public var kind: CellNodeKind
    /// The properties any node may have.
    public var box: NodeBox

    /// Creates a node of a kind, with the box's defaults unless given.
    public init(_ kind: CellNodeKind, box: NodeBox = NodeBox()) {
        self.kind = kind
        self.box = box
    }

    /// The node's children (a stack's or a z-stack's; none for the others).
    public var children: [CellNode] {
        get {
            switch kind {
            case .stack(let stack): stack.children
            case .zstack(let zstack): zstack.children
            case .text, .image, .badge, .spacer, .separator: []
            }
        }
        set {
            switch kind {
            case .stack(var stack):
                stack.children = newValue
                kind = .stack(stack)
            case .zstack(var zstack):
                zstack.children = newValue
                kind = .zstack(zstack)
            case .text, .image, .badge, .spacer, .separator: break
            }
        }
    }

    /// Whether a size in the tree scales with the text or is a share of the cell's width.
    public var hasRelativeSizes: Bool {
        box.hasRelativeSizes || children.contains { $0.hasRelativeSizes }
    }

    /// Whether the node is a spacer.
    public var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// Whether the node stretches across its stack whatever the alignment (a spacer or a separator).
    public var spansStack: Bool {
        switch kind {
        case .spacer, .separator: true
        default: false
        }
    }

    /// Its content-hugging priority: its box's, else UIKit's default for its kind (labels and image
    /// views 251, plain views and stacks 250; a spacer and a filling image 1, so they take the room first).
    public var huggingPriority: Double {
        if let priority = box.huggingPriority { return priority }
        switch kind {
        case .text, .badge: return 251
        case .image(let image): return image.fill ? 1 : 251
        case .spacer: return 1
        case .stack, .zstack, .separator: return 250
        }
    }

    /// Its compression-resistance priority: its box's, else 750 (a filling image 1).
    public var compressionResistance: Double {
        if let priority = box.compressionResistance { return priority }
        if case .image(let image) = kind, image.fill { return 1 }
        return 750
    }

    /// The kind's name as a scene writes it (`stack`, `text`, …).
    public var kindName: String { kind.name }

    /// The node at a path below this one (the empty path: this node), nil when the path leads nowhere.
    public func node(at path: NodePath) -> CellNode? {
        var node = self
        for index in path.indices {
            let children = node.children
            guard children.indices.contains(index) else { return nil }
            node = children[index]
        }
        return node
    }

    /// Every item key a node of this tree binds to, in tree order, each once.
    public var boundKeys: [String] {
        var keys: [String] = []
        func visit(_ node: CellNode) {
            if let key = node.kind.binding, !keys.contains(key) { keys.append(key) }
            node.children.forEach(visit)
        }
        visit(self)
        return keys
    }
}
