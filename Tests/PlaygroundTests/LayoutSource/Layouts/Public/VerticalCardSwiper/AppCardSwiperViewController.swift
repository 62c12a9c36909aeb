import UIKit

// The app's side, written for the playground's tests (not part of the library): what the library's own
// `VerticalCardSwiper` view does with its flow layout — cards the view's width less 2 × 20 by its height less
// 40 + 50 + 40, 40 apart, the first card's scale step 0.05 — with the card height handed to the layout as the
// view's `sizeForItemAt` hands it.
class CardSwiperViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    func createLayout() -> UICollectionViewLayout {
        let layout = VerticalCardSwiperFlowLayout()
        layout.firstItemTransform = 0.05
        layout.minimumLineSpacing = 40
        layout.isPagingEnabled = true
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let size = CGSize(width: collectionView.frame.width - 2 * 20, height: collectionView.frame.height - (40 + 50 + 40))
        (collectionViewLayout as? VerticalCardSwiperFlowLayout)?.cellHeight = size.height
        return size
    }
}
