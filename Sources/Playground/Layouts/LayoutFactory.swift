import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Makes the built-in layout objects from everything they are configured from, handed in whole —
/// the scene's layout settings and parameters, the text size, the size the collection has (or is
/// about to take), the text services — and what the model works out for one kind (the flow
/// delegate, the circle's raised cards, cover flow's deck); it reads nothing else and changes nothing.
@MainActor
struct LayoutFactory {
    /// The custom layouts' card sizes at L, grown with the text size (`scaledSize`).
    enum BaseSize {
        /// A card on the circle's ring, before it shrinks to keep neighbours from overlapping.
        static let circleCard = Size(width: 96, height: 96)
        /// The circle's raised card (the selected or hovered one), at a size its text can be read at.
        static let raisedCircleCard = Size(width: 180, height: 130)
        /// A card of the stacked layout's piles.
        static let stackedCard = Size(width: 180, height: 200)
        /// A card of the line, before its zoom.
        static let lineCard = Size(width: 200, height: 200)
        /// A cover of cover flow (the estimate its deck is measured at).
        static let cover = Size(width: 220, height: 260)
    }

    /// How much neighbouring cards on the circle's ring may overlap, as a fraction of their side.
    static let circleNeighbourOverlap = 0.1
    /// The smallest side of a card on the circle's ring, however many cards it holds.
    static let circleCardMinimumSide = 70.0

    /// The scene's layout settings (flow metrics, insets reference, scrolling, …).
    let settings: SceneLayout
    /// The circle, cover-flow, stacked and line layouts' parameters now.
    let parameters: LayoutParameters
    /// The text size shown.
    let category: ContentSizeCategory
    /// The size of the collection the layout will lay out.
    let viewport: Size
    /// The faces the stacked layout's labels are measured in.
    let fonts: FontLibrary
    /// Measures header and footer text for the compositional layout's estimates.
    let measurer: TextMeasurer

    /// A size for cards of the circle, stacked, cover-flow and line layouts (their width, and
    /// the estimate of their height while they self-size), grown with the text size (in
    /// proportion to the body style's point size) so their text keeps fitting. It never outgrows
    /// 60% of the viewport's width or 80% of its height (keeping its shape), once shown
    /// `magnifiedBy` larger (the line layout's zoom).
    func scaledSize(_ base: Size, magnifiedBy magnification: Double = 1) -> Size {
        var factor = TextStyle.body.pointSize(for: category) / TextStyle.body.pointSize(for: .L)
        if viewport.width > 0 && viewport.height > 0 {
            factor = min(factor, viewport.width * 0.6 / magnification / base.width, viewport.height * 0.8 / magnification / base.height)
        }
        return Size(width: (base.width * factor).rounded(), height: (base.height * factor).rounded())
    }

    /// The flow layout of the scene's settings, its items sized by `delegate`; with fitted columns
    /// (`columns.minimumWidth`), the layout's own item size and estimate take the columns of a
    /// section with the scene's insets in a container `fittedContainerWidth` wide.
    func flowLayout(delegate: SceneFlowDelegate, fittedContainerWidth: Double) -> FlowLayout {
        let flow = FlowLayout()
        flow.scrollDirection = settings.scrollDirection
        flow.metrics = settings.metrics
        flow.sectionHeadersPinToVisibleBounds = settings.sectionHeadersPinToVisibleBounds
        flow.sectionInsetReference = settings.sectionInsetReference
        flow.estimatedItemSize = settings.estimatedItemSize
        flow.shelfThickness = settings.shelfThickness
        flow.drawsSectionBackgrounds = settings.drawsSectionBackgrounds
        flow.lineItemAlignment = settings.lineItemAlignment
        // Fitted columns are the delegate's, section by section (`SceneFlowDelegate`), as a UIKit
        // app's `sizeForItemAt` works them out; the layout's own item size and estimate take the
        // columns of a section with the scene's insets, which is every section in most scenes
        // (then no item need be asked).
        if let columns = FittedColumns(settings), let width = columns.itemWidth(containerWidth: fittedContainerWidth, metrics: flow.metrics) {
            flow.metrics.itemSize.width = width
            flow.estimatedItemSize?.width = width
        }
        flow.delegate = delegate
        return flow
    }

