import AppInput
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// The one command table: every key binding is a row showing its shortcut, and every row runs.
@MainActor @Suite(.serialized) struct CommandCatalogueTests {
    /// Every key the app binds, the command it gives and the shortcut the table shows, written by hand.
    private static let bindings: [(key: String, modifiers: Set<KeyModifier>, command: AppCommand, shown: String)] = [
        ("1", [], .setLayout(.flow, animated: true), "1"), ("2", [], .setLayout(.stacked, animated: true), "2"),
        ("3", [], .setLayout(.circle, animated: true), "3"), ("4", [], .setLayout(.coverflow, animated: true), "4"),
        ("5", [], .setLayout(.compositional, animated: true), "5"), ("6", [], .setLayout(.grid, animated: true), "6"),
        ("7", [], .setLayout(.line, animated: true), "7"),
        ("1", [.ctrl], .setDeviceZoom(.fitToWindow), "Ctrl+1"), ("2", [.ctrl], .setDeviceZoom(.pointAccurate), "Ctrl+2"),
        ("3", [.ctrl], .setDeviceZoom(.pixelAccurate), "Ctrl+3"),
        ("=", [.shift], .stepCategory(by: 1), "+"), ("-", [], .stepCategory(by: -1), "−"),
        ("t", [.shift], .toggleSlowAnimations, "Shift+T"), ("s", [.ctrl, .shift], .saveScene, "Ctrl+Shift+S"),
        ("s", [.ctrl], .screenshot, "Ctrl+S"), ("s", [], .cycleSelectionMode, "S"),
        ("z", [.ctrl], .undo, "Ctrl+Z"), ("z", [.ctrl, .shift], .redo, "Ctrl+Shift+Z"),
        ("d", [], .toggleDebugOverlay, "D"), ("i", [], .toggleInspector, "I"), ("m", [], .toggleRedlines, "M"), ("u", [], .toggleAudit, "U"),
        ("r", [], .rotate(animated: true), "R"), ("v", [], .cycleDevice, "V"), ("a", [], .toggleAppearance, "A"),
        ("b", [], .toggleDirection, "B"), ("e", [], .toggleEditing, "E"), ("delete", [], .deleteSelection, "Delete"),
        ("escape", [], .dismiss, "Esc"),
        ("down", [], .scroll(.lineDown), "Down"), ("up", [], .scroll(.lineUp), "Up"), ("right", [], .scroll(.lineRight), "Right"),
        ("left", [], .scroll(.lineLeft), "Left"), ("pagedown", [], .scroll(.pageDown), "Page Down"),
        ("pageup", [], .scroll(.pageUp), "Page Up"), ("home", [], .scroll(.home), "Home"), ("end", [], .scroll(.end), "End"),
        ("k", [.ctrl], .toggleCommandPalette, "Ctrl+K"), ("o", [.ctrl], .toggleRecentFiles, "Ctrl+O"), ("/", [.shift], .toggleHelp, "?"),
        ("c", [.ctrl, .shift], .copyLayoutAsSwift(nil), "Ctrl+Shift+C"),
    ]

    @Test func everyKeyBindingIsARowShowingItsShortcut() {
        for binding in Self.bindings {
            #expect(KeyBindings.command(forKey: binding.key, modifiers: binding.modifiers) == binding.command, "\(binding.key)")
            let rows = CommandCatalogue.entries.filter { $0.command == binding.command }
            #expect(rows.contains { $0.shortcutLabel == binding.shown }, "\(binding.command) shows \(binding.shown)")
        }
        // Every row with a shortcut is one of the bindings above: nothing bound is missing from this list.
        let bound = Set(Self.bindings.map(\.shown))
        for row in CommandCatalogue.entries where !row.shortcuts.isEmpty {
            #expect(bound.contains(row.shortcutLabel), "\(row.title)")
        }
    }

    @Test func otherKeysOfARowGiveTheSameCommand() {
        #expect(KeyBindings.command(forKey: "p", modifiers: [.ctrl, .shift]) == .toggleCommandPalette)
        #expect(KeyBindings.command(forKey: "f1", modifiers: []) == .toggleHelp)
        #expect(KeyBindings.command(forKey: "space", modifiers: []) == .scroll(.pageDown))
        #expect(KeyBindings.command(forKey: "backspace", modifiers: []) == .deleteSelection)
        #expect(KeyBindings.command(forKey: "keypad +", modifiers: []) == .stepCategory(by: 1))
        #expect(KeyBindings.command(forKey: "k", modifiers: []) == nil)
        #expect(KeyBindings.command(forKey: "/", modifiers: []) == nil)
        #expect(KeyBindings.command(forKey: "a", modifiers: [.ctrl]) == nil)
    }

    @Test func everyRowRuns() throws {
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.screenshotsDirectory = try TestPaths.temporaryDirectory().path
        let model = try options.makeModel()
        // Save writes the built-in scene into the working folder: AppInteractionTests covers it.
        for row in CommandCatalogue.entries where row.command != .saveScene {
            model.apply(row.command)
            model.collectionView.layoutIfNeeded()
        }
        #expect(CommandCatalogue.entries.count > 50)
        #expect(Set(CommandCatalogue.entries.map(\.title)).count == CommandCatalogue.entries.count)
    }

    @Test func everySceneInAssetsIsARowNamedAsTheSceneNamesItself() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.asset("")).filter { $0.hasSuffix("-scene.json") }.sorted()
        #expect(files.count == 14)
        for file in files {
            let name = try SceneDecoder.load(path: TestPaths.asset(file)).name
            let row = CommandCatalogue.entries.first { $0.command == .openScene(file) }
            #expect(row?.title == "Scene: \(name)", "\(file)")
        }
        #expect(CommandCatalogue.entries.filter { if case .openScene = $0.command { true } else { false } }.count == files.count)
    }

    @Test func toolbarTooltipsNameTheTablesShortcuts() throws {
        let model = try SceneTestSupport.builtInScene()
        let controls = model.toolbarControls + model.overflowControls
        func tooltip(_ action: ToolbarAction) -> String? { controls.first { $0.action == action }?.tooltip }
        #expect(tooltip(.layout(.coverflow)) == "Cover Flow layout (4)")
        #expect(tooltip(.slowAnimations) == "Slow animations, 10× (Shift+T)")
        #expect(tooltip(.debugOverlay) == "Frames, baselines and index paths (D)")
        #expect(tooltip(.screenshot) == "Save a screenshot (Ctrl+S)")
        #expect(tooltip(.shuffle) == "Shuffle the cards")
        for control in controls {
            guard let command = control.action.command, let label = CommandCatalogue.shortcutLabel(for: command),
                  control.action != .device else { continue }
            #expect(control.tooltip.contains("(\(label))"), "\(control.action)")
        }
    }

    @Test func theTableCoversEveryLayoutTextSizeAndDevice() {
        for kind in LayoutKind.allCases {
            #expect(CommandCatalogue.entries.contains { $0.command == .setLayout(kind, animated: true) }, "\(kind)")
        }
        #expect(CommandCatalogue.entries.filter { if case .setCategory = $0.command { true } else { false } }.count == 12)
        #expect(CommandCatalogue.entries.filter { if case .setDevice = $0.command { true } else { false } }.count == DevicePreset.all.count + 1)
    }
}
