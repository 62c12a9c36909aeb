import CollectionLayout

/// Everything one frame shows, as plain values: easy to print, compare and hand to a renderer.
public struct DrawList: Hashable, Sendable {
    /// The size of the window in points.
    public var size: Size
    /// The colour the frame is cleared to.
    public var background: Color
    /// The instructions, in painting order.
    public var commands: [DrawCommand] = []

    /// An empty list for a window of `size`.
    public init(size: Size, background: Color) {
        self.size = size
        self.background = background
    }

    /// Appends an instruction.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }
}
