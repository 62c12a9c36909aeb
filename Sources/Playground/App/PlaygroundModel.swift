import AppInput
import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Interactions
import LayoutSource
import SceneFormat
import Typography

/// The app: a thin coordinator that owns the components — the document, the presentation
/// settings, the data binding, the grid's state, the cell providers, the interactions and the
/// chrome — with the collection view and its clock; it applies commands, routes input through
/// `InputArbitration`, and builds each frame's `DrawList` from its parts.
@MainActor
public final class PlaygroundModel {

    /// The collection view showing the scene (its clock is the model's).
    public let collectionView: CollectionView
    /// The fonts text is drawn in (one weight heavier for the scene's text while Bold Text is on).
    public internal(set) var fonts: FontLibrary
    /// Measures text for sizing and drawing.
    package let measurer: TextMeasurer
    /// The scene as loaded and tuned, undo and redo, saving.
    public internal(set) var document: PlaygroundDocument
    /// Layout, text size, appearance, device, window size, overlays.
    public internal(set) var presentation: Presentation
    /// The sections and items shown, and the scene's data sources.
    var data: SceneDataBinding
    /// The grid's measured heights, supplementary content and edit mode.
    var grid = GridState()
    /// The flow delegate and the painter for the text size shown.
    var cells: CellProviders
    /// Press, swipe, pinch, context menu.
    var interactions = Interactions()
    /// Toolbar, menus, toast, inspector.
    var chrome = Chrome()
    /// Screenshots, clipboard, frame time: what the host lends.
    public var host = HostServices()
    /// The user's own layout (`--layout-source`), which every layout the model makes shows while set.
    package var layoutSource: LayoutSourceSession?
    /// The user's own layout set aside while a built-in layout is shown (the toolbar's segment with its
    /// class name brings it back); nil when none is loaded or it is shown.
    var shelvedLayoutSource: LayoutSourceSession?
    /// The Variants mode's panes while it is on (`PlaygroundModel+Variants`).
    var variantPanes: VariantPanes?

    /// Shows `scene` with its own layout, text size and viewport unless overridden; with `trace`,
    /// every call the collection view makes to its layouts is recorded there from the start.
    public init(scene: Scene, fonts: FontLibrary, measurer: TextMeasurer? = nil,
                layout: LayoutKind? = nil, category: ContentSizeCategory? = nil, windowSize: Size? = nil,
                showsChrome: Bool = true, trace: LayoutTrace? = nil) throws {
        try fonts.loadAll()
        // Bold Text draws the scene's text styles one weight heavier, and in the designer's own family
        // when the scene names one (the faces are the same library's).
        let fonts = fonts.withBoldText(scene.boldText).withFamily(scene.fontFamily?.name, folder: scene.fontFamily?.folder)
        self.fonts = fonts
        let measurer = measurer ?? fonts.makeMeasurer()
        // Text without a language of its own is in the scene's (its CJK glyph forms, its line breaks).
        measurer.language = scene.language
        self.measurer = measurer
        let kind = layout ?? scene.layout.kind
        // A scene with a fixed font shows its text at L whatever the text size.
        let category = scene.followsDynamicType ? category ?? scene.contentSizeCategory : .L
        let size = windowSize ?? scene.viewport
        document = PlaygroundDocument(scene: scene)
        presentation = Presentation(layoutKind: kind, category: category, windowSize: size, showsChrome: showsChrome)
        let sources = try scene.dataSource.map { description throws(InputError) in
            try SceneDataSources(description, sections: scene.sections)
        }
        // Loads begin as the scene opens; until they end their sections show no items.
        sources?.root.loadContent(at: 0)
        let shown = sources.map { Self.shownSections($0.root.data, scene: scene) } ?? scene.sections
        let content = sources == nil ? SceneContent(cataloguingItemsOf: shown)
            : SceneContent(sections: shown, catalogue: scene.sections.flatMap(\.items))
        // Every text is measured and drawn as the pseudo-language shows it; the content keeps the designer's.
        content.pseudoLanguage = scene.pseudoLanguage
        data = SceneDataBinding(content: content, sources: sources)
        cells = CellProviders(
            flowDelegate: SceneFlowDelegate(content: content, settings: scene.layout, category: category, fonts: fonts, measurer: measurer),
            painter: CardPainter(content: content, category: category, fonts: fonts, measurer: measurer,
                                 hyphenationFactor: scene.hyphenationFactor))
        let collectionData = CollectionData(sections: shown.map {
            CollectionData.Section(id: $0.id, itemIDs: $0.items.map(\.id))
        })
        collectionView = CollectionView(data: collectionData, layout: FlowLayout(),
                                        viewportSize: Self.collectionSize(in: size, chrome: presentation.chromeHeight))
        cells.flowDelegate.collectionView = collectionView
        // A layout's own element kinds are drawn by their roles: the scene's names, else their places.
        cells.elementRoles.named = scene.elementKinds
        cells.elementRoles.sectionItems = { [weak collectionView] section in collectionView?.frameAroundItems(inSection: section) }
        // Traced from the first layout on (`dump --trace`, `run --trace`).
        collectionView.trace = trace
        chrome.inspector.setKeepsTrace(trace != nil)
        collectionView.dataSource = content
        collectionView.delegate = content
        // Pictures decode ahead of the cells that will show them (UIKit's prefetching).
        cells.prefetcher.model = self
        collectionView.prefetchDataSource = cells.prefetcher
        collectionView.cellSizer = makeSizer(for: kind)
        collectionView.setLayout(makeLayout(kind))
        applySceneScrolling()
        // The right-to-left pseudo-language mirrors the layout, its text left in Latin.
        collectionView.setLayoutDirection(scene.pseudoLanguage.mirrorsLayout ? .rightToLeft : scene.direction, animated: false)
        collectionView.layoutIfNeeded()
        sources?.root.delegate = self
        presentation.setAppearance(scene.appearance, fadingFrom: nil, at: 0, duration: 0)
        setAccessibility(scene.accessibility, animated: false)
        cells.painter.look.palette = palette
        setSelectionMode(scene.selectionMode)
    }

