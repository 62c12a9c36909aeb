import AppSupport
import CollectionLayout
import Foundation
import SceneFormat
import Typography

/// The model made again for a scene read again (`WatchSession`, `--watch`), showing it as this one shows its own.
extension PlaygroundModel {
    /// A model showing `scene` as this one shows its own: same layout, text size, window size,
    /// scroll position, screenshot writer and toggles.
    func reloaded(with scene: Scene) throws -> PlaygroundModel {
        let model = try PlaygroundModel(scene: scene, fonts: fonts, layout: presentation.layoutKind, category: presentation.category,
                                        windowSize: presentation.windowSize, showsChrome: presentation.showsChrome)
        model.host.screenshotWriter = host.screenshotWriter
        model.useThumbnails(thumbnails)
        model.usePicturePreviews(showsPicturePreviews)
        model.swiftWriter = swiftWriter
        model.setShowsDebugOverlay(presentation.showsDebugOverlay)
        model.collectionView.slowAnimations = collectionView.slowAnimations
        model.document.setBuiltIn(document.isBuiltInScene)
        if chrome.inspector.isOpen { model.setInspectorOpen(true, tab: chrome.inspector.tab) }
        model.collectionView.setContentOffset(collectionView.contentOffset)
        model.collectionView.layoutIfNeeded()
        return model
    }
}
