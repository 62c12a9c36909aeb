import UIKit

// The app's side, written for the playground's tests (not part of the library): the README's setup — pages
// scrolling sideways, the linear-card animator.
class CardsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = AnimatedCollectionViewLayout()
        layout.animator = LinearCardAttributesAnimator()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 400, height: 600)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }
}
