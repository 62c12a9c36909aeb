import UIKit

// The app's side, written for the playground's tests (not part of the library): the grid of the library's
// example — cells 120 high in three columns, switching to a list of cells 60 high.
class UsersViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        DisplaySwitchLayout(staticCellHeight: 120, nextLayoutStaticCellHeight: 60, layoutState: .grid)
    }
}