    /// The circle: cards grown with the text, but never so large that the circle turns into a
    /// blob; neighbours overlap by at most a tenth of a card; `raisedItems` are raised at a size
    /// their text can be read at, as tall as their text (the ring's discs keep the ring's size).
    func circleLayout(raisedItems: Set<IndexPath>) -> CircleLayout {
        let circle = CircleLayout()
        let side = min(scaledSize(BaseSize.circleCard).width, max(Self.circleCardMinimumSide, min(viewport.width, viewport.height) / 4.5))
        circle.itemSize = parameters.circleItemSize ?? Size(width: side.rounded(), height: side.rounded())
        circle.radius = parameters.circleRadius
        circle.maximumNeighbourOverlap = Self.circleNeighbourOverlap
        circle.raisedItemSize = scaledSize(BaseSize.raisedCircleCard)
        circle.selfSizing = parameters.circleItemSize == nil
        circle.raisedItems = raisedItems
        return circle
    }

    /// The stacked layout: cards take their text's height unless the scene fixes their size; a
    /// pile's label is a title-3 line in bold.
    func stackedLayout() -> StackedLayout {
        let stacked = StackedLayout()
        stacked.itemSize = parameters.stackedItemSize ?? scaledSize(BaseSize.stackedCard)
        stacked.selfSizing = parameters.stackedItemSize == nil
        if let spacing = parameters.stackedPileSpacing { stacked.pileSpacing = spacing }
        stacked.labelHeight = (try? fonts.contentFace(.bold).metrics(pointSize: TextStyle.title3.pointSize(for: category)).lineHeight)
            .map { $0 + 12 } ?? 32
        return stacked
    }

    /// Cover flow as a deck: every cover `deckSize`, turned and spaced by the scene's parameters.
    func coverFlowLayout(deckSize: Size) -> CoverFlowLayout {
        let coverFlow = CoverFlowLayout()
        coverFlow.itemSize = deckSize
        if let spacing = parameters.coverFlowSpacing { coverFlow.spacingFraction = spacing }
        if let degrees = parameters.coverFlowMaximumAngle { coverFlow.maximumAngle = degrees * .pi / 180 }
        if let perspective = parameters.coverFlowPerspective { coverFlow.perspective = perspective }
        return coverFlow
    }

    /// The line: cards grown with the text, and small enough that the zoomed card still fits the view.
    func lineLayout() -> LineLayout {
        let line = LineLayout()
        let zoom = 1 + max(0, parameters.lineZoomFactor ?? line.zoomFactor)
        line.itemSize = parameters.lineItemSize ?? scaledSize(BaseSize.lineCard, magnifiedBy: zoom)
        line.selfSizing = parameters.lineItemSize == nil
        if let spacing = parameters.lineSpacing { line.spacing = spacing }
        if let distance = parameters.lineActiveDistance { line.activeDistance = distance }
        if let zoom = parameters.lineZoomFactor { line.zoomFactor = zoom }
        return line
    }

    /// The compositional layout `description` describes for `content`, its sections' columns
    /// adjusted by a pinch; headers and footers with an estimated height are estimated at one line
    /// of their text at least, then measured as cells are (`CardSizer`), wrapped at their width.
    func compositionalLayout(_ description: (layout: CompositionalSceneLayout, sections: [SectionDescription?]),
                             content: SceneContent, columnAdjustment: Int) -> any CollectionViewLayout {
        let (category, fonts, measurer) = (category, fonts, measurer)
        return description.layout.makeLayout(sectionDescriptions: description.sections, category: category,
                                             columnAdjustment: columnAdjustment) { section, kind in
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
