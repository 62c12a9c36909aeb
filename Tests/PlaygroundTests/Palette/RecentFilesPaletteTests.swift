import AppInput
import CollectionLayout
import Foundation
import Testing
@testable import Playground

/// The recent files in the command palette: a "Recent: NAME — folder" row each, after the
/// commands; Ctrl+O opens the palette on them alone, Return asks the window for the file.
@MainActor @Suite(.serialized) struct RecentFilesPaletteTests {
    private let options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
    /// A temporary folder with `scenes/birds.json` and `cats.json` in it.
    private let folder: URL

    init() throws {
        folder = try TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        for name in ["scenes/birds.json", "cats.json"] { try Data("{}".utf8).write(to: folder.appendingPathComponent(name)) }
    }

    private var birds: String { folder.appendingPathComponent("scenes/birds.json").path }
    private var cats: String { folder.appendingPathComponent("cats.json").path }
    private var titles: [String] { ["Recent: birds.json — \(folder.path)/scenes", "Recent: cats.json — \(folder.path)"] }

    private func model() throws -> PlaygroundModel {
        let model = try options.makeModel()
        model.recentFiles = [birds, cats]
        return model
    }

    @Test func aRecentFileIsARowNamingItsFolder() {
        let rows = CommandCatalogue.recentFileRows(["/data/scenes/birds.json", "/data/cats.json"])
        #expect(rows.map(\.title) == ["Recent: birds.json — /data/scenes", "Recent: cats.json — /data"])
        #expect(rows.map(\.command) == [.openFile("/data/scenes/birds.json"), .openFile("/data/cats.json")])
    }

    @Test func ctrlOListsTheRecentFilesAloneNewestFirstAndReturnOpensOne() throws {
        let model = try model()
        model.handle(.key("o", modifiers: [.ctrl]))
        #expect(model.isCommandPaletteOpen)
        #expect(model.chrome.commandPalette?.matches.map(\.title) == titles)
        model.handle(.text("cat"))
        model.handle(.key("return", modifiers: []))
        #expect(!model.isCommandPaletteOpen)
        #expect(model.takeOpenRequest() == .file(URL(fileURLWithPath: cats)))
    }

    @Test func aFileGoneSinceItWasOpenedIsNotListed() throws {
        let model = try model()
        try FileManager.default.removeItem(atPath: birds)
        model.handle(.key("o", modifiers: [.ctrl]))
        #expect(model.chrome.commandPalette?.matches.map(\.title) == [titles[1]])
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
        #expect(Array(titles.suffix(2)) == self.titles)
        model.handle(.text("birds"))
        #expect(model.chrome.commandPalette?.matches.map(\.title) == [self.titles[0]])
    }

    @Test func withoutRecentFilesCtrlOOpensAnEmptyList() throws {
        let model = try options.makeModel()
        model.handle(.key("o", modifiers: [.ctrl]))
        #expect(model.isCommandPaletteOpen && model.chrome.commandPalette?.matches.isEmpty == true)
        // Drawn with its message, not a crash.
        _ = model.drawList()
    }
}
