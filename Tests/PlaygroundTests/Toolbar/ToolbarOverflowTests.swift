import CollectionLayout
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// The toolbar and the status bar: at 1024 points and wider every control is one click away with
/// no "⋯"; narrower, what fits neither bar goes into the "⋯" menu, in order, with short rows;
/// Inspector keeps the toolbar's right end and Screenshot the status bar's.
@MainActor @Suite(.serialized) struct ToolbarOverflowTests {
    /// Every control of the grid's bars (no device chosen), written out in order by hand: the
    /// toolbar's, then the status bar's.
    static let gridActions: [ToolbarAction] = [
        .layout(.flow), .layout(.stacked), .layout(.circle), .layout(.coverflow), .layout(.compositional), .layout(.grid), .layout(.line),
        .textSize, .edit, .add, .delete, .shuffle, .reset, .inspector,
        .device, .darkAppearance, .rightToLeft, .textSizes, .selectionMode, .debugOverlay, .redlines, .audit, .slowAnimations, .screenshot,
    ]

    private func model(width: Int, device: String? = nil) throws -> PlaygroundModel {
        var options = ViewOptions(layout: .kind(.grid), size: Size(width: Double(width), height: 700), fontsDirectory: TestPaths.fonts)
        options.device = try device.map { try DevicePreset.parse($0) }
        return try options.makeModel()
    }

    @Test(arguments: [1024, 1280, 1440, 1920])
    func fromTheDefaultWidthUpEveryControlIsOnABar(width: Int) throws {
        let model = try model(width: width)
        let bars = model.toolbarControls
        #expect(model.overflowControls.isEmpty)
        #expect(!bars.contains { $0.action == .more })
        #expect(bars.map(\.action) == Self.gridActions)
        let top = bars.filter { $0.placement == .toolbar }, bottom = bars.filter { $0.placement == .statusBar }
        // Inspector and Screenshot end their bars 12 points from the window's edge.
        #expect(top.last?.action == .inspector && top.last?.frame.maxX == Double(width) - 12)
        #expect(bottom.last?.action == .screenshot && bottom.last?.frame.maxX == Double(width) - 12)
        // The status bar is the window's last 32 points; nothing overlaps and nothing leaves the window.
        #expect(bottom.allSatisfy { $0.frame.minY >= 700 - 32 && $0.frame.maxY <= 700 })
        #expect(top.allSatisfy { $0.frame.maxY <= 56 })
        for bar in [top, bottom] {
            for (left, right) in zip(bar, bar.dropFirst()) { #expect(left.frame.maxX <= right.frame.minX, "\(left.action) \(right.action)") }
        }
    }

    @Test func withADeviceTheStatusBarReadsAsADesignerSaysIt() throws {
        let model = try model(width: 1024, device: "iPhone 15")
        model.apply(.setAppearance(.dark, animated: false))
        model.apply(.setDirection(.rightToLeft, animated: false))
        #expect(model.overflowControls.isEmpty)
        let values = model.toolbarControls.filter { $0.placement == .statusBar && StatusBar.isValue($0.action) }.map(\.label)
        #expect(values == ["iPhone 15", "Portrait", "Dark", "RTL", "L", "Select: one"])
        let plain = try self.model(width: 1024)
        #expect(plain.toolbarControls.filter { $0.placement == .statusBar && StatusBar.isValue($0.action) }.map(\.label)
            == ["No device", "Light", "LTR", "L", "Select: one"])
    }

    @Test(arguments: [760, 800, 900])
    func narrowerTheRestIsInTheMenuInOrder(width: Int) throws {
        let model = try model(width: width)
        let bars = model.toolbarControls, overflow = model.overflowControls
        #expect(!overflow.isEmpty)
        #expect(bars.contains { $0.action == .more })
        // Every control exactly once, on a bar or in the menu.
        let all = bars.map(\.action).filter { $0 != .more } + overflow.map(\.action)
        #expect(all.count == Self.gridActions.count && Set(all) == Set(Self.gridActions))
        // The layout segments and the text size always stay on the bar.
        #expect(bars.filter { if case .layout = $0.action { true } else { false } }.count == LayoutKind.allCases.count)
        #expect(bars.contains { $0.action == .textSize })
        #expect(bars.allSatisfy { $0.frame.maxX <= Double(width) - 12 })
        // Rows are short names, never a tooltip's sentence.
        for control in overflow {
            #expect(!control.menuTitle.isEmpty && control.menuTitle.count <= 32 && !control.menuTitle.contains("—"), "\(control.menuTitle)")
        }
    }

