import UIKit

// The app's side, written for the playground's tests (not part of the library): tags of fixed widths, 30 high,
// aligned to the leading edge and the top of their line, answered by the view controller as the app's delegate.
class TagsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [120, 200, 90, 150, 60]

    func createLayout() -> UICollectionViewLayout {
        let layout = AlignedCollectionViewFlowLayout(horizontalAlignment: .left, verticalAlignment: .top)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: widths[indexPath.item % widths.count], height: indexPath.item == 1 ? 44 : 30)
    }
}
