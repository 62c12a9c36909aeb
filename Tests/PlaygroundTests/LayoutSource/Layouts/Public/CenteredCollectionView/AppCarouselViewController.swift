import UIKit

// The app's side, written for the playground's tests (not part of the library): the README's setup — cards
// 300 × 400, 20 apart, the layout's own sideways scrolling.
class CarouselViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = CenteredCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 400)
        layout.minimumLineSpacing = 20
        return layout
    }
}
