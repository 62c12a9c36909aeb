import CollectionLayout
import CollectionView
import Foundation
import Testing
@testable import Playground

/// Keys and the wheel in the app, played by scripts on the simulated clock: cover flow comes to
/// rest with a card centred, an arrow steps exactly one card, a vertical wheel scrolls it.
@MainActor @Suite(.serialized) struct ScrollInputTests {
    private func model(_ actions: [String], layout: LayoutChoice = .kind(.coverflow), at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(layout: layout, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: actions, at: at)
    }

    /// How many cards from the first one the centred card is, after checking that exactly one
    /// card is drawn flat and that its centre is the viewport's centre.
    private func centredCard(_ model: PlaygroundModel) throws -> Int {
        let view = model.collectionView
        let spacing = try #require(view.layout as? CoverFlowLayout).spacing
        #expect(!view.isAnimating)
        let flat = view.presentationElements().filter { $0.attributes.transform3D.isIdentity }
        #expect(flat.count == 1)
        #expect(abs((flat.first?.attributes.center.x ?? -1) - view.bounds.midX) < 1e-6)
        let steps = view.contentOffset.x / spacing
        #expect(abs(steps - steps.rounded()) < 1e-9)
        return Int(steps.rounded())
    }

    private func key(_ name: String, at time: Double) -> String {
        #"{"at": \#(time), "do": "key", "key": "\#(name)"}"#
    }

    @Test func anArrowStepsExactlyOneCard() throws {
        #expect(try centredCard(model([key("Right", at: 0)])) == 1)
        #expect(try centredCard(model([key("Right", at: 0), key("Right", at: 1), key("Left", at: 2)])) == 1)
        #expect(try centredCard(model([key("Down", at: 0), key("Down", at: 1)])) == 2)
        #expect(try centredCard(model([key("Right", at: 0), key("Right", at: 1), key("Up", at: 2)])) == 1)
    }

    @Test func endAndHomeGoToTheLastAndFirstCards() throws {
        let end = try model([key("End", at: 0)])
        let count = end.collectionView.data.sections.reduce(0) { $0 + $1.itemIDs.count }
        #expect(try centredCard(end) == count - 1)
        #expect(try centredCard(model([key("End", at: 0), key("Home", at: 1)])) == 0)
    }

    @Test func aVerticalWheelScrollsCoverFlowAndRestsOnACard() throws {
        let wheel = #"{"at": 0, "do": "wheel", "dx": 0, "dy": 40}"#
        // Before the idle interval (0.1 s) the content is exactly where the wheel put it.
        let early = try model([wheel], at: 0.05)
        #expect(early.collectionView.contentOffset == Point(x: 40, y: 0))
        #expect(try centredCard(model([wheel])) == 1)
    }

    @Test func aFlowKeyStepGlidesAndRestsWhereItWasSent() throws {
        let model = try model([key("Down", at: 0)], layout: .kind(.flow), at: 0.1)
        let midway = model.collectionView.contentOffset.y
        #expect(midway > 0 && midway < 40)
        let settled = try self.model([key("Down", at: 0)], layout: .kind(.flow))
        #expect(settled.collectionView.contentOffset.y == 40)
    }
}
