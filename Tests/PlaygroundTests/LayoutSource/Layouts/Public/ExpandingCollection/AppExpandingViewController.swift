import UIKit

// The app's side, written for the playground's tests (not part of the library): the README's item size.
class DemoViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        PageCollectionLayout(itemSize: CGSize(width: 256, height: 460))
    }
}
