import CollectionLayout
import Commands
@testable import Export
import Foundation
import LayoutSource
@testable import Playground
import TestSupport
import Typography

/// Runs an exported UIKit file against the product's own `UIKit` module and compares its layout
/// attributes with the playground's `dump --all` of the same scene, element by element, to the
/// half point: the file is compiled with the proof harness (`Harness/ProofHarness.swift`) and
/// `libUIKit.so`, run, and its printed elements read back.
enum ExportProof {
    /// One element as `dump --all` or the harness prints it, reduced to what is compared.
    typealias Element = DumpElement

    /// UIKit's names of the flow layout's header and footer kinds, as the playground names them.
    static let kindNames = ["UICollectionElementKindSectionHeader": "header", "UICollectionElementKindSectionFooter": "footer"]

    /// The differences between the export of a scene (with the view options) and the playground's
    /// own layout of it, one line each; empty when every element agrees. Decorations of the flow
    /// layout and the grid are not compared: the export lists them as not expressed.
    @MainActor
    /// With `exportedAt`, the file is exported at another text size and view size (`category`, `size`) than
    /// the one it is run and compared at: the export must carry the scene's variants for other environments.
    static func differences(scenePath: String, layout: LayoutChoice? = nil, category: ContentSizeCategory? = nil, size: Size? = nil,
                            direction: LayoutDirection? = nil, exportedAt: (category: ContentSizeCategory?, size: Size?)? = nil,
                            editing: ((String) -> String)? = nil) throws -> [String] {
        var options = ViewOptions(scenePath: scenePath, layout: layout, category: category, size: size, fontsDirectory: ExportFixtures.fonts)
        options.direction = direction
        var exportOptions = options
        if let exportedAt {
            exportOptions.category = exportedAt.category
            exportOptions.size = exportedAt.size
        }
        // The layout is run; a scene's cell beside it is type-checked elsewhere (the product's UIKit has no views).
        let exported = try ExportCommand.source(exportOptions, to: .uikit)
        var source = exported.layoutText ?? exported.text
        if let editing { source = editing(source) }
        let dump = try JSONSerialization.jsonObject(with: Data(DumpCommand.run(options, all: true).utf8)) as! [String: Any]
        let expected = try elements(dump["elements"] as! [[String: Any]], fromDump: true)
        let actual = try elements(try run(source: source, input: input(fromDump: dump)), fromDump: false)
        let comparesDecorations = !["flow", "grid"].contains(dump["layout"] as? String ?? "")
        var lines: [String] = []
        for (key, element) in expected.sorted(by: { $0.key < $1.key }) {
            if key.hasPrefix("decoration"), !comparesDecorations { continue }
            guard let mine = actual[key] else {
                lines.append("missing \(key)")
                continue
            }
            let frame = zip(element.frame, mine.frame).map { abs($0 - $1) }.max() ?? 0
            let transform = zip(element.transform, mine.transform).map { abs($0 - $1) }.max() ?? 0
            if frame > 0.5 || transform > 1e-3 || abs(element.alpha - mine.alpha) > 1e-3 || element.zIndex != mine.zIndex || element.hidden != mine.hidden {
                lines.append("\(key): playground \(element.frame) z \(element.zIndex) α \(element.alpha), export \(mine.frame) z \(mine.zIndex) α \(mine.alpha), transform off by \(transform)")
            }
        }
        for key in actual.keys.sorted() where expected[key] == nil && (comparesDecorations || !key.hasPrefix("decoration")) {
            lines.append("extra \(key)")
        }
        return lines
    }

    /// The harness's input from a dump: the view's size, direction and safe area, the item counts,
    /// and every element's size (a cell's fitted size, which the harness's cells answer).
    private static func input(fromDump dump: [String: Any]) -> [String: Any] {
        var counts: [Int] = []
        var preferred: [[Any]] = []
        for element in dump["elements"] as! [[String: Any]] {
            let indexPath = element["indexPath"] as! [Int]
            let size = element["size"] as! [String: Double]
            if element["category"] as? String == "cell" {
                while counts.count <= indexPath[0] { counts.append(0) }
                counts[indexPath[0]] = max(counts[indexPath[0]], indexPath[1] + 1)
                preferred.append(["cell", indexPath[0], indexPath[1], size["width"]!, size["height"]!])
            } else if let kind = element["kind"] as? String {
                // Exported flow layouts name headers and footers as UIKit does; compositional ones as the scene does.
                for name in [kind] + kindNames.filter { $0.value == kind }.map(\.key) {
                    preferred.append([name, indexPath[0], indexPath[1], size["width"]!, size["height"]!])
                }
            }
        }
        let frame = dump["collectionFrame"] as! [String: Double]
        let safe = dump["safeAreaInsets"] as! [String: Double]
        return ["size": [frame["width"]!, frame["height"]!], "counts": counts, "preferred": preferred,
                "rtl": dump["direction"] as? String == "rtl",
                "category": ContentSizeCategory(rawValue: dump["contentSizeCategory"] as? String ?? "L")?.uikitName ?? "large", "safeArea": [safe["top"]!, safe["left"]!, safe["bottom"]!, safe["right"]!]]
    }

    /// Elements by a key naming category, kind and index path. The export's kinds are read as the
    /// playground's: UIKit's header and footer names, and the grid's second and later headers of a
    /// section (`header1` at item 0 stands for `header` at item 1; UIKit wants one kind per boundary item).
    private static func elements(_ list: [[String: Any]], fromDump: Bool) throws -> [String: Element] {
        var result: [String: Element] = [:]
        for object in list {
            let category = object["category"] as! String
            var kind = category == "cell" ? "" : (object["kind"] as? String ?? "")
            var indexPath = object["indexPath"] as! [Int]
            kind = kindNames[kind] ?? kind
            if !fromDump, category == "supplementary", indexPath[1] == 0,
               let digits = kind.lastIndex(where: { !$0.isNumber }).map({ kind.index(after: $0) }), digits < kind.endIndex,
               let number = Int(kind[digits...]) {
                indexPath[1] = number
                kind = String(kind[..<digits])
            }
            let key = "\(category) \(kind) [\(indexPath[0]), \(indexPath[1])]"
            result[key] = DumpElement(object)
        }
        return result
    }

    /// Compiles `source` with the harness against the product's UIKit, runs it on `input`, and
    /// returns the elements it printed.
    private static func run(source: String, input: [String: Any]) throws -> [[String: Any]] {
        var harness = try ProductUIKitRun.harness("ProofHarness.swift")
        if source.contains("class \(UIKitFlowExport.delegateClass)") {
            // As the file's header says: the flow delegate answers the sections and items that differ.
            harness = harness.replacingOccurrences(of: "/*DELEGATE*/", with: "let delegate = \(UIKitFlowExport.delegateClass)()\n    collectionView.delegate = delegate\n    defer { withExtendedLifetime(delegate) {} }")
        }
        return try ProductUIKitRun.run(source: source, harness: harness, input: input, what: "the export", keepsErrors: false)
    }
}
