import AppInput
import CardDrawing
import CollectionLayout
import CollectionView
import LayoutSource
import SceneFormat
import Typography

/// The layout objects the playground shows, made from the scene and its parameters.
extension PlaygroundModel {
    /// A new layout object of a kind, configured from the scene for the size the collection view
    /// has, or is about to take (`collectionFrame`: a new device's screen is set before its layout).
    func makeLayout(_ kind: LayoutKind) -> any CollectionViewLayout {
        // A user's own layout (`--layout-source`) stands for every kind while it is loaded.
        if let layoutSource { return RemoteLayout(session: layoutSource, category: presentation.category.rawValue) }
        let viewport = collectionFrame.size
        // The grid on screen keeps what its rows measured, for when its text size comes back.
        rememberGridHeights()
        switch kind {
        case .flow:
            let flow = FlowLayout()
            flow.scrollDirection = document.scene.layout.scrollDirection
            flow.metrics = document.scene.layout.metrics
            flow.sectionHeadersPinToVisibleBounds = document.scene.layout.sectionHeadersPinToVisibleBounds
            flow.sectionInsetReference = document.scene.layout.sectionInsetReference
            flow.estimatedItemSize = document.scene.layout.estimatedItemSize
            flow.shelfThickness = document.scene.layout.shelfThickness
            flow.drawsSectionBackgrounds = document.scene.layout.drawsSectionBackgrounds
            flow.lineItemAlignment = document.scene.layout.lineItemAlignment
            // Fitted columns (`columns.minimumWidth`) are the delegate's, section by section
            // (`SceneFlowDelegate`), as a UIKit app's `sizeForItemAt` works them out; the layout's
            // own item size and estimate take the columns of a section with the scene's insets, which
            // is every section in most scenes (then no item need be asked).
            if let columns = FittedColumns(document.scene.layout), let width = columns.itemWidth(containerWidth: fittedContainerWidth(viewWidth: viewport.width),
                                                                                             metrics: flow.metrics) {
                flow.metrics.itemSize.width = width
                flow.estimatedItemSize?.width = width
            }
            flow.delegate = cells.flowDelegate
            return flow
        case .circle:
            let circle = CircleLayout()
            // Grown with the text, but never so large that the circle turns into a blob.
            let side = min(scaledSize(Size(width: 96, height: 96)).width,
                           max(70, min(viewport.width, viewport.height) / 4.5))
            circle.itemSize = document.parameters.circleItemSize ?? Size(width: side.rounded(), height: side.rounded())
            circle.radius = document.parameters.circleRadius
            // Neighbours overlap by at most a tenth of a card; the selected or hovered card is
            // raised at a size its text can be read at.
            circle.maximumNeighbourOverlap = Self.circleNeighbourOverlap
            circle.raisedItemSize = scaledSize(Size(width: 180, height: 130))
            // The raised card takes its text's height (the ring's discs keep the ring's size).
            circle.selfSizing = document.parameters.circleItemSize == nil
            circle.raisedItems = raisedCircleItems()
            return circle
        case .stacked:
            let stacked = StackedLayout()
            stacked.itemSize = document.parameters.stackedItemSize ?? scaledSize(Size(width: 180, height: 200))
            // Cards take their text's height, unless the scene fixes their size.
            stacked.selfSizing = document.parameters.stackedItemSize == nil
            if let spacing = document.parameters.stackedPileSpacing { stacked.pileSpacing = spacing }
            stacked.labelHeight = (try? fonts.contentFace(.bold).metrics(pointSize: TextStyle.title3.pointSize(for: presentation.category)).lineHeight)
                .map { $0 + 12 } ?? 32
            return stacked
        case .coverflow:
            let coverFlow = CoverFlowLayout()
            // A deck: every cover one size (the tallest card's text, within the bounds), not self-sized one by one.
            coverFlow.itemSize = coverFlowDeckSize()
            if let spacing = document.parameters.coverFlowSpacing { coverFlow.spacingFraction = spacing }
            if let degrees = document.parameters.coverFlowMaximumAngle { coverFlow.maximumAngle = degrees * .pi / 180 }
            if let perspective = document.parameters.coverFlowPerspective { coverFlow.perspective = perspective }
            return coverFlow
        case .line:
            let line = LineLayout()
            // Grown with the text, and small enough that the zoomed item still fits the view.
            let zoom = 1 + max(0, document.parameters.lineZoomFactor ?? line.zoomFactor)
            line.itemSize = document.parameters.lineItemSize ?? scaledSize(Size(width: 200, height: 200), magnifiedBy: zoom)
            line.selfSizing = document.parameters.lineItemSize == nil
            if let spacing = document.parameters.lineSpacing { line.spacing = spacing }
            if let distance = document.parameters.lineActiveDistance { line.activeDistance = distance }
            if let zoom = document.parameters.lineZoomFactor { line.zoomFactor = zoom }
            return line
        case .grid:
            return makeGridLayout()
        case .compositional:
            let description = compositionalDescription
            let (content, category, fonts, measurer) = (data.content, presentation.category, fonts, measurer)
            // Headers and footers with an estimated height are estimated at one line of their
            // text at least, then measured as cells are (`CardSizer`), wrapped at their width.
            return description.layout.makeLayout(sectionDescriptions: description.sections, category: category,
                                                 columnAdjustment: presentation.columnAdjustment) { section, kind in
                guard kind == ElementKind.header || kind == ElementKind.footer,
                      content.sections.indices.contains(section) else { return nil }
                let isHeader = kind == ElementKind.header
                guard (isHeader ? content.sections[section].headerText : content.sections[section].footerText) != nil else { return nil }
                return MainActor.assumeIsolated {
                    SupplementaryText.preferredHeight("", isHeader: isHeader, category: category, fonts: fonts, measurer: measurer)
                }
            }
        }
    }

    /// A size for cards of the circle, stacked, cover-flow and line layouts (their width, and
    /// the estimate of their height while they self-size), grown with the text size
    /// (in proportion to the body style's point size) so their text keeps fitting.
    /// It never outgrows 60% of the viewport's width or 80% of its height (keeping its shape),
    /// once shown `magnifiedBy` larger (the line layout's zoom). The viewport is the one the
    /// layout will get (`collectionFrame`).
    func scaledSize(_ base: Size, magnifiedBy magnification: Double = 1) -> Size {
        let viewport = collectionFrame.size
        var factor = TextStyle.body.pointSize(for: presentation.category) / TextStyle.body.pointSize(for: .L)
        if viewport.width > 0 && viewport.height > 0 {
            factor = min(factor, viewport.width * 0.6 / magnification / base.width, viewport.height * 0.8 / magnification / base.height)
        }
        return Size(width: (base.width * factor).rounded(), height: (base.height * factor).rounded())
    }

    /// The cell sizer for a layout at the current text size: self-sizing flow scenes, the
    /// compositional layout (whose estimated dimensions settle to the text) and the custom
    /// layouts (circle, stacked, line: each decides what it takes) measure cards; cover flow's
    /// deck is sized from every card at once (`coverFlowDeckSize`).
    func makeSizer(for kind: LayoutKind) -> (any CellSizer)? {
        // A user's own layout sizes its cells itself, in its own process.
        if layoutSource != nil { return nil }
        return switch kind {
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
