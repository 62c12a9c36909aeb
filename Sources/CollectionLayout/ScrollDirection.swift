/// The axis along which a layout's content scrolls.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content scrolls up and down; lines run left to right.
    case vertical
    /// Content scrolls left and right; lines become columns running top to bottom.
    case horizontal
}
