import AppInput
import Foundation
import Testing
@testable import Playground

/// The recent files in the command palette: a "Recent: NAME — folder" row each, after the
/// commands; Ctrl+O opens the palette on them alone, Return asks the window for the file.
@MainActor @Suite(.serialized) struct RecentFilesPaletteTests {
    private let options = ViewOptions(size: "1024x768", fontsDirectory: TestPaths.fonts)
    private let recent = ["/data/scenes/birds.json", "/data/cats.json"]

    private func model() throws -> PlaygroundModel {
        let model = try options.makeModel()
        model.recentFiles = recent
        return model
    }

    @Test func aRecentFileIsARowNamingItsFolder() {
        let rows = CommandCatalogue.recentFileRows(recent)
        #expect(rows.map(\.title) == ["Recent: birds.json — /data/scenes", "Recent: cats.json — /data"])
        #expect(rows.map(\.command) == [.openFile("/data/scenes/birds.json"), .openFile("/data/cats.json")])
    }

    @Test func ctrlOListsTheRecentFilesAloneNewestFirstAndReturnOpensOne() throws {
        let model = try model()
        model.handle(.key("o", modifiers: [.ctrl]))
        #expect(model.isCommandPaletteOpen)
        #expect(model.chrome.commandPalette?.matches.map(\.title) == ["Recent: birds.json — /data/scenes", "Recent: cats.json — /data"])
        model.handle(.text("cat"))
        model.handle(.key("return", modifiers: []))
        #expect(!model.isCommandPaletteOpen)
        #expect(model.takeOpenRequest() == .file(URL(fileURLWithPath: "/data/cats.json")))
    }

    @Test func escapeOrCtrlOAgainClosesIt() throws {
        let model = try model()
        for close in [InputEvent.key("escape", modifiers: []), .key("o", modifiers: [.ctrl])] {
            model.handle(.key("o", modifiers: [.ctrl]))
            #expect(model.isCommandPaletteOpen)
            model.handle(close)
            #expect(!model.isCommandPaletteOpen)
            #expect(model.takeOpenRequest() == nil)
        }
    }

    @Test func theFullPaletteFindsRecentFilesAfterTheCommands() throws {
        let model = try model()
        model.handle(.key("k", modifiers: [.ctrl]))
        let titles = model.chrome.commandPalette?.matches.map(\.title) ?? []
        #expect(titles.first == "Flow layout")
        #expect(Array(titles.suffix(2)) == ["Recent: birds.json — /data/scenes", "Recent: cats.json — /data"])
        model.handle(.text("birds"))
        #expect(model.chrome.commandPalette?.matches.map(\.title) == ["Recent: birds.json — /data/scenes"])
    }

    @Test func withoutRecentFilesCtrlOOpensAnEmptyList() throws {
        let model = try options.makeModel()
        model.handle(.key("o", modifiers: [.ctrl]))
        #expect(model.isCommandPaletteOpen && model.chrome.commandPalette?.matches.isEmpty == true)
        // Drawn with its message, not a crash.
        _ = model.drawList()
    }
}
