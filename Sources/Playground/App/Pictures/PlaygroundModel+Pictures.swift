import CardDrawing
import CollectionLayout
import CollectionView
import Pictures
import SceneFormat

/// Pictures seen from the app: the decode each cell needs, arrivals taken each frame, the fade,
/// and headless captures that wait for every picture on screen.
extension PlaygroundModel {
    /// The decode the cell at `indexPath` will show (nil: no picture, or one that cannot be read).
    func pictureKey(at indexPath: IndexPath) -> PictureKey? {
        guard let itemID = collectionView.data.itemID(at: indexPath), let item = data.content.item(itemID), item.shownStyle != .text,
              let attributes = collectionView.layout.layoutAttributesForItem(at: indexPath) else { return nil }
        return cells.painter.pictureKey(for: item, cellSize: attributes.size)
    }

    /// Takes the pictures decoded since the last turn (the window's loop): true when any arrived,
    /// and the cells that show them are drawn again.
    public func takePictureArrivals() -> Bool {
        guard cells.pictures.collectArrivals(at: time) else { return false }
        collectionView.cellContentsChanged()
        variantPicturesArrived()
        return true
    }

    /// After a window's frame is drawn: decodes for cells no longer on screen (nor prefetched)
    /// are cancelled.
    public func endPictureFrame() {
        guard cells.pictures.hasPendingRequests else { return }
        // While the panes of Variants show, theirs are what is on screen.
        cells.pictures.keepOnly(variantPanes == nil ? pictureKeysOnScreen : variantPictureKeysOnScreen)
    }

    /// The decodes of the cells in view.
    public var pictureKeysOnScreen: Set<PictureKey> {
        var onScreen = Set<PictureKey>()
        for attributes in collectionView.layout.layoutAttributesForElements(in: collectionView.bounds) where attributes.category == .cell {
            if let key = pictureKey(at: attributes.indexPath) { onScreen.insert(key) }
        }
        return onScreen
    }

    /// Draws every picture from `store`, shared with other models (the audit's variants: each
    /// picture decoded once per audit at each size the variants need).
    package func sharePictures(_ store: PictureStore) {
        cells.share(store)
    }

    /// Decodes this model's pictures through the freedesktop thumbnail cache `cache` (nil: from
    /// their files): the window (`run`) alone does, so that headless captures stay the same
    /// bytes whatever the cache holds. Models opened or reloaded from this one keep it.
    public func useThumbnails(_ cache: ThumbnailCache?) { cells.pictures.useThumbnails(cache) }

    /// The thumbnail cache this model's pictures are decoded through (nil: none).
    public var thumbnails: ThumbnailCache? { cells.pictures.thumbnails }

    /// Shows each photo's embedded EXIF thumbnail in its place until its decode arrives: the
    /// window (`run`) alone does, so that headless captures show whole decodes only. Models
    /// opened or reloaded from this one keep it.
    public func usePicturePreviews(_ on: Bool) { cells.pictures.usePreviews(on) }

    /// Whether this model's pictures show their previews before their decodes.
    public var showsPicturePreviews: Bool { cells.pictures.showsPreviews }

    /// How many pictures of the cells in view have not arrived (nor failed) yet (a preview
    /// shown in a picture's place does not count as its arrival).
    public var picturesPendingOnScreen: Int {
        pictureKeysOnScreen.count { key in
            switch cells.pictures.state(of: key, request: false) {
            case .pending, .preview: return true
            case .loaded, .failed: return false
            }
        }
    }

    /// Whether pictures are being decoded (the window polls for them).
    public var hasPicturesOnTheWay: Bool { cells.pictures.hasPendingRequests }

    /// Whether a picture is fading in over its placeholder now.
    var isFadingPictures: Bool { cells.pictures.isFading(at: time) }

    /// Every picture the frame shows, decoded and shown whole (`shot`, `dump`, `gallery`,
    /// `sheet`): the frame is drawn once so that its cells ask for their pictures, then the
    /// decodes are waited for — the same pixels every run.
    public func settlePictures() {
        guard data.content.sections.contains(where: { $0.items.contains { $0.picture != nil } }) else { return }
        _ = drawList()
        guard cells.pictures.hasPendingRequests else { return }
        cells.pictures.waitForAll()
        collectionView.cellContentsChanged()
        variantPicturesArrived()
    }
}

extension CardPainter {
    /// The decode a cell of `cellSize` showing `item` draws (its picture area at the pixel scale).
    func pictureKey(for item: SceneItem, cellSize: Size) -> PictureKey? {
        guard let picture = item.picture else { return nil }
        if drawsRows {
            // A grid row's artwork: the thumbnail's square (`GridRowContent`).
            guard item.shownStyle == .thumbnail else { return nil }
            let side = min(PictureCardLayout.thumbnailSide(for: category), max(0, cellSize.width / 3))
            return PictureStore.key(for: picture, area: Size(width: side, height: side), scale: pixelScale)
        }
        let layout = pictureLayout(for: item, size: cellSize)
        return PictureStore.key(for: picture, area: layout.pictureArea.size, scale: pixelScale)
    }
}
