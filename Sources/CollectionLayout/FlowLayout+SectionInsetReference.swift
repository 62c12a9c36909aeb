/// Section insets measured from a reference, as UIKit's `sectionInsetReference`: the content
/// spans the bounds less the adjusted content inset across the scroll axis (UIKit's flow lays
/// out in that width), and a section's inset is measured from the reference's edge — the
/// content area's own (`.contentInset`), the safe area's or the layout margins' — so a section
/// inset of 0 with `.safeArea` keeps cells clear of a landscape iPhone's sensor housing
/// whatever the content inset, and `.layoutMargins` lines cells up with the margins.
extension FlowLayout {
    /// The content's extent across the scroll axis for `bounds`: the bounds less the adjusted
    /// content inset at both cross edges.
    func contentCrossExtent(for bounds: Rect) -> Double {
        let adjusted = axes.insets(context?.adjustedContentInset ?? .zero)
        return max(0, axes.cross(of: bounds.size) - adjusted.crossStart - adjusted.crossEnd)
    }

    /// A section inset as the layout applies it in content coordinates: the reference's cross
    /// edges less the adjusted content inset's (content coordinates start inside that), plus
    /// the inset given. Along the scroll axis the inset stays as given (the content inset
    /// already keeps the content clear there).
    func measuredFromReference(_ inset: EdgeInsets) -> EdgeInsets {
        guard let context, sectionInsetReference != .contentInset else { return inset }
        let reference = sectionInsetReference == .safeArea ? context.safeAreaInsets : context.layoutMargins
        let adjusted = context.adjustedContentInset
        var result = inset
        if scrollDirection == .vertical {
            result.left += reference.left - adjusted.left
            result.right += reference.right - adjusted.right
        } else {
            result.top += reference.top - adjusted.top
            result.bottom += reference.bottom - adjusted.bottom
        }
        return result
    }
}
