import Foundation

/// A line of text bound for a terminal (a warning, an error): a scene's title, a file name or a
/// layout's message can hold control characters, which are written as visible escapes so that
/// they cannot move the cursor, change colours or clear the screen, and a message stays one line.
public enum TerminalLine {
    /// `text` with every control character (C0, DEL and C1) written as `\n`, `\t`, `\r` or
    /// `\u{XX}`; every other character, in any script, is left as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Writes `line` to standard error, escaped (a newline inside it too), then a newline.
    public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((escaped(line) + "\n").utf8))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
