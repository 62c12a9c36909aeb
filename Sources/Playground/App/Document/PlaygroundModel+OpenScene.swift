import AppSupport
import CollectionLayout
import Foundation
import SceneFormat

/// Opening another document: the palette's "Scene" and "Recent" rows and a file dropped on the
/// window ask (`AppCommand.openScene`, `.openFile`, `InputEvent.dropFile`), and the window —
/// which holds the model — takes the request and swaps in a model showing that scene, as it does
/// for a watched file's edit, or plays a script on this one. Headless commands have no window to swap.
extension PlaygroundModel {
    /// The document asked for since the last call, if any; taking it clears it.
    public func takeOpenRequest() -> OpenRequest? {
        defer { host.openRequest = nil }
        return host.openRequest
    }

    /// Asks the window to open `request` (it swaps in a model showing it).
    public func requestOpen(_ request: OpenRequest) {
        host.openRequest = request
    }

    /// A model showing the built-in scene `file` in its own layout, at this one's text size, window
    /// size and appearance, with its toggles and screenshot writer, scrolled to the start.
    public func openingBuiltInScene(_ file: String) throws -> PlaygroundModel {
        let model = try opening(try SceneDecoder.load(path: try ResourceLocator.builtInScenePath(file)))
        model.document.setBuiltIn(true)
        return model
    }

    /// A model showing `scene` in its own layout, at this one's text size, window size and
    /// appearance, with its toggles and screenshot writer, scrolled to the start; a scene that
    /// names a device is shown on it, as `run FILE` shows it.
    public func opening(_ scene: Scene) throws -> PlaygroundModel {
        let model = try PlaygroundModel(scene: scene, fonts: fonts, measurer: measurer, category: presentation.category, windowSize: presentation.windowSize,
                                        showsChrome: presentation.showsChrome)
        model.host.screenshotWriter = host.screenshotWriter
        model.useThumbnails(thumbnails)
        model.usePicturePreviews(showsPicturePreviews)
        model.swiftWriter = swiftWriter
        model.setShowsDebugOverlay(presentation.showsDebugOverlay)
        model.collectionView.slowAnimations = collectionView.slowAnimations
        model.recentFiles = recentFiles
        model.setAppearance(presentation.appearance, animated: false)
        if let device = scene.device {
            model.setDevice(device, orientation: scene.orientation, animated: false)
            // A scene opens at its top, clear of the status bar.
            model.collectionView.setContentOffset(model.collectionView.minimumContentOffset)
        }
        model.collectionView.layoutIfNeeded()
        return model
    }
}
