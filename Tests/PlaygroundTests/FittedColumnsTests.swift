import CollectionLayout
import Testing
import Typography
@testable import Playground

/// The built-in scene fills its window: as many columns of at least 280 points as fit, sharing
/// the width (insets 16 + 16, spacing 12), and they follow a resize.
@MainActor @Suite(.serialized) struct FittedColumnsTests {
    @Test func theBuiltInSceneFillsEightHundredTenTwentyFourAndFourteenFortyPoints() throws {
        let model = try ViewOptions(size: "800x600", fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        func widths() -> Set<Double> {
            Set((0..<8).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width })
        }
        func lefts() -> Set<Double> {
            Set((0..<8).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX.rounded() })
        }
        // 800: 768 points inside the insets; (768 + 12) / (280 + 12) = 2.67, so 2 columns of (768 − 12) / 2 = 378.
        #expect(widths() == Set<Double>([378]))
        #expect(lefts() == Set<Double>([16, 16 + 378 + 12]))
        // 1024: 992; (992 + 12) / 292 = 3.44: 3 columns of (992 − 24) / 3 = 322.67, rounded down to 322.
        model.resize(to: Size(width: 1024, height: 600))
        #expect(widths() == Set<Double>([322]))
        // 1440: 1408; (1408 + 12) / 292 = 4.86: 4 columns of (1408 − 36) / 4 = 343.
        model.resize(to: Size(width: 1440, height: 600))
        #expect(widths() == Set<Double>([343]))
        #expect(lefts().count == 4)
    }
}
