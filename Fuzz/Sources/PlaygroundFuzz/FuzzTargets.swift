import AppSupport
import CollectionLayout
import Commands
import Foundation
import Playground
import SceneFormat
import Typography

/// The four fuzz targets. Each takes any bytes; bad input must be refused with an error, never a crash.
@MainActor
enum FuzzTargets {
    /// A fuzz target's name, as `FUZZ_TARGET` gives it.
    enum Name: String {
        case scene, script, measure, actions
    }

    /// The target `FUZZ_TARGET` names (the process stops with a message for another name).
    static let selected: Name = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = Name(rawValue: name) else {
            FileHandle.standardError.write(Data("error: set FUZZ_TARGET to scene, script, measure or actions\n".utf8))
            exit(2)
        }
        return target
    }()

    /// The repository's fonts folder (`FUZZ_FONTS`, else `fonts` in the working directory).
    static let fontsDirectory = ProcessInfo.processInfo.environment["FUZZ_FONTS"] ?? "fonts"
    /// The repository's Assets folder (`FUZZ_ASSETS`, else `Assets` in the working directory).
    static let assetsDirectory = ProcessInfo.processInfo.environment["FUZZ_ASSETS"] ?? "Assets"

    /// Runs one input through a target.
    static func run(_ target: Name, _ input: [UInt8]) {
        switch target {
        case .scene: fuzzScene(input)
        case .script: fuzzScript(input)
        case .measure: fuzzMeasure(input)
        case .actions: fuzzActions(input)
        }
    }

    /// Any bytes as a scene file's, read as `SceneDecoder.load` reads one: checked as UTF-8 and
    /// parsed where they lie (`JSONText.parse`), then decoded.
    static func fuzzScene(_ input: [UInt8]) {
        guard let root = try? JSONText.parse(Data(input)) else { return }
        _ = try? SceneDecoder.decode(root: root, file: "fuzz.json")
    }

    /// Any bytes as script JSON.
    static func fuzzScript(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        _ = try? ScriptDecoder.decode(text, file: "fuzz.json")
    }

    /// The first bytes choose a width (or none), a line limit and a style; the rest is the text.
    static func fuzzMeasure(_ input: [UInt8]) {
        guard input.count >= 4 else { return }
        let widthCode = UInt16(input[0]) << 8 | UInt16(input[1])
        // 0: no width; else 0.25…16383.75 points in quarter points, and a few hostile values.
        let width: Double? = switch widthCode {
        case 0: nil
        case 0xFFFF: 1e-300
        case 0xFFFE: 1e300
        default: Double(widthCode) / 4
        }
        let lines = Int(input[2] % 8)
        let styles = TextStyle.allCases
        let style = styles[Int(input[3]) % styles.count]
        let text = String(decoding: input[4...], as: UTF8.self)
        let options = MeasureCommand.Options(text: text, style: style.rawValue, width: width, lines: lines,
                                             fontsDirectory: fontsDirectory)
        _ = try? MeasureCommand.run(options)
    }

    /// The fonts, loaded once for every `actions` input.
    static let fonts = FontLibrary(directory: fontsDirectory)
    /// The built-in scenes the `actions` target plays on.
    static let scenes: [Scene] = ["default-scene.json", "app-store-scene.json"].map { (file: String) -> Scene in
        do {
            return try SceneDecoder.load(path: (assetsDirectory as NSString).appendingPathComponent(file))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }

    /// The bytes become a script of actions (the first byte picks the scene), played frame by
    /// frame at 20 frames a second (fast enough to land inside every animation) with refused
    /// actions shown as the window shows them.
    static func fuzzActions(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let scene = scenes[Int(first) % scenes.count]
        var bytes = ByteReader(input.dropFirst())
        var actions: [String] = []
        var time = 0.0
        while !bytes.isAtEnd && actions.count < 32 {
            time += Double(bytes.next() % 8) / 20
            if let action = ActionSynthesizer.action(&bytes) {
                actions.append("{\"at\": \(time), " + action + "}")
            }
        }
        let text = "{\"actions\": [" + actions.joined(separator: ",\n") + "]}"
        let script: Script
        do {
            script = try ScriptDecoder.decode(text, file: "fuzz-actions.json")
        } catch {
            return
        }
        guard let model = try? PlaygroundModel(scene: scene, fonts: fonts) else { return }
        var player = ScriptPlayer(script: script)
        var frameTime = 0.0
        let end = script.endTime + 1
        while frameTime <= end {
            frameTime += 1.0 / 20
            _ = player.playShowingRefusals(until: frameTime, on: model)
            _ = model.drawList()
        }
    }
}

