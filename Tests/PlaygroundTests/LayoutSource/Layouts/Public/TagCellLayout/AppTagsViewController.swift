import UIKit

// The app's side, written for the playground's tests (not part of the library): tags of fixed widths, 30 high,
// centred on their rows, sized by the view controller as the layout's delegate.
class TagsViewController: UIViewController, TagCellLayoutDelegate {
    let widths: [CGFloat] = [120, 200, 90, 150, 60]

    func createLayout() -> UICollectionViewLayout {
        TagCellLayout(alignment: .center, delegate: self)
    }

    func tagCellLayoutTagSize(layout: TagCellLayout, atIndex index: Int) -> CGSize {
        CGSize(width: widths[index % widths.count], height: 30)
    }
}