    /// Where the collection view sits in the window: everything between the toolbar and the status bar.
    public var collectionFrame: Rect {
        if let screen = deviceScreenFrame {
            // A device's whole screen, as a full-screen collection view spans it: the content
            // rests clear of the status bar and home indicator through the adjusted content
            // inset, and the layout's insets reference decides what avoids a landscape phone's
            // sensor housing (the collection view's `safeAreaInsets`).
            return screen
        }
        let size = Self.collectionSize(in: Size(width: presentation.windowSize.width - inspectorWidth, height: presentation.windowSize.height), chrome: presentation.chromeHeight)
        return Rect(x: 0, y: presentation.toolbarHeight, width: size.width, height: size.height)
    }

    static func collectionSize(in window: Size, chrome: Double) -> Size {
        Size(width: max(0, window.width), height: max(0, window.height - chrome))
    }

    /// Records a layout change that a gesture made.
    func layoutKindChanged(to kind: LayoutKind) {
        presentation.noteLayoutSwitched(to: kind)
        collectionView.cellSizer = makeSizer(for: kind)
    }

    // MARK: Changes

    /// Switches to another layout, animated (from what is on screen now) or at once.
    public func setLayout(_ kind: LayoutKind, animated: Bool) {
        setLayout(kind, asList: false, animated: animated)
    }

    /// Shows another layout; with `asList`, the compositional layout shows the scene as a UIKit
    /// list (the scene's own list configuration, or an inset-grouped one).
    public func setLayout(_ kind: LayoutKind, asList: Bool, animated: Bool) {
        if kind != .grid {
            // Swipes and edit mode belong to the grid's rows.
            shutSwipe(animated: false)
            setEditing(false)
        }
        presentation.show(kind, asList: asList)
        // Choosing a built-in layout sets the user's own (`--layout-source`) aside: the toolbar's segment with
        // its class name, or its next save, brings it back.
        if let layoutSource { shelvedLayoutSource = layoutSource }
        layoutSource = nil
        collectionView.cellSizer = makeSizer(for: kind)
        collectionView.setLayout(makeLayout(kind), animated: animated)
    }

    /// Changes layout parameters; the layout on screen takes them at once (animated or not).
    public func configureLayouts(_ changes: LayoutParameters, animated: Bool) {
        // Into the scene's JSON when there is one, so the inspector, undo of a later change and
        // Save all see them.
        if document.scene.document != nil, (try? setParameters(changes.sceneEdits, animated: animated, undoable: false)) != nil { return }
        document.mergeParameters(changes)
        if presentation.layoutKind != .flow { collectionView.setLayout(makeLayout(presentation.layoutKind), animated: animated, keepingCenterItem: false) }
    }

    /// Changes the text size: cards and headers are measured again; with `animated`, every
    /// element moves from where it is to its new place.
    public func setCategory(_ newCategory: ContentSizeCategory, animated: Bool) {
        guard newCategory != presentation.category else { return }
        guard document.scene.followsDynamicType else {
            showToast("This scene uses a fixed font (\"dynamicType\": false): its text stays at L")
            return
        }
        presentation.setCategory(newCategory)
        remakeCellProviders()
        collectionView.cellSizer = makeSizer(for: presentation.layoutKind)
        collectionView.setLayout(makeLayout(presentation.layoutKind), animated: animated)
    }

    /// A new flow delegate and painter for the text size, fonts and pseudo-language shown: every card
    /// is measured and drawn afresh (nothing measured or drawn before is kept); the caller lays out again.
    func remakeCellProviders() {
        cells.use(SceneFlowDelegate(content: data.content, settings: document.scene.layout, category: presentation.category, fonts: fonts,
                                    measurer: measurer))
        cells.flowDelegate.collectionView = collectionView
        cells.use(CardPainter(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                              hyphenationFactor: document.scene.hyphenationFactor))
        cells.painter.look.palette = palette
    }

    /// Changes the window size; a zero or negative size is kept as an empty collection area.
    public func resize(to size: Size) {
        presentation.setWindowSize(size)
        // The grid's metrics may depend on the width (variants): set them for the new one first.
        if let grid = collectionView.layout as? GridLayout { configureGrid(grid, width: collectionFrame.size.width) }
        let columns = fittedColumnWidths(for: collectionView.viewportSize.width)
        collectionView.resize(to: collectionFrame.size)
        // Fitted flow columns follow the width: the layout is made again for the new one.
        if presentation.layoutKind == .flow, columns != fittedColumnWidths(for: collectionFrame.size.width) {
            collectionView.setLayout(makeLayout(.flow), animated: false)
        }
        collectionView.layoutIfNeeded()
        refreshCoverFlowDeck()
        // Another card may be under the pointer on the resized ring.
        settleFrameState()
    }
}
