import CardDrawing

/// Owns what sizes and draws the cards at the text size shown: the flow layout's delegate
/// (sizes, spacings, insets from the scene), the painter, and the pictures the cells show
/// (kept across text sizes: a new painter draws from the same decodes).
@MainActor
struct CellProviders {
    /// The flow layout's delegate for the scene at the text size shown.
    private(set) var flowDelegate: SceneFlowDelegate
    /// Draws cells, headers and footers.
    private(set) var painter: CardPainter {
        didSet {
            painter.pictures = pictures
            painter.elementRoles = elementRoles
        }
    }
    /// How elements of a user's layout's own kinds are drawn (the scene's `elementKinds`, else their place).
    let elementRoles = ElementRoles()
    /// The pictures cells show, decoded off the main thread (one store may serve several models: `share`).
    private(set) var pictures = PictureStore()
    /// Asks for the pictures of the cells about to appear (the collection view's prefetching).
    let prefetcher = PicturePrefetcher()

    /// Creates the providers; the painter draws from `pictures`.
    init(flowDelegate: SceneFlowDelegate, painter: CardPainter) {
        self.flowDelegate = flowDelegate
        self.painter = painter
        painter.pictures = pictures
        painter.elementRoles = elementRoles
    }

    /// Sizes the cards with another flow delegate (a new text size, or new layout settings).
    mutating func use(_ delegate: SceneFlowDelegate) { flowDelegate = delegate }

    /// Draws from `store` instead (the audit's variants share one: each picture decoded once);
    /// whatever the store before had asked for is withdrawn.
    mutating func share(_ store: PictureStore) {
        guard store !== pictures else { return }
        pictures.cancelAll()
        pictures = store
        painter.pictures = store
    }

    /// Draws the cards with another painter (a new text size); it draws from the same pictures.
    mutating func use(_ newPainter: CardPainter) { painter = newPainter }
}
