import CollectionLayout
import Foundation
import TestSupport
import Testing
@testable import Playground

/// A folder or an items file dropped on the window opens as `--images` and `--items` show them;
/// a JSON file is told by its top level: an array is items, an object a scene.
@MainActor @Suite(.serialized) struct DroppedContentTests {
    private let options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)

    private func opened(_ path: String) throws -> PlaygroundModel? {
        guard case .scene(let model, let file) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: path))) else { return nil }
        #expect(file == URL(fileURLWithPath: path).standardizedFileURL.path)
        return model
    }

    @Test func aDroppedFolderOpensAsAFolderScene() throws {
        let model = try #require(try opened(try ContentFixtures.photos()))
        #expect(model.document.scene.name == "Photos")
        #expect(model.document.scene.sections.map(\.headerText) == ["Photos", "Trips"])
        #expect(model.document.scene.sections[0].items.first?.cardStyle == .photo)
    }

    @Test func aDroppedCSVOrJSONArrayOpensAsItems() throws {
        let csv = try ContentFixtures.file("items.csv", "title,section\nA,One\nB,Two\n")
        let json = try ContentFixtures.file("list.json", #"[{"title": "A", "section": "One"}, {"title": "B", "section": "Two"}]"#)
        for path in [csv, json] {
            let model = try #require(try opened(path))
            #expect(model.document.scene.sections.map(\.headerText) == ["One", "Two"], "\(path)")
        }
    }

    @Test func aJSONObjectStaysAScene() throws {
        let scene = try ContentFixtures.file("scene.json", #"{"sections": [{"items": [{"title": "Only"}]}]}"#)
        let model = try #require(try opened(scene))
        #expect(model.document.scene.sections[0].items.map(\.title) == ["Only"])
    }

    @Test func aBadItemsFileIsRefusedInOneLine() throws {
        let csv = try ContentFixtures.file("bad.csv", "title,price\nA,1\n")
        guard case .refused(let reason) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: csv))) else {
            Issue.record("a bad CSV opened")
            return
        }
        #expect(OpenOutcome.toast(for: reason)
            == "Couldn't open bad.csv:1:1: unknown column \"price\"; the columns are: id, title, subtitle, image, color, section, favorite")
    }
}
