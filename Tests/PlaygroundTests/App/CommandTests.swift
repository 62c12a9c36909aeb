import AppInput
import CollectionLayout
import Testing
@testable import Playground

/// Keys, toolbar controls and script actions become the same commands.
@MainActor @Suite(.serialized) struct CommandTests {
    @Test func keysGiveTheirCommandsByModifier() {
        #expect(KeyBindings.command(forKey: "s", modifiers: [.ctrl, .shift]) == .saveScene)
        #expect(KeyBindings.command(forKey: "s", modifiers: [.ctrl]) == .screenshot)
        #expect(KeyBindings.command(forKey: "s", modifiers: []) == .cycleSelectionMode)
        #expect(KeyBindings.command(forKey: "s", modifiers: [.shift]) == nil)
        #expect(KeyBindings.command(forKey: "z", modifiers: [.ctrl]) == .undo)
        #expect(KeyBindings.command(forKey: "z", modifiers: [.ctrl, .shift]) == .redo)
        #expect(KeyBindings.command(forKey: "t", modifiers: []) == nil)
        #expect(KeyBindings.command(forKey: "t", modifiers: [.shift]) == .toggleSlowAnimations)
        #expect(KeyBindings.command(forKey: "6", modifiers: []) == .setLayout(.grid, animated: true))
        #expect(KeyBindings.command(forKey: "keypad -", modifiers: []) == .stepCategory(by: -1))
        #expect(KeyBindings.command(forKey: "space", modifiers: []) == .scroll(.pageDown))
        #expect(KeyBindings.command(forKey: "escape", modifiers: []) == .dismiss)
        #expect(KeyBindings.command(forKey: "q", modifiers: []) == nil)
    }

    @Test func toolbarControlsGiveTheSameCommandsAsTheirKeys() {
        #expect(ToolbarAction.darkAppearance.command == KeyBindings.command(forKey: "a", modifiers: []))
        #expect(ToolbarAction.inspector.command == KeyBindings.command(forKey: "i", modifiers: []))
        #expect(ToolbarAction.edit.command == KeyBindings.command(forKey: "e", modifiers: []))
        #expect(ToolbarAction.layout(.circle).command == KeyBindings.command(forKey: "3", modifiers: []))
        #expect(ToolbarAction.textSize.command == nil)
    }

    @Test func aKeyPressAndAScriptActionLeaveTheSameState() throws {
        let byKey = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
        byKey.handleKey("a", modifiers: [])
        byKey.handleKey("4", modifiers: [])
        byKey.settle()
        let byScript = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
            .model(playing: [#"{"at": 0, "do": "setAppearance", "appearance": "dark"}"#, #"{"at": 0, "do": "setLayout", "layout": "coverflow"}"#])
        #expect(byKey.presentation.appearance == .dark && byScript.presentation.appearance == .dark)
        #expect(byKey.presentation.layoutKind == .coverflow && byScript.presentation.layoutKind == .coverflow)
        #expect(byKey.collectionView.contentOffset == byScript.collectionView.contentOffset)
    }

    @Test func escapeShutsTheFirstOpenThingOnly() throws {
        let model = try ViewOptions(size: Size(width: 1280, height: 800), fontsDirectory: TestPaths.fonts).makeModel()
        model.apply(.toggleDeviceMenu)
        model.apply(.toggleOverflowMenu)
        model.apply(.dismiss)
        #expect(!model.chrome.isDeviceMenuOpen && model.chrome.isOverflowMenuOpen)
        model.apply(.dismiss)
        #expect(!model.chrome.isOverflowMenuOpen)
    }
}
