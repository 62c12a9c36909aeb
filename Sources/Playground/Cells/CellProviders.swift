/// Owns what sizes and draws the cards at the text size shown: the flow layout's delegate
/// (sizes, spacings, insets from the scene) and the painter.
struct CellProviders {
    /// The flow layout's delegate for the scene at the text size shown.
    var flowDelegate: SceneFlowDelegate
    /// Draws cells, headers and footers.
    var painter: CardPainter
}
