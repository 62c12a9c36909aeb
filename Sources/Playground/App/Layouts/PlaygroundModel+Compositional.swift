import AppSupport
import CollectionLayout
import SceneFormat
import Typography

/// Where the compositional layout's description comes from: the scene's own, or — for a scene
/// that describes none — the built-in app-store page's, so the Compositional segment shows
/// every scene's data in a page of bands and grids.
extension PlaygroundModel {
    /// Columns a pinch added to (or, negative, took from) the compositional and grid layouts' sections.
    package var columnAdjustment: Int { presentation.columnAdjustment }

    /// The compositional configuration and each section's description (nil: the layout's default section).
    package var compositionalDescription: (layout: CompositionalSceneLayout, sections: [SectionDescription?]) {
        if presentation.showsList {
            // The scene as a list: its own list, or UIKit's inset-grouped one (as Settings shows).
            var list = document.scene.layout.compositional?.list == nil ? CompositionalSceneLayout.singleColumn : document.scene.layout.compositional!
            if list.list == nil { list.list = ListConfiguration(appearance: .insetGrouped) }
            return (list, [])
        }
        if let own = document.scene.layout.compositional {
            return (own, document.scene.sections.map(\.compositionalSection))
        }
        let builtIn = BuiltInScenes.compositionalPage
        return (builtIn.layout.compositional ?? CompositionalSceneLayout.singleColumn,
                builtIn.sections.map(\.compositionalSection))
    }
}

extension PlaygroundModel {
    /// Scrolls an orthogonal section's band to the offset `point` names along the band's axis
    /// (a script's `scroll` with a `section`); an error when the section has no band.
    func scrollOrthogonalSection(_ section: Int, to point: Point, animated: Bool) throws(InputError) {
        let along = (collectionView.layout as? any OrthogonalScrollingLayout)?.orthogonalScrollDirection == .vertical ? point.y : point.x
        guard collectionView.setOrthogonalOffset(along, forSection: section, animated: animated) else {
            throw InputError("scroll: section \(section) does not scroll sideways in the \(presentation.layoutKind.rawValue) layout")
        }
        collectionView.layoutIfNeeded()
    }
}
