import Foundation
internal import CollectionLayout

/// What the layout engine's layouts (behind the flow and compositional layouts) read of a collection view.
@preconcurrency @MainActor
final class CollectionViewLayoutContext: @preconcurrency LayoutContext {
    /// The collection view read.
    private weak var collectionView: UICollectionView?

    /// A context reading a collection view.
    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// The visible bounds: the content offset and the view's size.
    var bounds: Rect { collectionView?.bounds.engine ?? .zero }

    /// The collection view's number of sections.
    var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }

    /// The collection view's number of items in a section.
    func numberOfItems(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    /// The content inset plus the safe area.
    var adjustedContentInset: EdgeInsets { collectionView?.adjustedContentInset.engine ?? .zero }

    /// The safe area's insets.
    var safeAreaInsets: EdgeInsets { collectionView?.safeAreaInsets.engine ?? .zero }

    /// The layout margins, the safe area included.
    var layoutMargins: EdgeInsets { collectionView?.layoutMargins.engine ?? .zero }

    /// The trait collection's horizontal size class.
    var horizontalSizeClass: UserInterfaceSizeClass { collectionView?.traitCollection.horizontalSizeClass.engine ?? .regular }

    /// The trait collection's vertical size class.
    var verticalSizeClass: UserInterfaceSizeClass { collectionView?.traitCollection.verticalSizeClass.engine ?? .regular }
}
