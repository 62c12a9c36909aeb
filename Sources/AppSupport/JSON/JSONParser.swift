/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Foundation's `JSONSerialization` reports neither where a value stood nor, on Linux, where
/// a syntax error is; scene and script errors must say both, hence this small parser. It reads
/// the text's UTF-8 bytes in place (no array of scalars, no string built a character at a time);
/// columns still count Unicode scalars, worked out from the bytes only where a location is asked for.
public struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var values = 0
    private var lines: UTF8LineCounter
    private static let maximumDepth = 512
    /// The most values one document may hold (a scene of a million items with a few keys each):
    /// every value is kept with its place, so a short file of tiny values would otherwise take
    /// memory many times its size, without bound.
    package static let maximumValues = 5_000_000
    /// The most items a scene holds (the scene decoder's limit), named in the message of the limit above.
    package static let sceneItemLimit = 1_000_000

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lines = UTF8LineCounter()
    }

    /// Parses one JSON document; anything after it but white space is an error.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var text = text
        text.makeContiguousUTF8()
        let result = text.withUTF8 { bytes in
            Result { () throws(JSONSyntaxError) -> JSONNode in try parse(utf8: bytes) }
        }
        return try result.get()
    }

    /// Parses one JSON document from bytes known to be valid UTF-8 (a `String`'s own, or a file's
    /// that `JSONText.parse` checked): string values are copied out of them without a second check.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        if parser.startsWithByteOrderMark { parser.index += 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    // MARK: Bytes and places

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")

    /// Whether U+FEFF (EF BB BF) stands at the current byte.
    private var startsWithByteOrderMark: Bool {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF
    }

    /// The current byte, or nil at the end.
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func location(at offset: Int) -> SourceLocation {
        lines.location(at: offset, in: bytes)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location(at: index), message: message)
    }

    private mutating func error(at offset: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location(at: offset), message: message)
    }

    /// The scalar that starts at the current byte, or nil at the end.
    private var currentScalar: Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let sequence = UnsafeBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 4)])
        return String(decoding: sequence, as: UTF8.self).unicodeScalars.first
    }

    /// The scalar at the current byte as messages show it: `'x'`, `end of line`, `end of file`.
    private func describeCurrent() -> String {
        guard let scalar = currentScalar else { return "end of file" }
        if scalar == "\n" { return "end of line" }
        return "'\(scalar.escaped(asASCII: false))'"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case Self.newline:
                index += 1
                lines.startLine(at: index)
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
        index += 1
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard let byte = current else { throw error("expected a value, found end of file") }
        values += 1
        if values > Self.maximumValues { throw error("more than \(Self.maximumValues.groupedDigits) values in one file (a scene holds at most \(Self.sceneItemLimit.groupedDigits) items)") }
        let start = location(at: index)
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case Self.quote: return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try parseLiteral("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try parseLiteral("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try parseLiteral("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        // Room for the usual object's members at once, rather than growing from one to two to four.
        members.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard current == Self.quote else { throw error("expected a key in double quotes, found \(describeCurrent())") }
            let keyLocation = location(at: index)
            let key = try parseString()
            if members.contains(where: { $0.key.utf8.count == key.utf8.count && $0.key == key }) {
                throw JSONSyntaxError(location: keyLocation, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard let byte = current else { throw error("expected ',' or '}', found end of file") }
            if byte == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard let byte = current else { throw error("expected ',' or ']', found end of file") }
            if byte == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else { throw error("expected '\(word)', found \(describeCurrent())") }
            index += 1
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        var number = JSONDecimal()
        let integerDigits = number.readDigits(bytes, at: &index, fraction: false)
        guard integerDigits > 0 else { throw error("expected a digit, found \(describeCurrent())") }
        if leadingZero && integerDigits > 1 { throw error(at: start, "numbers may not start with 0") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard number.readDigits(bytes, at: &index, fraction: true) > 0 else {
                throw error("expected a digit after '.', found \(describeCurrent())")
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                exponentIsNegative = current == UInt8(ascii: "-")
                index += 1
            }
            guard number.readExponent(bytes, at: &index, negative: exponentIsNegative) > 0 else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
        }
        if let exact = number.exactValue { return negative ? -exact : exact }
        // Beyond ±1.8e308 is refused (at the number's start); below the smallest double rounds to ±0.
        let text = String(decoding: bytes[start..<index].map { $0 == UInt8(ascii: "E") ? UInt8(ascii: "e") : $0 }, as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(at: start, "number \(text) is out of range (beyond ±1.8e308)")
        }
        return value
    }

    // MARK: Strings

    /// A string from its opening quote: bytes without escapes are taken as they stand; the first
    /// escape (or bad byte) moves to `parseEscapedString`.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        let contentStart = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                // Valid UTF-8 between two quotes, so on scalar boundaries: copied, not checked again
                // (`String(decoding:)` would check it, a tenth of opening a scene in the world's scripts).
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                let text = String(copying: UTF8Span(unchecked: content.span, isKnownASCII: ascii))
                index += 1
                return text
            }
            if byte == Self.backslash || byte < 0x20 { break }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        return try parseEscapedString(from: start, contentStart: contentStart)
    }

    /// The rest of a string that holds an escape or a bad byte; the bytes before `index` are plain.
    private mutating func parseEscapedString(from start: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
        var result = Array(bytes[contentStart..<index])
        while true {
            guard index < bytes.count, bytes[index] != Self.newline else { throw error(at: start, "unterminated string") }
            let byte = bytes[index]
            switch byte {
            case Self.quote:
                index += 1
                return String(decoding: result, as: UTF8.self)
            case Self.backslash:
                let escapeStart = index
                index += 1
                guard let escape = current else { throw error(at: start, "unterminated string") }
                switch escape {
                case Self.quote, Self.backslash, UInt8(ascii: "/"): result.append(escape)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    result.append(contentsOf: UTF8.encode(try parseUnicodeEscape(at: escapeStart))!)
                    continue
                default:
                    throw error("invalid escape '\\\(currentScalar ?? "?")'")
                }
                index += 1
            default:
                if byte < 0x20 { throw error("control character in string (escape it)") }
                result.append(byte)
                index += 1
            }
        }
    }

    /// After `\u`: one escaped scalar, or a surrogate pair `\uD83D\uDE00`. A lone or reversed
    /// surrogate is an error located at the escape's backslash (`escapeStart`).
    private mutating func parseUnicodeEscape(at escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        let value = try parseHex4()
        let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
        if (0xDC00...0xDFFF).contains(value) {
            throw error(at: escapeStart, "lone low surrogate \\u\(hex(value)) (a low surrogate must follow a high one)")
        }
        guard (0xD800...0xDBFF).contains(value) else {
            // Every other value below 0x10000 is a scalar.
            return Unicode.Scalar(value)!
        }
        guard index + 1 < bytes.count, bytes[index] == Self.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
            throw error(at: escapeStart,
                        "lone high surrogate \\u\(hex(value)) (it must be followed by a low surrogate \\uDC00…\\uDFFF)")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            throw error(at: escapeStart,
                        "high surrogate \\u\(hex(value)) followed by \\u\(hex(low)), not a low surrogate \\uDC00…\\uDFFF")
        }
        return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
