import AppSupport
import Foundation
import SceneFormat
import Testing

/// The JSON parser on its own: escapes, surrogates, numbers at the edges, depth, a byte-order
/// mark and invalid UTF-8, each error with its line and column (counted by hand in the comments).
struct JSONParserTests {
    private func string(_ text: String) throws -> String {
        guard case .string(let value) = try JSONParser.parse(text).value else {
            Issue.record("not a string: \(text)")
            return ""
        }
        return value
    }

    private func number(_ text: String) throws -> Double {
        guard case .number(let value) = try JSONParser.parse(text).value else {
            Issue.record("not a number: \(text)")
            return .nan
        }
        return value
    }

    /// `[0,0,…]` on one line: the 5,000,001st value starts at column 2 × 5,000,000 + 2.
    @Test func aDocumentOfMoreThanFiveMillionValuesIsRefusedAtTheOneThatPassesIt() {
        let zeros = Array(repeating: "0", count: 5_000_000)
        #expect(JSONFailure.of("[" + zeros.dropLast().joined(separator: ",") + "]") == "accepted")
        #expect(JSONFailure.of("[" + zeros.joined(separator: ",") + "]")
                == "1:10000000: more than 5,000,000 values in one file (a scene holds at most 1,000,000 items)")
    }

    @Test func everyEscapeDecodes() throws {
        // RFC 8259 §7: \" \\ \/ \b \f \n \r \t and \uXXXX.
        #expect(try string(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{08}\u{0C}\n\r\t")
        #expect(try string(#""\u0041\u00e9\u20AC""#) == "Aé€")
    }

    @Test func stringsBeyondASCIIAreTheirOwnScalars() throws {
        // Copied out of the document's own text rather than decoded again: each scalar as written,
        // beside ASCII keys and values, an escape after them, and a string that follows one.
        let root = try JSONParser.parse(#"{"th": "วัดอรุณ", "mix": "Ramen ラーメン 🍜", "esc": "é\n日", "ascii": "plain", "z": "ẞ"}"#)
        func value(_ key: String) -> String? {
            guard case .object(let members) = root.value, case .string(let text)? = members.first(where: { $0.key == key })?.value.value
            else { return nil }
            return text
        }
        #expect(value("th")?.unicodeScalars.map(\.value) == [0x0E27, 0x0E31, 0x0E14, 0x0E2D, 0x0E23, 0x0E38, 0x0E13])
        #expect(value("mix") == "Ramen \u{30E9}\u{30FC}\u{30E1}\u{30F3} \u{1F35C}")
        #expect(value("esc") == "é\n日")
        #expect(value("ascii") == "plain")
        #expect(value("z") == "\u{1E9E}")
    }

    @Test func badEscapesAreLocated() {
        // `"a\x"`: the quote is column 1, 'a' 2, the backslash 3, 'x' 4.
        #expect(JSONFailure.of(#""a\x""#) == "1:4: invalid escape '\\x'")
        // `"\u12G4"`: the parser stops at 'G', column 6.
        #expect(JSONFailure.of(#""\u12G4""#) == "1:6: expected four hex digits after \\u")
        // A raw tab inside a string at column 3.
        #expect(JSONFailure.of("\"a\tb\"") == "1:3: control character in string (escape it)")
    }

    @Test func aValidSurrogatePairIsOneScalar() throws {
        // U+1F600 = 0x10000 + (0xD83D − 0xD800) · 0x400 + (0xDE00 − 0xDC00) = 0x10000 + 0xF600.
        let text = try string(#""\uD83D\uDE00""#)
        #expect(text.unicodeScalars.map(\.value) == [0x1F600])
    }

    @Test func loneAndReversedSurrogatesAreRefusedAtTheirBackslash() {
        // `"x\uD83D"`: the backslash is column 3.
        #expect(JSONFailure.of(#""x\uD83D""#)
            == "1:3: lone high surrogate \\uD83D (it must be followed by a low surrogate \\uDC00…\\uDFFF)")
        #expect(JSONFailure.of(#""\uDE00""#) == "1:2: lone low surrogate \\uDE00 (a low surrogate must follow a high one)")
        // Reversed: the low one comes first and is refused there.
        #expect(JSONFailure.of(#""\uDE00\uD83D""#) == "1:2: lone low surrogate \\uDE00 (a low surrogate must follow a high one)")
        // A high surrogate followed by an escape that is not a low surrogate.
        #expect(JSONFailure.of(#""\uD83D\u0041""#)
            == "1:2: high surrogate \\uD83D followed by \\u41, not a low surrogate \\uDC00…\\uDFFF")
    }

    @Test func numbersAtTheEdges() throws {
        #expect(try number("1E+2") == 100)
        #expect(try number("2.5e-3") == 0.0025)
        let negativeZero = try number("-0")
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        // The largest double, 1.7976931348623157e308, is kept.
        #expect(try number("1.7976931348623157e308") == Double.greatestFiniteMagnitude)
        // Below the smallest subnormal (4.9e-324) rounds to zero: accepted, as every JSON reader does.
        #expect(try number("1e-400") == 0)
    }

    @Test func numberErrorsAreLocated() {
        // `[1e400]`: the number starts at column 2.
        #expect(JSONFailure.of("[1e400]") == "1:2: number 1e400 is out of range (beyond ±1.8e308)")
        #expect(JSONFailure.of("[-1e400]") == "1:2: number -1e400 is out of range (beyond ±1.8e308)")
        #expect(JSONFailure.of("01") == "1:1: numbers may not start with 0")
        // `1.`: after the dot, column 3 is the end.
        #expect(JSONFailure.of("1.") == "1:3: expected a digit after '.', found end of file")
        #expect(JSONFailure.of("1e") == "1:3: expected a digit in the exponent, found end of file")
        #expect(JSONFailure.of("-") == "1:2: expected a digit, found end of file")
        #expect(JSONFailure.of("+1") == "1:1: expected a value, found '+'")
        #expect(JSONFailure.of(".5") == "1:1: expected a value, found '.'")
    }

    @Test func nestingIsLimitedTo512Levels() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONParser.parse(deepest)
        // The 513th bracket is column 513.
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(JSONFailure.of(tooDeep) == "1:513: nesting deeper than 512 levels")
        // Far deeper input is refused the same way, without exhausting the stack.
        #expect(JSONFailure.of(String(repeating: "{\"a\":", count: 100_000)) == "1:2561: nesting deeper than 512 levels")
    }

    @Test func aLeadingByteOrderMarkIsSkippedButNotOneInside() throws {
        #expect(try number("\u{FEFF}42") == 42)
        // The mark takes column 1; the error on line 2 counts from its own start.
        #expect(JSONFailure.of("\u{FEFF}{\n  \"a\": }") == "2:8: expected a value, found '}'")
        #expect(JSONFailure.of("[1, \u{FEFF}2]") == "1:5: expected a value, found '\u{FEFF}'")
    }

    @Test func locationsCountLinesAndScalars() {
        // Line 3: `  "é": tru` — the 't' is column 8 (é is one scalar), the parser stops at end of file, column 11.
        #expect(JSONFailure.of("{\n \"a\": 1,\n  \"é\": tru") == "3:11: expected 'true', found end of file")
        #expect(JSONFailure.of("{\"a\": 1}\n x") == "2:2: unexpected 'x' after the end of the JSON document")
    }

    /// The same bad bytes refused, at the same place, whether a file is decoded to text first or
    /// parsed straight from its bytes (`JSONText.parse`, how scene, script and recent-files files are read).
    @Test(arguments: [false, true]) func invalidUTF8IsRefusedAtItsByte(parsedFromBytes: Bool) {
        func decodingFailure(_ bytes: [UInt8]) -> String {
            do {
                if parsedFromBytes { _ = try JSONText.parse(Data(bytes)) } else { _ = try JSONText.decode(bytes) }
                return "accepted"
            } catch {
                return "\(error.location): \(error.message)"
            }
        }
        let message = "the file is not UTF-8 text (an invalid byte sequence here)"
        // `{"a": "` then 0xFF: seven scalars before it, so column 8.
        #expect(decodingFailure(Array(#"{"a": ""#.utf8) + [0xFF]) == "1:8: \(message)")
        // An overlong '/' (C0 AF) on line 2 after "é" (one scalar): column 2.
        #expect(decodingFailure([0x0A] + Array("é".utf8) + [0xC0, 0xAF]) == "2:2: \(message)")
        // An encoded surrogate U+D800 (ED A0 80).
        #expect(decodingFailure([0x22, 0xED, 0xA0, 0x80, 0x22]) == "1:2: \(message)")
        // A truncated sequence at the end of the file.
        #expect(decodingFailure([0x22, 0xE2, 0x82]) == "1:2: \(message)")
        #expect((try? JSONText.decode(Array("ок €".utf8))) == "ок €")
    }

    /// Parsed straight from a file's bytes: string values beyond ASCII, escapes, a byte order mark
    /// and places come out as they do from text.
    @Test func aFilesBytesParseAsItsText() throws {
        let text = "\u{FEFF}{\"ok\": \"ок €\", \"mixed\": \"a\\u00e9 東京 🌊\", \"plain\": \"harbour\",\n \"n\": [1, \"é\"]}"
        let node = try JSONText.parse(Data(text.utf8))
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["ok", "mixed", "plain", "n"])
        let strings = members.prefix(3).map { member -> String? in
            if case .string(let value) = member.value.value { value } else { nil }
        }
        #expect(strings == ["ок €", "aé 東京 🌊", "harbour"])
        // "n" on line 2, column 2; its array's "é" at column 11.
        #expect(members[3].keyLocation == SourceLocation(line: 2, column: 2))
        guard case .array(let values) = members[3].value.value else { Issue.record("not an array"); return }
        #expect(values[1].location == SourceLocation(line: 2, column: 11))
    }

    @Test func aSceneFileWithInvalidUTF8SaysWhere() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-utf8-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Array("{\"sections\": [{\"items\": [{\"title\": \"".utf8) + [0xFE] + Array("\"}]}]}".utf8))
            .write(to: URL(fileURLWithPath: path))
        do {
            _ = try SceneDecoder.load(path: path)
            Issue.record("accepted a scene that is not UTF-8")
        } catch {
            // `{"sections": [{"items": [{"title": "` is 36 scalars ({ 1, "sections" 10, ": [" 3, { 1, "items" 7,
            // ": [" 3, { 1, "title" 7, ": " 2, " 1), so the bad byte is column 37.
            #expect(error.description == "\(path):1:37: the file is not UTF-8 text (an invalid byte sequence here)")
        }
    }
}
