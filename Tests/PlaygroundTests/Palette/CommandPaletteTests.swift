import AppInput
import CollectionLayout
import Interactions
@testable import Playground
import Testing
import Typography

/// The command palette and help played through scripts: opened with a key, typed into with
/// `text`, run with Return; while open they take every key.
@MainActor @Suite(.serialized) struct CommandPaletteTests {
    private let options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)

    private func key(_ name: String, _ modifiers: [String] = [], at: Double) -> String {
        let list = modifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"at": \#(at), "do": "key", "key": "\#(name)", "modifiers": [\#(list)]}"#
    }

    private func text(_ typed: String, at: Double) -> String { #"{"at": \#(at), "do": "text", "text": "\#(typed)"}"# }

    @Test func typingAndReturnRunTheCommandAsItsKeyDoes() throws {
        let byPalette = try options.model(playing: [key("k", ["ctrl"], at: 0), text("cov", at: 0.1), text("er", at: 0.2), key("Return", at: 0.3)])
        let byKey = try options.model(playing: [key("4", at: 0.3)])
        #expect(byPalette.presentation.layoutKind == .coverflow && byKey.presentation.layoutKind == .coverflow)
        #expect(byPalette.collectionView.contentOffset == byKey.collectionView.contentOffset)
        #expect(!byPalette.isCommandPaletteOpen)
    }

    @Test func aCommandWithNoKeyRunsFromThePalette() throws {
        let byPalette = try options.model(playing: [key("p", ["ctrl", "shift"], at: 0), text("ax5", at: 0.1), key("Return", at: 0.2)])
        let direct = try options.makeModel()
        direct.apply(.setCategory(.AX5, animated: true))
        direct.settle()
        #expect(byPalette.presentation.category == .AX5 && direct.presentation.category == .AX5)
        #expect(byPalette.collectionView.contentOffset == direct.collectionView.contentOffset)
        #expect(byPalette.collectionView.contentSize == direct.collectionView.contentSize)
    }

    @Test func aSceneRowAsksTheWindowForTheSceneWhichOpensIt() throws {
        let model = try options.model(playing: [key("k", ["ctrl"], at: 0), text("bookshelf", at: 0.1), key("Return", at: 0.2)])
        #expect(model.takeOpenRequest() == .builtInScene("bookshelf-scene.json"))
        #expect(model.takeOpenRequest() == nil)
        model.apply(.setCategory(.AX2, animated: false))
        let opened = try model.openingBuiltInScene("bookshelf-scene.json")
        #expect(opened.document.scene.name == "Bookshelf")
        #expect(opened.presentation.category == .AX2 && opened.presentation.windowSize == model.presentation.windowSize && opened.document.isBuiltInScene)
    }

    @Test func downMovesTheHighlight() throws {
        // "layout" matches Flow layout first and Stacked layout second (the table's order).
        let model = try options.model(playing: [key("k", ["ctrl"], at: 0), text("layout", at: 0.1), key("Down", at: 0.2), key("Return", at: 0.3)])
        #expect(model.presentation.layoutKind == .stacked)
    }

    @Test func digitsTypedIntoThePaletteDoNotSwitchLayouts() throws {
        let plain = try options.makeModel()
        let model = try options.model(playing: [key("k", ["ctrl"], at: 0), key("2", at: 0.1), text("2", at: 0.1),
                                                key("0", at: 0.2), text("0", at: 0.2)])
        #expect(model.presentation.layoutKind == plain.presentation.layoutKind)
        #expect(model.isCommandPaletteOpen && model.commandPaletteQuery == "20")
    }

    @Test func escapeClosesThePaletteAndRunsNothing() throws {
        let model = try options.model(playing: [key("k", ["ctrl"], at: 0), text("dark", at: 0.1), key("Escape", at: 0.2)])
        #expect(!model.isCommandPaletteOpen)
        #expect(model.presentation.appearance == .light)
        // Text typed with the palette shut goes nowhere.
        let shut = try options.model(playing: [text("4", at: 0)])
        let plain = try options.makeModel()
        #expect(shut.presentation.layoutKind == plain.presentation.layoutKind)
    }

    @Test func helpOpensWithQuestionMarkOrF1AndTakesKeysUntilClosed() throws {
        let plain = try options.makeModel()
        let open = try options.model(playing: [key("/", ["shift"], at: 0), key("4", at: 0.1)])
        #expect(open.isHelpShown && open.presentation.layoutKind == plain.presentation.layoutKind)
        let closedByEscape = try options.model(playing: [key("F1", at: 0), key("Escape", at: 0.1)])
        #expect(!closedByEscape.isHelpShown)
        let closedByQuestionMark = try options.model(playing: [key("F1", at: 0), key("/", ["shift"], at: 0.1)])
        #expect(!closedByQuestionMark.isHelpShown)
    }

    @Test func aClickOnARowRunsItAndAClickOutsideShutsThePalette() throws {
        // 1024×768: the panel's top is 56 + 0.08 × (768 − 56) = 112.96, its rows start 48 + 1 + 8 below
        // (169.96), 34 high; "cover" matches Cover Flow layout alone.
        func click(_ x: Double, _ y: Double, at t: Double) -> [String] {
            [#"{"at": \#(t), "do": "pointerDown", "x": \#(x), "y": \#(y)}"#, #"{"at": \#(t + 0.05), "do": "pointerUp", "x": \#(x), "y": \#(y)}"#]
        }
        let plain = try options.makeModel()
        let ran = try options.model(playing: [key("k", ["ctrl"], at: 0), text("cover", at: 0.1)] + click(512, 187, at: 0.2))
        #expect(ran.presentation.layoutKind == .coverflow && !ran.isCommandPaletteOpen)
        let onTheField = try options.model(playing: [key("k", ["ctrl"], at: 0), text("cover", at: 0.1)] + click(512, 140, at: 0.2))
        #expect(onTheField.isCommandPaletteOpen && onTheField.presentation.layoutKind == plain.presentation.layoutKind)
        let outside = try options.model(playing: [key("k", ["ctrl"], at: 0), text("cover", at: 0.1)] + click(512, 700, at: 0.2))
        #expect(!outside.isCommandPaletteOpen && outside.presentation.layoutKind == plain.presentation.layoutKind)
    }

    @Test func thePaletteTakesKeysBeforeHelpBeforeTheBindings() {
        #expect(InputArbitration.keyTarget(paletteIsOpen: true, helpIsShown: true) == .commandPalette)
        #expect(InputArbitration.keyTarget(paletteIsOpen: false, helpIsShown: true) == .help)
        #expect(InputArbitration.keyTarget(paletteIsOpen: false, helpIsShown: false) == .bindings)
        typealias Situation = InputArbitration.PressSituation
        #expect(InputArbitration.target(of: Situation(paletteIsOpen: true, helpIsShown: true, contextMenuIsOpen: true)) == .commandPalette)
        #expect(InputArbitration.target(of: Situation(helpIsShown: true, deviceMenuIsOpen: true, isOverToolbar: true)) == .help)
    }
}
