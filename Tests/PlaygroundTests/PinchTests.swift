import AppInput
import CollectionLayout
import CollectionView
import Foundation
import Testing
@testable import Playground

/// Pinching in each layout, through scripts as a user's fingers would.
@MainActor @Suite struct PinchTests {
    private func model(layout: LayoutChoice, actions: String, at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(layout: layout, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [actions], at: at)
    }

    private func pinch(_ x: Double, _ y: Double, _ scale: Double, _ phase: String, at time: Double) -> String {
        #"{"at": \#(time), "do": "pinch", "x": \#(x), "y": \#(y), "scale": \#(scale), "phase": "\#(phase)"}"#
    }

    @Test func aCellInTheFlowFollowsTheFingersThenSpringsBack() throws {
        let holding = try model(layout: .kind(.flow), actions: [pinch(150, 150, 1, "began", at: 0), pinch(300, 400, 1.6, "changed", at: 0.1)].joined(separator: ","), at: 0.1)
        let held = try #require(holding.collectionView.presentationElements().last)
        #expect(held.attributes.transform3D == .scale(x: 1.6, y: 1.6, z: 1))
        #expect(held.attributes.center == holding.contentPoint(forWindowPoint: Point(x: 300, y: 400)))
        let released = try model(layout: .kind(.flow), actions: [pinch(150, 150, 1, "began", at: 0), pinch(300, 400, 1.6, "changed", at: 0.1),
                                                            pinch(300, 400, 1.6, "ended", at: 0.2)].joined(separator: ","))
        #expect(released.collectionView.presentationElements().allSatisfy { $0.attributes.transform3D.isIdentity })
    }

    @Test func pinchingTheCircleChangesItsRadius() throws {
        let model = try model(layout: .kind(.circle), actions: [pinch(500, 400, 1, "began", at: 0), pinch(500, 400, 0.5, "changed", at: 0.1),
                                                          pinch(500, 400, 0.5, "ended", at: 0.2)].joined(separator: ","))
        let circle = try #require(model.collectionView.layout as? CircleLayout)
        #expect(circle.effectiveRadius == 680.0 / 2.5 * 0.5)
    }

    @Test func pinchingAPileSpreadsItThenOpensItIntoTheFlow() throws {
        let spread = try model(layout: .kind(.stacked), actions: [pinch(200, 245, 1, "began", at: 0), pinch(200, 245, 1.5, "changed", at: 0.1)].joined(separator: ","), at: 0.1)
        let stacked = try #require(spread.collectionView.layout as? StackedLayout)
        #expect(stacked.spreadSection == 0)
        // Worked by hand: the fingers at (200, 245) in the window are at (200, 245 − 56) = (200, 189)
        // in the content (under the 56-point toolbar, not scrolled). Scale 1.5 spreads the cards
        // (1.5 − 1) × 140 = 70 points from there (the playground spreads 140 points per unit of
        // scale): the first card at the fingers, the others of the fan of eight an eighth of a
        // turn apart clockwise from straight up; √2/2 × 70 = 49.4975….
        let diagonal = 2.0.squareRoot() / 2 * 70
        let expected: [Int: Point] = [
            0: Point(x: 200, y: 189),
            1: Point(x: 200 + diagonal, y: 189 - diagonal),
            2: Point(x: 270, y: 189),
            4: Point(x: 200, y: 259),
            6: Point(x: 130, y: 189),
        ]
        for (item, point) in expected {
            let card = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(abs(card.center.x - point.x) < 1e-9 && abs(card.center.y - point.y) < 1e-9, "card \(item) at \(card.center)")
        }

        let opening = try model(layout: .kind(.stacked), actions: [pinch(200, 245, 1, "began", at: 0), pinch(200, 245, 2.4, "changed", at: 0.1)].joined(separator: ","), at: 0.1)
        // Past 1.8 the pile opens, full at 3.0 (docs/layouts.md): scale 2.4 is (2.4 − 1.8) / (3.0 − 1.8) = 0.5 of the way.
        #expect(abs((opening.collectionView.interactiveTransition?.transitionProgress ?? -1) - 0.5) < 1e-9)

        let opened = try model(layout: .kind(.stacked), actions: [pinch(200, 245, 1, "began", at: 0), pinch(200, 245, 2.4, "changed", at: 0.1),
                                                            pinch(200, 245, 2.4, "ended", at: 0.2)].joined(separator: ","))
        #expect(opened.presentation.layoutKind == .flow)
        #expect(opened.collectionView.layout is FlowLayout)

        let cancelled = try model(layout: .kind(.stacked), actions: [pinch(200, 245, 1, "began", at: 0), pinch(200, 245, 1.85, "changed", at: 0.1),
                                                               pinch(200, 245, 1.85, "ended", at: 0.2)].joined(separator: ","))
        #expect(cancelled.presentation.layoutKind == .stacked)
        #expect(cancelled.collectionView.layout is StackedLayout)
    }
}

/// Reordering by dragging, through scripts as a user's hands would.
@MainActor @Suite struct DragReorderTests {
    private func model(_ actions: String, at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [actions], at: at)
    }

    @Test func theLiftedCellIsDrawnLast() throws {
        let model = try model(#"{"at": 0, "do": "drag", "from": {"x": 160, "y": 180}, "to": {"x": 850, "y": 180}, "duration": 0.5, "hold": 0.5}"#, at: 0.8)
        let commands = model.drawList().commands
        let lastTransformed = try #require(commands.lastIndex { if case .transformed = $0 { true } else { false } })
        // After the lifted card only the toolbar is drawn (its fills and labels come last).
        let toolbarStart = try #require(commands.firstIndex { if case .fill(let rect, _, _) = $0 { rect.minY == 0 && rect.height == 56 } else { false } })
        #expect(lastTransformed < toolbarStart)
        #expect(commands[lastTransformed + 1 ..< toolbarStart].allSatisfy { if case .popClip = $0 { true } else { false } })
    }
}
