import AppSupport
import CollectionLayout
@testable import Playground
import SceneFormat
import Testing
import Typography

/// The custom layouts' card sizes grow with the text in proportion to the body style (17 pt at L,
/// 53 pt at AX5, Apple's table) and never outgrow 60% of the viewport's width or 80% of its height;
/// the numbers below are worked out by hand from those rules.
@MainActor @Suite struct LayoutFactoryTests {
    private func factory(_ category: ContentSizeCategory, viewport: Size, scene: String = #"{"sections": []}"#) throws -> LayoutFactory {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        try fonts.loadAll()
        let decoded = try SceneDecoder.decode(scene, file: "s.json")
        return LayoutFactory(settings: decoded.layout, parameters: decoded.layout.parameters, category: category,
                             viewport: viewport, fonts: fonts, measurer: fonts.makeMeasurer())
    }

    @Test func atLTheCirclesCardsAreTheirBaseSize() throws {
        let circle = try factory(.L, viewport: Size(width: 1280, height: 800)).circleLayout(raisedItems: [])
        // 96 at L; a ring card is at most 800 / 4.5 = 177.8, so 96 stands.
        #expect(circle.itemSize == Size(width: 96, height: 96))
        #expect(circle.raisedItemSize == Size(width: 180, height: 130))
        #expect(circle.selfSizing)
    }

    @Test func atAX5TheyGrowByFiftyThreeSeventeenthsWithinTheViewport() throws {
        let circle = try factory(.AX5, viewport: Size(width: 1280, height: 800)).circleLayout(raisedItems: [IndexPath(item: 2, section: 0)])
        // 53 / 17 = 3.118 (under the caps 1280 × 0.6 / 180 = 4.27 and 800 × 0.8 / 130 = 4.92):
        // 180 × 3.118 = 561.2 and 130 × 3.118 = 405.3. The ring's card would be 96 × 3.118 = 299,
        // held to 800 / 4.5 = 177.8, rounded 178.
        #expect(circle.raisedItemSize == Size(width: 561, height: 405))
        #expect(circle.itemSize == Size(width: 178, height: 178))
        #expect(circle.raisedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func aSmallViewportHoldsThemToSixtyPercentOfItsWidth() throws {
        let circle = try factory(.AX5, viewport: Size(width: 320, height: 480)).circleLayout(raisedItems: [])
        // 320 × 0.6 / 180 = 1.067 is the smallest factor: 192 × 138.7, rounded 192 × 139. The ring's
        // card: 320 / 4.5 = 71.1, rounded 71 (over the 70-point floor).
        #expect(circle.raisedItemSize == Size(width: 192, height: 139))
        #expect(circle.itemSize == Size(width: 71, height: 71))
    }

    @Test func theScenesOwnSizesStandAndTurnSelfSizingOff() throws {
        let scene = #"{"layout": {"circle": {"itemSize": {"width": 50, "height": 40}}, "stacked": {"itemSize": {"width": 120, "height": 90}}}, "sections": []}"#
        let factory = try factory(.AX5, viewport: Size(width: 1280, height: 800), scene: scene)
        let circle = factory.circleLayout(raisedItems: [])
        #expect(circle.itemSize == Size(width: 50, height: 40) && !circle.selfSizing)
        let stacked = factory.stackedLayout()
        #expect(stacked.itemSize == Size(width: 120, height: 90) && !stacked.selfSizing)
        // Without one, the stacked card is 180 × 200 grown by 53 / 17 (under the caps 4.27 and 3.2): 561 × 624.
        #expect(try self.factory(.AX5, viewport: Size(width: 1280, height: 800)).stackedLayout().itemSize == Size(width: 561, height: 624))
    }
}
