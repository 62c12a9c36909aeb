import CollectionLayout

/// The insets scrolling keeps clear of, as UIScrollView's: the scene's own `contentInset`, a
/// device's `safeAreaInsets`, their sum `adjustedContentInset` (the scrollable range runs from
/// `-left, -top` to the content's end plus `right, bottom`), and the `layoutMargins` inside the
/// safe area. Layouts read them through `LayoutContext`; any change invalidates the layout.
extension CollectionView {
    /// The part of the view a device's status bar, home indicator and sensor housing cover
    /// (UIKit's `safeAreaInsets`); zero without a device.
    public nonisolated var safeAreaInsets: EdgeInsets {
        get { MainActor.assumeIsolated { storedSafeAreaInsets } }
        set {
            MainActor.assumeIsolated {
                guard newValue != storedSafeAreaInsets else { return }
                storedSafeAreaInsets = newValue
                insetsChanged()
            }
        }
    }

    /// The layout margins from the view's edges: the safe area plus `minimumLayoutMargins`
    /// (UIKit's `layoutMargins` with `insetsLayoutMarginsFromSafeArea`).
    public nonisolated var layoutMargins: EdgeInsets {
        MainActor.assumeIsolated { storedSafeAreaInsets + storedMinimumLayoutMargins }
    }

    /// The view's own content inset (`contentInset`), for a layout reading it through `LayoutContext`.
    public nonisolated var unadjustedContentInset: EdgeInsets {
        MainActor.assumeIsolated { contentInset }
    }

    /// Space around the content that scrolling keeps clear at rest, as UIKit's
    /// `adjustedContentInset` with the `.automatic` adjustment: `contentInset` plus the safe area
    /// at the top and bottom always, and at the left and right only when the content scrolls
    /// sideways (UIKit adjusts only the scrollable axes across) — so a vertical layout on a
    /// landscape iPhone spans the screen, and its insets reference decides what avoids the sensor
    /// housing. The content scrolls from `-left, -top` to its end plus `right, bottom`.
    public nonisolated var adjustedContentInset: EdgeInsets {
        MainActor.assumeIsolated {
            let safe = storedSafeAreaInsets
            let sideways = contentScrollsSideways
            return contentInset + EdgeInsets(top: safe.top, left: sideways ? safe.left : 0,
                                             bottom: safe.bottom, right: sideways ? safe.right : 0)
        }
    }

    /// After a prepare: whether the content now scrolls sideways decides whether the safe area's
    /// sides count in the adjusted content inset; when that changes (and the safe area has
    /// sides), the layout prepares once more with the new inset.
    func noteContentWidthAfterPrepare() {
        let sideways = layout.collectionViewContentSize.width > viewportSize.width + 0.5
        guard sideways != contentScrollsSideways else { return }
        contentScrollsSideways = sideways
        if storedSafeAreaInsets.left != 0 || storedSafeAreaInsets.right != 0 { insetsChanged() }
    }

    /// The smallest content offset scrolling may reach: the content's start just clear of the insets.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset scrolling may reach: the content's end just clear of the insets.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: max(-inset.left, contentSize.width - viewportSize.width + inset.right),
                     y: max(-inset.top, contentSize.height - viewportSize.height + inset.bottom))
    }

    /// After the content inset, the safe area or the margins changed: the layout is invalidated
    /// (pinned headers move below the new inset, section insets follow their reference), as
    /// UIKit's `adjustedContentInsetDidChange()` invalidates it, and the offset stays in the new range.
    func insetsChanged() {
        invalidateLayout(with: .everything)
        clampContentOffset()
    }
}
