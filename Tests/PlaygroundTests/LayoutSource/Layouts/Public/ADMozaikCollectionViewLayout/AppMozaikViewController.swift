import UIKit

// The app's side, written for the playground's tests (not part of the library): a mosaic of four columns 100
// wide and rows 100 high, the first item two columns by two rows and every other one cell, answered by the view
// controller as the layout's delegate.
class MozaikViewController: UIViewController, ADMozaikLayoutDelegate {
    func createLayout() -> UICollectionViewLayout {
        ADMozaikLayout(delegate: self)
    }

    func collectionView(_ collectionView: UICollectionView, mozaik layout: ADMozaikLayout, mozaikSizeForItemAt indexPath: IndexPath) -> ADMozaikLayoutSize {
        indexPath.item == 0 ? ADMozaikLayoutSize(numberOfColumns: 2, numberOfRows: 2) : ADMozaikLayoutSize(numberOfColumns: 1, numberOfRows: 1)
    }

    func collectonView(_ collectionView: UICollectionView, mozaik layoyt: ADMozaikLayout, geometryInfoFor section: ADMozaikLayoutSection) -> ADMozaikLayoutSectionGeometryInfo {
        ADMozaikLayoutSectionGeometryInfo(rowHeight: 100, columns: Array(repeating: ADMozaikLayoutColumn(width: 100), count: 4))
    }
}
