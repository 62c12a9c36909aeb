/// Where Copy puts text and Paste finds it: the system clipboard in the window (through SDL),
/// a clipboard of the model's own when there is no window (`shot`, `dump`, tests).
@MainActor
public protocol TextClipboard: AnyObject {
    /// The text on the clipboard, if any.
    func read() -> String?
    /// Puts text on the clipboard.
    func write(_ text: String)
}

/// A clipboard held in memory.
@MainActor
public final class MemoryClipboard: TextClipboard {
    private var text: String?

    /// An empty clipboard.
    public init() {}

    /// The text put here last.
    public func read() -> String? { text }

    /// Keeps the text.
    public func write(_ text: String) { self.text = text }
}

/// A clipboard reached through two functions (the window's SDL clipboard).
@MainActor
public final class FunctionClipboard: TextClipboard {
    private let reader: () -> String?
    private let writer: (String) -> Void

    /// A clipboard that reads and writes through these.
    public init(read: @escaping () -> String?, write: @escaping (String) -> Void) {
        reader = read
        writer = write
    }

    /// What the reader gives.
    public func read() -> String? { reader() }

    /// Hands the text to the writer.
    public func write(_ text: String) { writer(text) }
}
