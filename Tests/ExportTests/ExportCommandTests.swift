import Commands
@testable import Export
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// `playground export` as a user runs it, and Copy as Swift in the window: the file, the notes on
/// stderr, the exit statuses, the clipboard and the remembered framework.
@Suite(.serialized) struct ExportCommandTests {
    /// The `playground` executable SwiftPM built beside the UIKit module.
    private var executable: String {
        get throws {
            let modules = try #require(SwiftCompiler.productModulesDirectory(module: "UIKit"))
            return modules.deletingLastPathComponent().appendingPathComponent("playground").path
        }
    }

    /// Runs the executable; its status, stdout and stderr.
    private func playground(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try SpawnedProcess.run(try executable, arguments + ["--fonts", ExportFixtures.fonts])
        return (result.status, result.standardOutput, result.standardError)
    }

    private let bookshelf = ExportFixtures.assets.appendingPathComponent("bookshelf-scene.json").path

    @Test func aFileOnStandardOutputWithWhatItCannotExpressOnStandardError() throws {
        let run = try playground(["export", bookshelf, "--to", "uikit"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("// Exported by Collection Playground"))
        #expect(run.out.contains("import UIKit"))
        #expect(run.out.contains("func makeCollectionViewLayout() -> UICollectionViewLayout"))
        // The bookshelf's shelves are decoration views UIKit's flow layout has no property for.
        let notes = run.err.split(separator: "\n")
        #expect(notes.contains { $0.hasPrefix("note: not expressed in UIKit: shelves") }, "\(run.err)")
        #expect(run.out.contains("// - shelves under each line"))
    }

    @Test func swiftUIHasTheExportedLayoutView() throws {
        let run = try playground(["export", bookshelf, "--to", "swiftui"])
        #expect(run.status == 0)
        #expect(run.out.contains("import SwiftUI"))
        #expect(run.out.contains("struct ExportedLayoutView: View"))
    }

    @Test func outWritesTheFile() throws {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportOut")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Layout.swift")
        let run = try playground(["export", bookshelf, "--to", "uikit", "--out", file.path])
        #expect(run.status == 0)
        #expect(run.out.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("UICollectionViewFlowLayout()"))
    }

    @Test func anUnwritableOutIsOneLineAndExitTwo() throws {
        let run = try playground(["export", bookshelf, "--to", "uikit", "--out", "/proc/no-such-folder/Layout.swift"])
        #expect(run.status == 2)
        #expect(run.err == "error: cannot write /proc/no-such-folder/Layout.swift: the folder /proc/no-such-folder does not exist\n")
    }

    @Test func anUnknownFrameworkIsOneLineAndExitTwo() throws {
        let run = try playground(["export", bookshelf, "--to", "appkit"])
        #expect(run.status == 2)
        #expect(run.err == "error: --to must be one of uikit, swiftui, got \"appkit\"\n")
    }

    @Test @MainActor func copyAsSwiftPutsTheLayoutOnTheClipboardAndRemembersTheFramework() throws {
        let model = try ExportFixtures.windowModel(bookshelf)
        model.apply(.copyLayoutAsSwift(nil))
        #expect(model.host.clipboard.read()?.contains("func makeCollectionViewLayout()") == true)
        model.apply(.copyLayoutAsSwift(.swiftui))
        #expect(model.host.clipboard.read()?.contains("struct ExportedLayoutView: View") == true)
        // The framework chosen is the one Ctrl+Shift+C copies next, and the window remembers it.
        model.apply(.copyLayoutAsSwift(nil))
        #expect(model.host.clipboard.read()?.contains("import SwiftUI") == true)
        #expect(RememberedState.of(model, position: nil).exportFramework == "swiftui")
        #expect(KeyBindings.command(forKey: "c", modifiers: [.ctrl, .shift]) == .copyLayoutAsSwift(nil))
    }

    @Test @MainActor func aSceneOpenedInTheWindowStillCopiesAsSwift() throws {
        let model = try ExportFixtures.windowModel(bookshelf)
        // The palette's built-in scenes and a dropped scene are new models; the exporter goes with them.
        let opened = try model.openingBuiltInScene("albums-scene.json")
        opened.apply(.copyLayoutAsSwift(.uikit))
        #expect(opened.host.clipboard.read()?.contains("func makeCollectionViewLayout()") == true)
        #expect(opened.chrome.toast?.message.hasPrefix("Copied") == true, "\(opened.chrome.toast?.message ?? "no toast")")
    }

    @Test @MainActor func withoutTheExportModuleCopyAsSwiftSaysSoAndLeavesTheClipboard() throws {
        // A model made without the executable's exporter (the app library alone, as the fuzz targets use it).
        let model = try ViewOptions(scenePath: bookshelf, fontsDirectory: ExportFixtures.fonts).makeModel()
        model.host.clipboard.write("kept")
        model.apply(.copyLayoutAsSwift(.uikit))
        #expect(model.host.clipboard.read() == "kept")
        #expect(model.chrome.toast?.message == "Copy as Swift is not built into this program")
    }

    @Test @MainActor func theInspectorsButtonCopiesWithTheValuesJustTuned() throws {
        let model = try ExportFixtures.windowModel(bookshelf)
        model.setInspectorOpen(true)
        try model.setParameter(ParameterPath("layout.minimumLineSpacing"), to: .number(57), animated: false)
        let layout = try #require(model.inspectorLayout()).layout
        // The SwiftUI segment, then the button.
        model.inspectorPointerDown(at: layout.exportFrameworkSegments[1].center)
        #expect(model.exportFramework == .swiftui)
        model.inspectorPointerDown(at: layout.exportFrameworkSegments[0].center)
        model.inspectorPointerDown(at: layout.copyAsSwiftButton.center)
        #expect(model.host.clipboard.read()?.contains("layout.minimumLineSpacing = 57") == true, "\(model.host.clipboard.read() ?? "")")
    }

    @Test func aRememberedFrameworkThatIsNotOneIsAProblem() throws {
        var state = RememberedState()
        state.exportFramework = "appkit"
        #expect(state.problem == "\"exportFramework\" is \"appkit\", not uikit, swiftui")
    }
}
