import UIKit

// The app's side, written for the playground's tests (not part of the library): tags of fixed widths, 30 high,
// 8 apart, centred on their lines, sized by the view controller as the app's flow-layout delegate.
class TagsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [120, 200, 90, 150, 60]

    func createLayout() -> UICollectionViewLayout {
        let layout = CollectionViewCenteredFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: widths[indexPath.item % widths.count], height: 30)
    }
}
