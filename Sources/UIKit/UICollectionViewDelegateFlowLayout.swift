import Foundation

/// Per-item sizes and per-section metrics for a flow layout, as UIKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every requirement is optional on iOS; here each has a default implementation answering the layout's own
/// property, and the flow layout treats a default answer as "not implemented", as UIKit does.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of one item.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of one section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between lines of one section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items of one line of one section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of one section's header (only its extent along the scroll axis counts).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of one section's footer (only its extent along the scroll axis counts).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// Not implemented: the layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// Not implemented: the layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// Not implemented: the layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// Not implemented: the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// Not implemented: the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        FlowDelegateDefaults.noteDefault()
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// How the flow layout tells a delegate's own answer from a default one (UIKit's `respondsToSelector:`).
@preconcurrency @MainActor
enum FlowDelegateDefaults {
    /// Set by a default implementation while it answers.
    static var answeredByDefault = false

    /// Marks the answer being given as the default's.
    static func noteDefault() {
        answeredByDefault = true
    }

    /// The delegate's answer from `ask`, or nil when a default implementation gave it.
    static func implemented<Value>(_ ask: () -> Value) -> Value? {
        answeredByDefault = false
        let value = ask()
        defer { answeredByDefault = false }
        return answeredByDefault ? nil : value
    }
}
