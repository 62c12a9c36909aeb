import Testing
@_spi(Playground) import UIKit

/// The display scale a layout reads from its traits (`displayScale`) and the screen (`UIScreen.main`).
@MainActor
@Suite struct DisplayScaleTests {
    @Test func aTraitCollectionCarriesTheScaleItWasGiven() {
        #expect(UITraitCollection().displayScale == 0)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        // Combined, the last collection that specifies it wins; one that does not leaves it.
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(displayScale: 3),
                                                      UITraitCollection(horizontalSizeClass: .compact)])
        #expect(combined.displayScale == 3 && combined.horizontalSizeClass == .compact)
    }

    @Test func theScreenReportsWhatTheHostShows() {
        UIScreen.main.setShown(size: CGSize(width: 393, height: 852), scale: 3)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
    }
}
