import Foundation

/// Writes JSON text: objects keep their members in the given order, numbers print as short
/// as they can (integers without a fraction), output is stable byte for byte.
public enum JSONWriter {
    /// A value to write.
    public indirect enum Value: Sendable {
        /// `null`.
        case null
        /// `true`/`false`.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A number written exactly as given (a scene's own number, kept to the last digit).
        case literal(String)
        /// A string.
        case string(String)
        /// An array.
        case array([Value])
        /// An object with members in order.
        case object([(String, Value)])
    }

    /// The value as pretty-printed JSON, two spaces an indent level; small arrays of numbers on one line.
    public static func write(_ value: Value) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    /// A number as JSON: integral values without a fraction, others rounded to 1/10000 and shortest.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        guard abs(number) < 1e12 else { return "\(number)" }
        let rounded = (number * 10000).rounded() / 10000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    private static func write(_ value: Value, indent: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .literal(let text): output += text
        case .string(let text): output += quote(text)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy(\.isNumber) {
                output += "[" + elements.map { write($0) }.joined(separator: ", ") + "]"
            } else {
                output += "[\n"
                for (offset, element) in elements.enumerated() {
                    output += pad
                    write(element, indent: indent + 1, into: &output)
                    output += offset == elements.count - 1 ? "\n" : ",\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            if members.allSatisfy(\.1.isNumber) {
                output += "{" + members.map { quote($0.0) + ": " + write($0.1) }.joined(separator: ", ") + "}"
                return
            }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += pad + quote(member.0) + ": "
                write(member.1, indent: indent + 1, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A number as short as it can be written and still read back to the same value.
    public static func exact(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// A string in double quotes with JSON escapes.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension JSONWriter.Value {
    /// Whether the value is a number (written compactly among others).
    package var isNumber: Bool {
        switch self {
        case .number, .literal: true
        default: false
        }
    }
}
