/// The item a self-sizing flow layout keeps in place on screen through a batch update: which
/// item (after the update) and how far its leading edge was from the visible bounds' edge.
struct FlowUpdateAnchor: Sendable {
    /// The item's index path after the update.
    var indexPath: IndexPath
    /// Its frame's leading edge minus the visible bounds' leading edge, along the scroll axis.
    var distance: Double
}
