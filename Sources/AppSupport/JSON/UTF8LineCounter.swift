/// Lines and columns of byte offsets in UTF-8 text, columns counting Unicode scalars (a scalar
/// starts at every byte that is not a continuation byte `10xxxxxx`). The reader says where each
/// line starts; a column is counted on from the last one asked for on that line, so asking in
/// increasing order costs one look at each byte in all.
package struct UTF8LineCounter {
    /// The current line, from 1.
    package private(set) var line = 1
    private var lineStart = 0
    private var markOffset = 0
    private var markColumn = 1

    /// A new line begins at `offset` (just after a line feed).
    package mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        markOffset = offset
        markColumn = 1
    }

    /// Where the byte at `offset`, on the current line, stands.
    package mutating func location(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        if offset < markOffset {
            markOffset = lineStart
            markColumn = 1
        }
        var column = markColumn
        for position in markOffset..<offset where bytes[position] & 0xC0 != 0x80 {
            column += 1
        }
        markOffset = offset
        markColumn = column
        return SourceLocation(line: line, column: column)
    }
}
