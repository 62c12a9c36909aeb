import UIKit

// The app's side, written for the playground's tests (not part of the library): the README's setup of a
// carousel — cards 200 × 300, scrolling sideways — in a view controller's `createLayout()`.
class CarouselViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UPCarouselFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.scrollDirection = .horizontal
        return layout
    }
}
