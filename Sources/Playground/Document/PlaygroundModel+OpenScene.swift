import CollectionLayout

/// Opening another built-in scene: the palette's "Scene" rows ask (`AppCommand.openScene`), and
/// the window — which holds the model — takes the request and swaps in a model showing that
/// scene, as it does for a watched file's edit. Headless commands have no window to swap.
extension PlaygroundModel {
    /// The built-in scene file asked for since the last call, if any; taking it clears it.
    public func takeSceneRequest() -> String? {
        defer { host.requestedSceneFile = nil }
        return host.requestedSceneFile
    }

    /// A model showing the built-in scene `file` in its own layout, at this one's text size, window
    /// size and appearance, with its toggles and screenshot writer, scrolled to the start.
    public func openingBuiltInScene(_ file: String) throws -> PlaygroundModel {
        let scene = try SceneDecoder.load(path: try ResourceLocator.builtInScenePath(file))
        let model = try PlaygroundModel(scene: scene, fonts: fonts, measurer: measurer, category: category, windowSize: windowSize,
                                        showsChrome: showsChrome)
        model.isBuiltInScene = true
        model.screenshotWriter = screenshotWriter
        model.debugOverlay = debugOverlay
        model.collectionView.slowAnimations = collectionView.slowAnimations
        model.setAppearance(appearance, animated: false)
        model.collectionView.layoutIfNeeded()
        return model
    }
}
