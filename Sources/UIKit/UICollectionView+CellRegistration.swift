import Foundation

extension UICollectionView {
    /// How a data source makes and configures a kind of cell for an item (iOS 14), as UIKit's
    /// `UICollectionView.CellRegistration`: here it keeps the handler, which configures a cell.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// What configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// The handler.
        public let handler: Handler

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }
}
