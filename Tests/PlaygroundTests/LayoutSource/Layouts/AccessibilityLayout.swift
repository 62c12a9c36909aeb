import UIKit

// A layout that reads the accessibility settings the scene is shown under: one cell, 100 points wide (200 when
// its traits' `legibilityWeight` is bold: Bold Text) and 40 high (80 when their `accessibilityContrast` is high:
// Increase Contrast), at y 10 and at x 10 plus 1 for `UIAccessibility.isBoldTextEnabled`, 2 for
// `isDarkerSystemColorsEnabled`, 4 for `isReduceMotionEnabled`, 8 for `isReduceTransparencyEnabled` and 16 for
// `shouldDifferentiateWithoutColor`.

class AccessibilityLayout: UICollectionViewLayout {
    private var frame = CGRect.zero

    override func prepare() {
        super.prepare()
        let traits = collectionView!.traitCollection
        var x: CGFloat = 10
        if UIAccessibility.isBoldTextEnabled { x += 1 }
        if UIAccessibility.isDarkerSystemColorsEnabled { x += 2 }
        if UIAccessibility.isReduceMotionEnabled { x += 4 }
        if UIAccessibility.isReduceTransparencyEnabled { x += 8 }
        if UIAccessibility.shouldDifferentiateWithoutColor { x += 16 }
        frame = CGRect(x: x, y: 10, width: traits.legibilityWeight == .bold ? 200 : 100,
                       height: traits.accessibilityContrast == .high ? 80 : 40)
    }

    override var collectionViewContentSize: CGSize { collectionView!.bounds.size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = frame
        return [cell]
    }
}
