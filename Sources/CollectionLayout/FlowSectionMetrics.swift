/// The spacing, insets and reference sizes one section of a flow layout uses.
///
/// `FlowLayout`'s own properties give the defaults; `FlowLayoutDelegate` may override any of
/// them per section, as UIKit's `UICollectionViewDelegateFlowLayout` does.
public struct FlowSectionMetrics: Hashable, Sendable {
    /// The size of items without a size of their own.
    public var itemSize: Size
    /// The smallest gap between items on one line.
    public var minimumInteritemSpacing: Double
    /// The smallest gap between lines.
    public var minimumLineSpacing: Double
    /// Space around the section's items (not around its header and footer).
    public var sectionInset: EdgeInsets
    /// The header's size; only its extent along the scroll axis counts. Zero: no header.
    public var headerReferenceSize: Size
    /// The footer's size; only its extent along the scroll axis counts. Zero: no footer.
    public var footerReferenceSize: Size

    /// Creates metrics from their values; defaults are UIKit's.
    public init(itemSize: Size = Size(width: 50, height: 50),
                minimumInteritemSpacing: Double = 10,
                minimumLineSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero,
                headerReferenceSize: Size = .zero,
                footerReferenceSize: Size = .zero) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