/// Reads bytes one at a time, giving zero past the end.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    /// A reader over `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { bytes.isEmpty }

    /// The next byte, or 0 past the end.
    mutating func next() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A small signed number, for index paths slightly out of range.
    mutating func smallIndex() -> Int { Int(next() % 12) - 1 }

    /// A coordinate from -200 to 1800 points.
    mutating func coordinate() -> Int { Int(next()) * 8 - 200 }
}

/// Turns bytes into the JSON of one script action (without `at`).
enum ActionSynthesizer {
    static let layouts = ["flow", "stacked", "circle", "coverflow", "compositional"]
    static let categories = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX5"]

    static func indexPath(_ bytes: inout ByteReader) -> String {
        "[\(bytes.smallIndex()), \(bytes.smallIndex())]"
    }

    static func animated(_ bytes: inout ByteReader) -> String {
        bytes.next() % 2 == 0 ? "true" : "false"
    }

    /// One action's JSON members, or nil for a byte that names none.
    static func action(_ bytes: inout ByteReader) -> String? {
        switch bytes.next() % 16 {
        case 0: return "\"do\": \"setLayout\", \"layout\": \"\(layouts[Int(bytes.next()) % layouts.count])\", \"animated\": \(animated(&bytes))"
        case 1: return "\"do\": \"setCategory\", \"category\": \"\(categories[Int(bytes.next()) % categories.count])\", \"animated\": \(animated(&bytes))"
        case 2: return "\"do\": \"insert\", \"indexPaths\": [\(indexPath(&bytes))]"
        case 3: return "\"do\": \"delete\", \"indexPaths\": [\(indexPath(&bytes))]"
        case 4: return "\"do\": \"move\", \"from\": \(indexPath(&bytes)), \"to\": \(indexPath(&bytes))"
        case 5: return "\"do\": \"reload\", \"indexPaths\": [\(indexPath(&bytes)), \(indexPath(&bytes))]"
        case 6: return "\"do\": \"select\", \"indexPath\": \(indexPath(&bytes))"
        case 7: return "\"do\": \"scroll\", \"to\": [\(bytes.coordinate()), \(bytes.coordinate())], \"animated\": \(animated(&bytes))"
        case 8: return "\"do\": \"resize\", \"width\": \(Int(bytes.next()) * 6 + 40), \"height\": \(Int(bytes.next()) * 5 + 40)"
        case 9: return "\"do\": \"drag\", \"from\": [\(bytes.coordinate()), \(bytes.coordinate())], \"to\": [\(bytes.coordinate()), \(bytes.coordinate())], \"hold\": \(Double(bytes.next() % 8) / 10), \"duration\": \(Double(bytes.next() % 8) / 10)"
        case 10:
            let phases = ["began", "changed", "ended"]
            return "\"do\": \"pinch\", \"x\": \(bytes.coordinate()), \"y\": \(bytes.coordinate()), \"scale\": \(Double(bytes.next() % 64 + 1) / 16), \"phase\": \"\(phases[Int(bytes.next()) % 3])\""
        case 11: return "\"do\": \"wheel\", \"x\": \(bytes.coordinate()), \"y\": \(bytes.coordinate()), \"dx\": \(Int(bytes.next()) - 128), \"dy\": \(Int(bytes.next()) - 128)"
        case 12:
            let kinds = ["pointerDown", "pointerMove", "pointerUp"]
            return "\"do\": \"\(kinds[Int(bytes.next()) % 3])\", \"x\": \(bytes.coordinate()), \"y\": \(bytes.coordinate())"
        case 13:
            let keys = ["1", "2", "3", "4", "5", "up", "down", "left", "right", "tab", "space", "return", "escape", "delete", "+", "-"]
            return "\"do\": \"key\", \"key\": \"\(keys[Int(bytes.next()) % keys.count])\""
        case 14: return "\"do\": \"configureLayout\", \"circle\": {\"radius\": \(Int(bytes.next()) + 1)}, \"animated\": \(animated(&bytes))"
        default: return "\"do\": \"scroll\", \"section\": \(bytes.smallIndex()), \"to\": [\(bytes.coordinate()), 0], \"animated\": \(animated(&bytes))"
        }
    }
}
