import UIKit

// The app's side, written for the playground's tests (not part of the library): the library's own
// `GlidingCollection.setupCollectionView()` setup of its layout — cards of `GlidingConfig.shared.cardsSize`
// (65 % of the screen's width, 45 % of its height), 30 apart, scrolling sideways, inset 30 at the leading edge
// and at the trailing edge what is left of the screen's width — in a view controller's `createLayout()`.
class GlidingViewController: UIViewController {
    let config = GlidingConfig.shared

    func createLayout() -> UICollectionViewLayout {
        let layout = GlidingLayout()
        layout.itemSize = config.cardsSize
        layout.minimumLineSpacing = config.cardsSpacing
        layout.scrollDirection = .horizontal
        let insets = config.sideInsets
        let rightInset = UIScreen.main.bounds.width - config.cardsSize.width - insets.left
        layout.sectionInset = UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: rightInset)
        return layout
    }
}
