import CollectionLayout
import CollectionView
import Pictures

/// The collection view's prefetching data source (`UICollectionViewDataSourcePrefetching`):
/// the pictures of the items about to appear start decoding at the size their cells will show
/// them, and those whose items will not appear after all are cancelled.
@MainActor
final class PicturePrefetcher: CollectionViewDataSourcePrefetching {
    /// The model whose cells the pictures are for.
    weak var model: PlaygroundModel?
    /// What each prefetched item asked for, to cancel it.
    private var requests: [IndexPath: PictureKey] = [:]

    nonisolated func collectionView(_ view: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        MainActor.assumeIsolated {
            guard let model else { return }
            for indexPath in indexPaths {
                guard let key = model.pictureKey(at: indexPath) else { continue }
                requests[indexPath] = key
                model.cells.pictures.prefetch(key)
            }
        }
    }

    nonisolated func collectionView(_ view: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        MainActor.assumeIsolated {
            guard let model else { return }
            for indexPath in indexPaths {
                guard let key = requests.removeValue(forKey: indexPath) else { continue }
                model.cells.pictures.cancelPrefetch(key)
            }
        }
    }
}
