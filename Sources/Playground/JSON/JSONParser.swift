/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Foundation's `JSONSerialization` reports neither where a value stood nor, on Linux, where
/// a syntax error is; scene and script errors must say both, hence this small parser.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private static let maximumDepth = 512

    /// Prepares to parse `text`.
    public init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses one JSON document; anything after it but white space is an error.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(text: text)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count, parser.scalars[parser.index] == "\u{FEFF}" { parser.advance() }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }

    private func describeCurrent() -> String {
        guard index < scalars.count else { return "end of file" }
        let scalar = scalars[index]
        if scalar == "\n" { return "end of line" }
        return "'\(scalar.escaped(asASCII: false))'"
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
        guard index < scalars.count, scalars[index] == scalar else {
            throw error("expected \(what), found \(describeCurrent())")
        }
        advance()
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard index < scalars.count else { throw error("expected a value, found end of file") }
        let start = location
        switch scalars[index] {
        case "{": return JSONNode(value: try parseObject(), location: start)
        case "[": return JSONNode(value: try parseArray(), location: start)
        case "\"": return JSONNode(value: .string(try parseString()), location: start)
        case "t": try parseLiteral("true"); return JSONNode(value: .bool(true), location: start)
        case "f": try parseLiteral("false"); return JSONNode(value: .bool(false), location: start)
        case "n": try parseLiteral("null"); return JSONNode(value: .null, location: start)
        case "-", "0"..."9": return JSONNode(value: .number(try parseNumber()), location: start)
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
        advance()
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < scalars.count, scalars[index] == "\"" else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw JSONSyntaxError(location: keyLocation, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            try expect(":", "':' after the key")
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < scalars.count else { throw error("expected ',' or '}', found end of file") }
            if scalars[index] == "," {
                advance()
                skipWhitespace()
                if index < scalars.count, scalars[index] == "}" { throw error("trailing comma before '}'") }
                continue
            }
            try expect("}", "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < scalars.count, scalars[index] == "]" {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < scalars.count else { throw error("expected ',' or ']', found end of file") }
            if scalars[index] == "," {
                advance()
                skipWhitespace()
                if index < scalars.count, scalars[index] == "]" { throw error("trailing comma before ']'") }
                continue
            }
            try expect("]", "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        for expected in word.unicodeScalars {
            guard index < scalars.count, scalars[index] == expected else {
                throw error("expected '\(word)', found \(describeCurrent())")
            }
            advance()
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = location
        var text = ""
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.index < parser.scalars.count, ("0"..."9").contains(parser.scalars[parser.index]) {
                text.unicodeScalars.append(parser.scalars[parser.index])
                parser.advance()
                count += 1
            }
            return count
        }
        if scalars[index] == "-" {
            text += "-"
            advance()
        }
        let leadingZero = index < scalars.count && scalars[index] == "0"
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("expected a digit, found \(describeCurrent())") }
        if leadingZero && integerDigits > 1 { throw JSONSyntaxError(location: start, message: "numbers may not start with 0") }
        if index < scalars.count, scalars[index] == "." {
            text += "."
            advance()
            guard digits(&self) > 0 else { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            text += "e"
            advance()
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
                text.unicodeScalars.append(scalars[index])
                advance()
            }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        // Beyond ±1.8e308 is refused (at the number's start); below the smallest double rounds to ±0.
        guard let number = Double(text), number.isFinite else {
            throw JSONSyntaxError(location: start, message: "number \(text) is out of range (beyond ±1.8e308)")
        }
        return number
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard index < scalars.count, scalars[index] != "\n" else {
                throw JSONSyntaxError(location: start, message: "unterminated string")
            }
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                let escapeStart = location
                advance()
                guard index < scalars.count else { throw JSONSyntaxError(location: start, message: "unterminated string") }
                let escape = scalars[index]
                switch escape {
                case "\"", "\\", "/": result.append(escape)
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    result.append(try parseUnicodeEscape(at: escapeStart))
                    continue
                default:
                    throw error("invalid escape '\\\(escape)'")
                }
                advance()
            default:
                if scalar.value < 0x20 { throw error("control character in string (escape it)") }
                result.append(scalar)
                advance()
            }
        }
    }

    /// After `\u`: one escaped scalar, or a surrogate pair `\uD83D\uDE00`. A lone or reversed
    /// surrogate is an error located at the escape's backslash (`escapeStart`).
    private mutating func parseUnicodeEscape(at escapeStart: SourceLocation) throws(JSONSyntaxError) -> Unicode.Scalar {
        advance()
        let value = try parseHex4()
        let hex = { (value: UInt32) in String(value, radix: 16, uppercase: true) }
        if (0xDC00...0xDFFF).contains(value) {
            throw JSONSyntaxError(location: escapeStart,
                                  message: "lone low surrogate \\u\(hex(value)) (a low surrogate must follow a high one)")
        }
        guard (0xD800...0xDBFF).contains(value) else {
            // Every other value below 0x10000 is a scalar.
            return Unicode.Scalar(value)!
        }
        guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else {
            throw JSONSyntaxError(location: escapeStart,
                                  message: "lone high surrogate \\u\(hex(value)) (it must be followed by a low surrogate \\uDC00…\\uDFFF)")
        }
        advance()
        advance()
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            throw JSONSyntaxError(location: escapeStart,
                                  message: "high surrogate \\u\(hex(value)) followed by \\u\(hex(low)), not a low surrogate \\uDC00…\\uDFFF")
        }
        return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}
