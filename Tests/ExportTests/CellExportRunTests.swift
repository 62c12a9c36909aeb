@testable import Export
import Foundation
@testable import Playground
import Testing
import Typography

/// A scene's exported UIKit cell run on the product's own `UIKit` module (stack views, labels, image
/// views, constraints) to the frames the playground's `dump --all` gives its template nodes, and to
/// the cell heights it gave the cells (CellExportProof).
@MainActor @Suite(.serialized) struct CellExportRunTests {
    private static let recipes = SwiftCompiler.packageRoot.appendingPathComponent("Assets/recipes-cell-scene.json").path

    @Test func recipesCellRunsToThePlaygroundsFrames() throws {
        let differences = try CellExportProof.differences(scenePath: Self.recipes)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func recipesCellAtAX5MakesItsRowAColumn() throws {
        let differences = try CellExportProof.differences(scenePath: Self.recipes, category: .AX5)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func recipesCellRightToLeft() throws {
        let differences = try CellExportProof.differences(scenePath: Self.recipes, direction: .rightToLeft)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theListCellRunsToThePlaygroundsFrames() throws {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "CellExportRun")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = #"""
        {"cell": "list", "viewport": {"width": 390, "height": 700},
         "layout": {"kind": "flow", "estimatedItemSize": {"width": 390, "height": 60}, "itemSize": {"width": 390, "height": 60}}, "sections": [{"items": [
          {"title": "Inbox", "subtitle": "3 unread messages from people you follow and a few more"},
          {"title": "A title long enough to wrap onto a second line in a list cell of this width", "subtitle": "Short"},
          {"title": "No subtitle"}]}]}
        """#
        let path = directory.appendingPathComponent("scene.json").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
        let differences = try CellExportProof.differences(scenePath: path)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
