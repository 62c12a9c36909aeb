import Foundation

/// A file's bytes as text for the JSON parser: UTF-8 only, with the first bad byte located.
public enum JSONText {
    /// Decodes `bytes` as strict UTF-8 (no overlong forms, no encoded surrogates, nothing past
    /// U+10FFFF); a bad sequence is an error at its line and column (columns count scalars, as
    /// the parser's do).
    public static func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> String {
        // Contiguous bytes (a file's `Data`, an array) are checked whole by the standard library;
        // only text that fails is walked scalar by scalar to find where.
        let validated = bytes.withContiguousStorageIfAvailable { String(validating: $0, as: UTF8.self) }
        if let text = validated ?? nil { return text }
        return try decodeLocatingErrors(bytes)
    }

    /// Parses a file's bytes as one JSON document: checked as strict UTF-8 where they lie (a bad
    /// sequence an error at its line and column, as `decode` says it), then parsed without being
    /// copied into a `String` first (a 100,000-card scene is 10 MB).
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        let parsed = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONNode? in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard (try? UTF8Span(validating: bytes.span)) != nil else { return nil }
                return try JSONParser.parse(utf8: bytes)
            }
        }
        if let node = try parsed.get() { return node }
        _ = try decodeLocatingErrors(data)
        throw JSONSyntaxError(location: SourceLocation(line: 1, column: 1), message: "the file is not UTF-8 text")
    }

    /// Decodes `bytes` a scalar at a time, counting lines and columns to say where a bad sequence is.
    private static func decodeLocatingErrors<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> String {
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