    @Test func aClickOnAMenuRowDoesWhatTheControlDoes() throws {
        let model = try model(width: 760)
        let more = try #require(model.toolbarControls.first { $0.action == .more })
        model.handle(.pointerDown(Point(x: more.frame.midX, y: more.frame.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: more.frame.midX, y: more.frame.midY)))
        #expect(model.chrome.isOverflowMenuOpen)
        let frame = try #require(model.overflowMenuFrame)
        let row = try #require(model.overflowControls.firstIndex { $0.action == .shuffle })
        #expect(model.overflowControls[row].menuTitle == "Shuffle the cards")
        let before = model.collectionView.data.sections.flatMap(\.itemIDs)
        let point = Point(x: frame.midX, y: frame.minY + 4 + (Double(row) + 0.5) * PopupMenu.rowHeight)
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
        #expect(!model.chrome.isOverflowMenuOpen)
        #expect(model.collectionView.data.sections.flatMap(\.itemIDs) != before)
        // Escape closes the menu without doing anything.
        model.perform(.more)
        model.handleKey("escape", modifiers: [])
        #expect(!model.chrome.isOverflowMenuOpen)
    }

    @Test func statusBarValuesChangeWhatTheySay() throws {
        let model = try model(width: 1024)
        func click(_ action: ToolbarAction) throws {
            let control = try #require(model.toolbarControls.first { $0.action == action })
            model.handle(.pointerDown(Point(x: control.frame.midX, y: control.frame.midY), modifiers: []))
            model.handle(.pointerUp(Point(x: control.frame.midX, y: control.frame.midY)))
        }
        try click(.darkAppearance)
        #expect(model.presentation.appearance == .dark)
        try click(.rightToLeft)
        #expect(model.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        try click(.redlines)
        #expect(model.presentation.showsRedlines)
        // The text size opens the palette on the twelve sizes.
        try click(.textSizes)
        #expect(model.commandPaletteQuery == "Text size")
        model.handleKey("escape", modifiers: [])
        // The device opens its menu above the status bar, inside the window.
        try click(.device)
        let menu = try #require(model.deviceMenuFrame)
        #expect(menu.maxY <= 700 - 32 && menu.minY >= 0)
    }

    /// The status bar's Audit toggle gives key U's command and, while on, says how many findings
    /// it marks: a 40-point swatch is one small target (40 < 44), "Audit 1".
    @Test func theAuditToggleSaysHowManyFindings() throws {
        let model = try SceneTestSupport.model(sceneText: AuditSceneTexts.flow(width: 40, height: 40, items: [AuditSceneTexts.swatch("a")]),
                                               size: Size(width: 1024, height: 700))
        func audit() throws -> ToolbarControl { try #require(model.toolbarControls.first { $0.action == .audit }) }
        #expect(try audit().label == "Audit")
        #expect(try !audit().isOn)
        let frame = try audit().frame
        model.handle(.pointerDown(Point(x: frame.midX, y: frame.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: frame.midX, y: frame.midY)))
        #expect(model.showsAudit)
        #expect(try audit().label == "Audit 1")
        #expect(try audit().isOn)
        // On the bar beside Redlines, overlapping nothing.
        let bottom = model.toolbarControls.filter { $0.placement == .statusBar }
        for (left, right) in zip(bottom, bottom.dropFirst()) { #expect(left.frame.maxX <= right.frame.minX, "\(left.action) \(right.action)") }
        // Key U is the same command: off again.
        model.handleKey("u", modifiers: [])
        #expect(!model.showsAudit)
        #expect(try audit().label == "Audit")
    }

    /// Narrower, the Audit toggle is on the status bar only where it fits before Screenshot, else
    /// in the "⋯" menu after Redlines' place (in order); never overlapping, never twice.
    @Test(arguments: [640, 760, 900])
    func theAuditToggleFitsOrGoesIntoTheMenu(width: Int) throws {
        let model = try model(width: width)
        let bottom = model.toolbarControls.filter { $0.placement == .statusBar }
        let onBar = bottom.filter { $0.action == .audit }, inMenu = model.overflowControls.filter { $0.action == .audit }
        #expect(onBar.count + inMenu.count == 1)
        for (left, right) in zip(bottom, bottom.dropFirst()) { #expect(left.frame.maxX <= right.frame.minX, "\(left.action) \(right.action)") }
        if !inMenu.isEmpty {
            // What follows it in the bar's order (Slow) is in the menu too, after it.
            let menu = model.overflowControls.map(\.action)
            #expect(menu.firstIndex(of: .audit).map { $0 < (menu.firstIndex(of: .slowAnimations) ?? -1) } == true)
        }
    }
}
