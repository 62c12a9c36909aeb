import AppSupport
import Foundation
import SceneFormat
import Testing

/// The parser reads UTF-8 bytes in place: numbers that take the exact path and those read from
/// their text, strings with and without escapes, columns after non-ASCII text, and errors at the
/// end of big files, each against values and places worked out by hand.
struct JSONParserBytesTests {
    private func number(_ text: String) throws -> Double {
        guard case .number(let value) = try JSONParser.parse(text).value else {
            Issue.record("not a number: \(text)")
            return .nan
        }
        return value
    }

    private func string(_ text: String) throws -> String {
        guard case .string(let value) = try JSONParser.parse(text).value else {
            Issue.record("not a string: \(text)")
            return ""
        }
        return value
    }

    @Test func numbersReadExactly() throws {
        // At most 15 digits and a power of ten up to 22: the exact path.
        #expect(try number("0.1") == 0.1)
        #expect(try number("123456789012345") == 123_456_789_012_345)
        #expect(try number("3.14159e2") == 314.159)
        #expect(try number("-2.5E-3") == -0.0025)
        #expect(try number("123.456e-5") == 0.00123456)
        #expect(try number("1e22") == 1e22)
        #expect(try number("0.000001") == 0.000001)
        #expect(try number("12.5") == 12.5)
        let negativeZero = try number("-0.0")
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(try number("0e999") == 0)
        // Longer significands and larger powers: read from the text, correctly rounded.
        #expect(try number("1e23") == 1e23)
        #expect(try number("1234567890123456789") == 1_234_567_890_123_456_789)
        // 2^53 + 1 is not a double: it rounds to even, 2^53.
        #expect(try number("9007199254740993") == 9_007_199_254_740_992)
        #expect(try number("0.1234567890123456789") == 0.1234567890123456789)
        #expect(try number("5e-324") == 5e-324)
        #expect(try number("1E+2") == 100)
        // The message writes the exponent's letter as `e`, whichever the file had.
        #expect(JSONFailure.of("[1E400]") == "1:2: number 1e400 is out of range (beyond ±1.8e308)")
    }

    @Test func stringsWithAndWithoutEscapes() throws {
        #expect(try string(#""plain words""#) == "plain words")
        #expect(try string(#""Zürich 東京 🌊""#) == "Zürich 東京 🌊")
        #expect(try string(#""Kraków \"Rynek\" \\ end""#) == "Kraków \"Rynek\" \\ end")
        #expect(try string(#""\u00e9t\u00E9""#) == "été")
        #expect(try string(#""x\uD83C\uDF0Ay""#) == "x🌊y")
        #expect(try string(#""\nfirst""#) == "\nfirst")
        #expect(try string(#""""#) == "")
        let long = String(repeating: "ä", count: 1000)
        #expect(try string("\"\(long)\\t\"") == long + "\t")
    }

    @Test func columnsCountScalarsAfterNonASCIIText() throws {
        // `{"título": "Zürich 東京 🌊", "b": tru}`: the key is columns 2–9, the string 12–24
        // (Z 13 … h 18, space 19, 東 20, 京 21, space 22, 🌊 23, quote 24), "b" 27–29, 't' 32;
        // the parser stops at '}', column 35.
        #expect(JSONFailure.of(#"{"título": "Zürich 東京 🌊", "b": tru}"#) == "1:35: expected 'true', found '}'")
        // `{"título": 1, "ß": 2}`: "ß" is columns 15–17 and its value column 20.
        let root = try JSONParser.parse(#"{"título": 1, "ß": 2}"#)
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.keyLocation) == [SourceLocation(line: 1, column: 2), SourceLocation(line: 1, column: 15)])
        #expect(members.map(\.value.location) == [SourceLocation(line: 1, column: 12), SourceLocation(line: 1, column: 20)])
    }

    /// `[` on line 1, then 100,000 lines of non-ASCII strings, then `last` on line 100,002.
    private func bigArray(endingWith last: String) -> String {
        var text = "[\n"
        for index in 0..<100_000 { text += "  \"Zürich é 東京 \(index)\",\n" }
        return text + last + "\n]\n"
    }

    @Test func errorsAtTheEndOfABigFileAreLocated() {
        #expect(JSONFailure.of(bigArray(endingWith: "  tru")) == "100002:6: expected 'true', found end of line")
        #expect(JSONFailure.of(bigArray(endingWith: "  \"Zürich")) == "100002:3: unterminated string")
        // `  "東京\uD800"`: the backslash is column 6.
        #expect(JSONFailure.of(bigArray(endingWith: #"  "東京\uD800""#))
            == "100002:6: lone high surrogate \\uD800 (it must be followed by a low surrogate \\uDC00…\\uDFFF)")
        #expect(JSONFailure.of(bigArray(endingWith: "  \"é\",")) == "100003:1: trailing comma before ']'")
        #expect(JSONFailure.of(bigArray(endingWith: "  \"é\"") + "x") == "100004:1: unexpected 'x' after the end of the JSON document")
    }

    @Test func invalidUTF8DeepInABigFileIsLocated() {
        // 50,000 lines of "é" (one scalar, two bytes), then 'a' and a bad byte: line 50,001, column 2.
        var bytes = Data()
        for _ in 0..<50_000 { bytes.append(contentsOf: Array("é\n".utf8)) }
        bytes.append(contentsOf: [0x61, 0xFF])
        do {
            _ = try JSONText.decode(bytes)
            Issue.record("accepted bytes that are not UTF-8")
        } catch {
            #expect("\(error.location): \(error.message)" == "50001:2: the file is not UTF-8 text (an invalid byte sequence here)")
        }
        // Valid bytes come back as the same text.
        #expect((try? JSONText.decode(Data("Ærøskøbing · 東京 🌊\n".utf8))) == "Ærøskøbing · 東京 🌊\n")
    }

    @Test func aSceneErrorAtTheEndOfABigSceneNamesItsPlace() {
        // Line 1 opens the scene, lines 2–20,001 hold good items, line 20,002 an item whose
        // title is a number: `{"id": "last", "title": 5}` puts the 5 at column 25.
        var text = "{\"sections\": [{\"items\": [\n"
        for index in 0..<20_000 { text += "{\"id\": \"i\(index)\", \"title\": \"Kraków \(index)\"},\n" }
        do {
            _ = try SceneDecoder.decode(text + "{\"id\": \"last\", \"title\": 5}]}]}\n", file: "big.json")
            Issue.record("accepted a number as a title")
        } catch {
            #expect(error.description == "big.json:20002:25: \"title\" must be a string, got 5")
        }
        // A repeated id at the end names where the first one stood: `{"id": "i7"` on line 9, its value at column 8.
        do {
            _ = try SceneDecoder.decode(text + "{\"id\": \"i7\"}]}]}\n", file: "big.json")
            Issue.record("accepted a repeated id")
        } catch {
            #expect(error.description == "big.json:20002:8: duplicate item id \"i7\" (first used at 9:8); ids must be unique")
        }
    }
}
