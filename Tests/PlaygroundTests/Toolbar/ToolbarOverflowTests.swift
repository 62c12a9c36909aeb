import CollectionLayout
import Testing
@testable import Playground

/// The toolbar from 800 points up: what does not fit goes into the "⋯" menu, in order, and the
/// Screenshot button always keeps its place at the right end.
@MainActor @Suite(.serialized) struct ToolbarOverflowTests {
    /// Every control the grid's toolbar has (no device chosen), written out in order by hand.
    static let gridActions: [ToolbarAction] = [
        .layout(.flow), .layout(.stacked), .layout(.circle), .layout(.coverflow), .layout(.compositional), .layout(.grid), .layout(.line),
        .textSize, .edit, .add, .delete, .shuffle, .reset, .slowAnimations, .debugOverlay, .darkAppearance, .rightToLeft,
        .device, .selectionMode, .inspector, .screenshot,
    ]

    private func model(width: Int) throws -> PlaygroundModel {
        try ViewOptions(layout: "grid", size: "\(width)x600", fontsDirectory: TestPaths.fonts).makeModel()
    }

    @Test(arguments: [800, 1024, 1280, 1440, 1920])
    func everyControlIsOnTheBarOrInTheMenuAndScreenshotIsAlwaysThere(width: Int) throws {
        let model = try model(width: width)
        let bar = model.toolbarControls, overflow = model.overflowControls
        let screenshot = try #require(bar.first { $0.action == .screenshot })
        // At the right end: 12 points from the window's edge.
        #expect(screenshot.frame.maxX == Double(width) - 12)
        // Nothing overlaps and nothing leaves the window.
        for (left, right) in zip(bar, bar.dropFirst()) { #expect(left.frame.maxX <= right.frame.minX) }
        #expect(bar.allSatisfy { $0.frame.maxX <= Double(width) - 12 })
        // Every control once, in order: the bar's (less "⋯" and Screenshot), then the menu's, then Screenshot.
        let onBar = bar.map(\.action).filter { $0 != .more && $0 != .screenshot }
        #expect(onBar + overflow.map(\.action) + [.screenshot] == Self.gridActions)
        // "⋯" exactly when something overflows.
        #expect(bar.contains { $0.action == .more } == !overflow.isEmpty)
    }

    @Test func aWideWindowHasNoMenuAndANarrowOneListsTheRest() throws {
        #expect(try model(width: 1920).overflowControls.isEmpty)
        let narrow = try model(width: 800)
        #expect(narrow.overflowControls.count >= 5)
        // The layout segments and the text size always stay on the bar.
        #expect(narrow.toolbarControls.filter { if case .layout = $0.action { true } else { false } }.count == LayoutKind.allCases.count)
        #expect(narrow.toolbarControls.contains { $0.action == .textSize })
    }

    @Test func aClickOnAMenuRowDoesWhatTheControlDoes() throws {
        let model = try model(width: 1024)
        let more = try #require(model.toolbarControls.first { $0.action == .more })
        model.handle(.pointerDown(Point(x: more.frame.midX, y: more.frame.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: more.frame.midX, y: more.frame.midY)))
        #expect(model.isOverflowMenuOpen)
        let frame = try #require(model.overflowMenuFrame)
        let row = try #require(model.overflowControls.firstIndex { $0.action == .darkAppearance })
        let point = Point(x: frame.midX, y: frame.minY + 4 + (Double(row) + 0.5) * PopupMenu.rowHeight)
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
        #expect(!model.isOverflowMenuOpen)
        #expect(model.appearance == .dark)
        // Escape closes the menu without doing anything.
        model.perform(.more)
        model.handleKey("escape", modifiers: [])
        #expect(!model.isOverflowMenuOpen)
    }
}
