import Testing
@_spi(Playground) import UIKit

/// Fonts made by Dynamic Type's API are at the app's text size — the hosted collection view's, as the host sets its
/// traits — or at the traits they are made for, as on iOS. Sizes from Apple's Dynamic Type table (Human Interface
/// Guidelines, "Typography"): body 14 points at xS, 17 at L, 53 at AX5; footnote 12, 13 and 44.
@MainActor
@Suite struct DynamicTypeFontTests {
    /// A hosted collection view whose traits say `category`, as the host sets them.
    private func hostedView(at category: UIContentSizeCategory) -> UICollectionView {
        let view = host(UICollectionViewFlowLayout(), width: 400, counts: [1])
        view.setTraitCollection(UITraitCollection(preferredContentSizeCategory: category))
        return view
    }

    @Test func aPreferredFontIsAtTheAppsTextSize() {
        let view = hostedView(at: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 44)
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        view.setTraitCollection(UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        // A new collection view (the app's interface now) without a text size is at the default, large.
        _ = host(UICollectionViewFlowLayout(), width: 400, counts: [1])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func aFontMadeForTraitsIsAtTheirTextSize() {
        _ = hostedView(at: .large)
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    }

    @Test func fontMetricsScaleLengthsAndFontsAsTheStylesText() {
        _ = hostedView(at: .accessibilityExtraExtraExtraLarge)
        // 44 points at L scale as body text does, 17 → 53: 44 × 53 / 17.
        #expect(same(UIFontMetrics.default.scaledValue(for: 44), 44 * 53 / 17))
        #expect(same(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13), 44))
        let xS = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(same(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xS), 28))
        // A 20-point font scaled as body: 20 × 53 / 17 at the app's size, 20 × 14 / 17 for xS's traits.
        #expect(same(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20)).pointSize, 20 * 53 / 17))
        #expect(same(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: xS).pointSize, 20 * 14 / 17))
    }

    @Test func aLabelKeepsItsFontsSizeUnlessItAdjustsIt() {
        // Without a measurer the label's estimate answers: lines 1.2 × the point size, rounded up.
        _ = hostedView(at: .accessibilityExtraExtraExtraLarge)
        let label = UILabel()
        label.text = "Hg"
        label.font = .preferredFont(forTextStyle: .body)
        // Made at AX5 (53 points): one line of 63.6, rounded up to 64.
        #expect(label.systemLayoutSizeFitting(.zero).height == 64)
        #expect(label.font.lineHeight == 64)
        // Adjusting, it follows its own traits: the default L, 17 points, a line of 20.4 → 21.
        label.adjustsFontForContentSizeCategory = true
        #expect(label.systemLayoutSizeFitting(.zero).height == 21)
    }
}
