import CardDrawing
import CollectionLayout
import SceneFormat

/// The pseudo-language the scene's texts are shown in (scene key `pseudoLanguage`,
/// `--pseudo-language`, the palette's "Pseudo-language: …" commands, the status bar's value while
/// one is on, script action `setPseudoLanguage`): every card, row, header and footer is measured
/// and drawn again in it; the document's texts stay as the designer wrote them.
extension PlaygroundModel {
    /// The pseudo-language shown.
    public var pseudoLanguage: PseudoLanguage { data.content.pseudoLanguage }

    /// Shows the scene's texts in `newValue`: the cards re-measure and the layout is made again
    /// (at once: a pseudo-language is a different build of the app, not an animation); switching
    /// to or from `rightToLeft` mirrors the layout (back to the scene's own direction).
    public func setPseudoLanguage(_ newValue: PseudoLanguage) {
        let old = pseudoLanguage
        guard newValue != old else { return }
        data.content.pseudoLanguage = newValue
        grid.forgetMeasuredHeights()
        // A new painter and flow delegate: nothing drawn or measured in the old strings is kept.
        remakeCellProviders()
        collectionView.cellSizer = makeSizer(for: presentation.layoutKind)
        collectionView.setLayout(makeLayout(presentation.layoutKind), animated: false)
        if newValue.mirrorsLayout != old.mirrorsLayout {
            setDirection(newValue.mirrorsLayout ? .rightToLeft : document.scene.direction, animated: false)
        }
        collectionView.layoutIfNeeded()
    }

    /// The next pseudo-language after the one shown (`none` after the last): the status bar's value's click.
    func cyclePseudoLanguage() {
        let all = PseudoLanguage.allCases
        setPseudoLanguage(all[((all.firstIndex(of: pseudoLanguage) ?? 0) + 1) % all.count])
    }
}
