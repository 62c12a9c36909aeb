import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat

/// What the inspector's tests share: models of scene files copied where they may be saved, the
/// JSON's leaves for comparing two versions of a scene, and the layout's frames.
@MainActor
enum InspectorTestSupport {
    /// A copy of a scene file in a fresh folder (so Save may write it).
    static func copy(_ scene: String) throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent((scene as NSString).lastPathComponent).path
        try FileManager.default.copyItem(atPath: scene, toPath: path)
        return path
    }

    /// A model of a scene file in a window of `size` with the inspector open.
    static func model(_ scenePath: String, layout: LayoutKind? = nil, size: Size = Size(width: 1024, height: 800)) throws -> PlaygroundModel {
        // 800 tall: a 712-point collection between the bars, where no card's edge sits within a
        // point or two of the bottom (the comparisons list what is on screen).
        let model = try ViewOptions(scenePath: scenePath, layout: layout.map(LayoutChoice.kind), size: size, fontsDirectory: TestPaths.fonts).makeModel()
        model.setInspectorOpen(true)
        model.settle()
        return model
    }

    /// A model of a copy of the recipe cards' scene (its cells a template) with the inspector on its Cell tab.
    static func cellTabModel() throws -> PlaygroundModel {
        let model = try model(try copy(TestPaths.packageRoot.appendingPathComponent("Assets/recipes-cell-scene.json").path))
        model.setInspectorOpen(true, tab: .cell)
        return model
    }

    /// Every leaf of a JSON tree by its dotted path (`layout.sectionInset.top` → 8).
    static func leaves(_ node: JSONNode, path: String = "") -> [String: String] {
        switch node.value {
        case .object(let members):
            return members.reduce(into: [:]) { result, member in
                result.merge(leaves(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)")) { $1 }
            }
        case .array(let elements):
            return elements.enumerated().reduce(into: [:]) { result, element in
                result.merge(leaves(element.element, path: "\(path).\(element.offset)")) { $1 }
            }
        default:
            return [path: node.snippet]
        }
    }

    /// The paths whose leaves differ between two trees (added, removed or changed).
    static func changedPaths(_ before: JSONNode, _ after: JSONNode) -> Set<String> {
        let old = leaves(before), new = leaves(after)
        return Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
    }

    /// The frames of the elements on screen at rest, by index path and kind, rounded to a
    /// hundredth of a point (cells self-size as they come near the screen, so what is far away
    /// depends on where the user has been; what is on screen does not).
    static func frames(_ model: PlaygroundModel) -> [String] {
        model.settle()
        model.collectionView.layoutIfNeeded()
        func r(_ value: Double) -> String { String(format: "%.2f", value) }
        return model.collectionView.presentationElements().map(\.attributes).map {
            "\($0.category) \($0.kind ?? "") \($0.indexPath) \(r($0.frame.minX)) \(r($0.frame.minY)) \(r($0.frame.width)) \(r($0.frame.height))"
        }.sorted()
    }

    /// The first line where two lists differ, or nil when they are the same.
    static func firstDifference(_ a: [String], _ b: [String]) -> String? {
        if a == b { return nil }
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return "\(index < a.count ? a[index] : "—") ≠ \(index < b.count ? b[index] : "—")"
        }
        return nil
    }

    /// A model of the scene JSON `document` holds now, written to a file and read again from scratch.
    static func freshModel(of document: SceneDocument, layout: LayoutKind) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("fresh.json").path
        try document.text.write(toFile: path, atomically: true, encoding: .utf8)
        return try model(path, layout: layout)
    }
}
