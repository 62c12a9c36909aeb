import CollectionLayout
import Typography

/// Where the compositional layout's description comes from: the scene's own, or — for a scene
/// that describes none — the built-in app-store page's, so the Compositional segment shows
/// every scene's data in a page of bands and grids.
extension PlaygroundModel {
    /// The compositional configuration and each section's description (nil: the layout's default section).
    var compositionalDescription: (layout: CompositionalSceneLayout, sections: [SectionDescription?]) {
        if let own = scene.layout.compositional {
            return (own, scene.sections.map(\.compositionalSection))
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
            throw InputError("scroll: section \(section) does not scroll sideways in the \(layoutKind.rawValue) layout")
        }
        collectionView.layoutIfNeeded()
    }
}

extension CompositionalSceneLayout {
    /// One full-width row a section, each as tall as its text: the description used when even
    /// the built-in page cannot be read.
    static var singleColumn: CompositionalSceneLayout {
        let item = ItemDescription(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        var group = ItemDescription(layoutSize: item.layoutSize)
        var content = GroupContent(kind: .horizontal)
        content.subitems = [item]
        group.group = content
        var section = SectionDescription(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
        return CompositionalSceneLayout(section: section)
    }
}
