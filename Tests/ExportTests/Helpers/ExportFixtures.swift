@testable import Export
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Typography

/// The scenes exports are checked on, and the exports themselves.
enum ExportFixtures {
    /// The repository's `Assets` folder.
    static let assets = SwiftCompiler.packageRoot.appendingPathComponent("Assets")
    /// The bundled fonts.
    static let fonts = SwiftCompiler.packageRoot.appendingPathComponent("fonts").path

    /// Every built-in scene's file.
    static var builtInScenes: [String] {
        BuiltInScenes.all.map { assets.appendingPathComponent($0.file).path }
    }

    /// A window's model of a scene, with Copy as Swift lent the exporter as the executable lends it.
    @MainActor
    static func windowModel(_ scenePath: String) throws -> PlaygroundModel {
        var options = ViewOptions(scenePath: scenePath, fontsDirectory: fonts)
        options.swiftWriter = { LayoutExporter.export($0, to: $1) }
        return try options.makeModel()
    }

    /// The export of a scene (with another layout, text size or size when given).
    @MainActor
    static func export(_ scenePath: String, layout: LayoutChoice? = nil, category: ContentSizeCategory? = nil, size: Size? = nil,
                       direction: LayoutDirection? = nil, to framework: ExportFramework) throws -> ExportedSource {
        var options = ViewOptions(scenePath: scenePath, layout: layout, category: category, size: size, fontsDirectory: fonts)
        options.direction = direction
        return try ExportCommand.source(options, to: framework)
    }

    /// A random flow or compositional scene (as JSON, written to a temporary file): random
    /// metrics, per-section overrides, items of their own size, groups nested two deep.
    static func randomScene(seed: UInt64, kind: String, in directory: URL) throws -> String {
        var random = SplitMix(seed: seed)
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        let sections = (0..<number(1...4)).map { section -> [String: Any] in
            var object: [String: Any] = [
                "header": ["text": "Section \(section)"],
                "items": (0..<number(1...14)).map { item -> [String: Any] in
                    var entry: [String: Any] = ["id": "s\(section)i\(item)", "title": "Item \(item)"]
                    if kind == "flow", number(0...5) == 0 { entry["size"] = ["width": number(40...220), "height": number(30...160)] }
                    return entry
                },
            ]
            if kind == "flow", number(0...2) == 0 {
                object["layout"] = ["minimumLineSpacing": number(0...30),
                                    "sectionInset": ["top": number(0...20), "left": number(0...30), "bottom": number(0...20), "right": number(0...30)]]
            }
            return object
        }
        var layout: [String: Any] = ["kind": kind]
        if kind == "flow" {
            layout["scrollDirection"] = number(0...3) == 0 ? "horizontal" : "vertical"
            layout["itemSize"] = ["width": number(60...260), "height": number(40...180)]
            layout["minimumInteritemSpacing"] = number(0...24)
            layout["minimumLineSpacing"] = number(0...24)
            layout["sectionInset"] = ["top": number(0...16), "left": number(0...24), "bottom": number(0...16), "right": number(0...24)]
            layout["headerReferenceSize"] = ["width": 0, "height": number(0...1) * number(20...50)]
            layout["sectionHeadersPinToVisibleBounds"] = number(0...1) == 1
        } else {
            func dimension(fraction: Bool) -> [String: Any] {
                fraction ? ["fractionalWidth": [1.0, 0.5, 1.0 / 3, 0.25, 0.8][number(0...4)]] : ["absolute": number(40...200)]
            }
            let item: [String: Any] = ["layoutSize": ["width": dimension(fraction: true), "height": ["absolute": number(40...160)]]]
            var group: [String: Any] = ["kind": number(0...1) == 0 ? "horizontal" : "vertical",
                                        "layoutSize": ["width": ["fractionalWidth": number(0...2) == 0 ? 0.8 : 1.0], "height": ["absolute": number(80...240)]],
                                        "subitems": [item]]
            if number(0...2) == 0 {
                group["subitems"] = nil
                group["subitem"] = item
                group["count"] = number(1...4)
            }
            var section: [String: Any] = ["group": group, "interGroupSpacing": number(0...20),
                                          "contentInsets": ["top": number(0...16), "leading": number(0...16), "bottom": number(0...16), "trailing": number(0...16)]]
            if number(0...2) == 0 { section["orthogonalScrollingBehavior"] = ["continuous", "paging", "groupPaging"][number(0...2)] }
            layout["section"] = section
            layout["interSectionSpacing"] = number(0...24)
        }
        let scene: [String: Any] = ["name": "Random \(kind) \(seed)", "viewport": ["width": number(320...1100), "height": number(480...900)],
                                    "layout": layout, "sections": sections]
        let url = directory.appendingPathComponent("random-\(kind)-\(seed).json")
        try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys]).write(to: url)
        return url.path
    }
}

/// A small seeded generator (SplitMix64), so a failing random scene can be made again.
struct SplitMix {
    private var state: UInt64
    /// A generator from a seed.
    init(seed: UInt64) { state = seed }
    /// The next number.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
