import AppInput
import CardDrawing
import CollectionLayout
import CollectionView
import LayoutSource
import SceneFormat
import Typography

/// The layout objects the playground shows: `LayoutFactory` makes them from what the model hands
/// it; the model adds what it works out for one kind and keeps the grid's measured heights first.
extension PlaygroundModel {
    /// What the built-in layouts are made from now, for the size the collection view has, or is
    /// about to take (`collectionFrame`: a new device's screen is set before its layout).
    var layoutFactory: LayoutFactory {
        LayoutFactory(settings: document.scene.layout, parameters: document.parameters, category: presentation.category,
                      viewport: collectionFrame.size, fonts: fonts, measurer: measurer)
    }

    /// A new layout object of a kind, configured from the scene. The grid on screen first keeps
    /// what its rows measured, for when its text size comes back (`GridState.keepMeasuredHeights`).
    func makeLayout(_ kind: LayoutKind) -> any CollectionViewLayout {
        // A user's own layout (`--layout-source`) stands for every kind while it is loaded.
        if let layoutSource { return remoteLayout(layoutSource) }
        rememberGridHeights()
        let factory = layoutFactory
        switch kind {
        case .flow:
            return factory.flowLayout(delegate: cells.flowDelegate, fittedContainerWidth: fittedContainerWidth(viewWidth: factory.viewport.width))
        case .circle:
            return factory.circleLayout(raisedItems: raisedCircleItems())
        case .stacked:
            return factory.stackedLayout()
        case .coverflow:
            // A deck: every cover one size (the tallest card's text, within the bounds), not self-sized one by one.
            return factory.coverFlowLayout(deckSize: coverFlowDeckSize())
        case .line:
            return factory.lineLayout()
        case .grid:
            return makeGridLayout()
        case .compositional:
            return factory.compositionalLayout(compositionalDescription, content: data.content, columnAdjustment: presentation.columnAdjustment)
        }
    }

    /// The cell sizer for a layout at the current text size: self-sizing flow scenes, the
    /// compositional layout (whose estimated dimensions settle to the text) and the custom
    /// layouts (circle, stacked, line: each decides what it takes) measure cards; cover flow's
    /// deck is sized from every card at once (`coverFlowDeckSize`).
    func makeSizer(for kind: LayoutKind) -> (any CellSizer)? {
        // A user's own layout sizes its cells itself, in its own process (asking `sceneSizer`).
        if layoutSource != nil { return nil }
        return sceneSizer(for: kind)
    }

    /// The sizer of the scene's own layout of that kind, whichever layout is shown.
    func sceneSizer(for kind: LayoutKind) -> (any CellSizer)? {
        switch kind {
        case .flow where document.scene.layout.estimatedItemSize != nil:
            CardSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                      hyphenationFactor: document.scene.hyphenationFactor, scrollDirection: document.scene.layout.scrollDirection)
        case .compositional where compositionalDescription.layout.list != nil:
            // A list's rows are table rows, as tall as their text at the row's width; headers wrap.
            ListRowSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer)
        case .compositional:
            CardSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                      hyphenationFactor: document.scene.hyphenationFactor, scrollDirection: compositionalDescription.layout.scrollDirection,
                      maximumWidth: collectionFrame.size.width)
        case .circle, .stacked, .line:
            CardSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                      hyphenationFactor: document.scene.hyphenationFactor)
        case .grid:
            GridRowSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                         editingInset: grid.editMode.isOn ? EditControlLayout.contentShift + EditControlLayout.hitWidth : 0)
        default:
            nil
        }
    }
}
