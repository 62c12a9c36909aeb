/// A layout that sets its collection view's scroll state as it prepares, as a UIKit layout writes
/// `collectionView.contentInset` or `contentOffset` in `prepare()` (a carousel insetting its first and last
/// cards to the centre, a pager starting on a page): the collection view takes what was asked after each prepare.
public protocol ScrollAdjustingLayout: CollectionViewLayout {
    /// What the last prepare asked for and the collection view has not yet taken, each nil when not asked;
    /// taking it clears it.
    func takeAskedScrollState() -> AskedScrollState
}

/// The content inset and content offset a layout asked its collection view for.
public struct AskedScrollState: Equatable, Sendable {
    /// The new content inset (UIKit's `contentInset`), nil: unchanged.
    public var contentInset: EdgeInsets?
    /// The new content offset (UIKit's `contentOffset`), nil: unchanged.
    public var contentOffset: Point?

    /// A state asking for either, both or neither.
    public init(contentInset: EdgeInsets? = nil, contentOffset: Point? = nil) {
        self.contentInset = contentInset
        self.contentOffset = contentOffset
    }
}
