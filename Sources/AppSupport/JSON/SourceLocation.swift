/// A place in a text file: one-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    // Kept as 32-bit numbers: every value and key of a parsed file has a place, and a
    // 100,000-card scene's tree is a seventh smaller for it (a line or column past 2³¹ − 1 reads as that).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The column, from 1.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
