import Foundation

/// A file's bytes as text for the JSON parser: UTF-8 only, with the first bad byte located.
public enum JSONText {
    /// Decodes `bytes` as strict UTF-8 (no overlong forms, no encoded surrogates, nothing past
    /// U+10FFFF); a bad sequence is an error at its line and column (columns count scalars, as
    /// the parser's do).
    public static func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> String {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var scalars = String.UnicodeScalarView()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return String(scalars)
            case .error:
                throw JSONSyntaxError(location: SourceLocation(line: line, column: column),
                                      message: "the file is not UTF-8 text (an invalid byte sequence here)")
            }
        }
    }
}
