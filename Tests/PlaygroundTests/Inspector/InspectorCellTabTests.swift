import AppSupport
import CellTemplate
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// The inspector's Cell tab: the scene's template as an outline of its nodes with their values;
/// changing one re-lays the cells out at once, is one undo step, and Save writes it to the file.
@MainActor @Suite(.serialized) struct InspectorCellTabTests {
    private func model() throws -> PlaygroundModel { try InspectorTestSupport.cellTabModel() }

    private func cellHeight(_ model: PlaygroundModel, _ item: Int = 0) throws -> Double {
        model.settle()
        model.collectionView.layoutIfNeeded()
        let id = try #require(model.collectionView.data.itemID(at: IndexPath(0, item)))
        return try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id))).size.height
    }

    @Test func theTabListsTheTemplateAsAnOutline() throws {
        let model = try model()
        let (_, parameters, title, note) = try #require(model.inspectorLayout())
        #expect(title == "Cell template" && note == nil)
        let labels = parameters.map(\.label)
        // Each node's name first (a click chooses it), then its values.
        #expect(Array(labels.prefix(2)) == ["stack (vertical)", "stack (vertical) · spacing"])
        #expect(labels.contains("            badge \"rating\""))
        #expect(parameters.first { $0.label == "            badge \"rating\"" }?.path.description == "cell.children.1.children.1.children.2")
        #expect(labels.contains("    image · corner radius"))
        #expect(labels.contains("        text \"title\" · lines (0: all)"))
        #expect(labels.contains("            badge \"rating\" · corner radius") == false)
        #expect(labels.contains("        stack (horizontal) · alignment"))
        #expect(parameters.first { $0.label == "        stack (horizontal) · alignment" }?.value == .choice("baseline"))
        #expect(parameters.first { $0.label == "    stack (vertical) · spacing" }?.path.description == "cell.children.1.spacing")
    }

    @Test func aValueChangesTheCellsAtOnceIsOneUndoStepAndIsSaved() throws {
        let model = try model()
        let before = try cellHeight(model)
        let spacing = try #require(model.inspectorCellParameters().parameters.first { $0.label == "    stack (vertical) · spacing" })
        #expect(spacing.value == .number(6))
        let steps = model.document.history.undoSteps.count
        model.changeInspectorParameter(spacing, to: .number(26), undoable: true)
        // The title and the row below it are 20 points further apart.
        #expect(try cellHeight(model) == before + 20)
        #expect(model.document.history.undoSteps.count == steps + 1)
        model.undo()
        #expect(try cellHeight(model) == before)
        model.changeInspectorParameter(spacing, to: .number(16), undoable: true)
        #expect(model.saveScene())
        let saved = try SceneDecoder.load(path: try #require(model.sceneSavePath))
        guard case .stack(let root)? = saved.sections[0].items[0].cellTemplate?.kind, case .stack(let inner) = root.children[1].kind else {
            Issue.record("the saved scene's template is not the one tuned")
            return
        }
        #expect(inner.spacing == 16)
    }

    @Test func aSceneWithoutATemplateSaysWhereOneGoes() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        model.setInspectorOpen(true, tab: .cell)
        let (_, parameters, _, note) = try #require(model.inspectorLayout())
        #expect(parameters.isEmpty)
        #expect(note?.contains("\"cell\" template") == true)
    }
}
