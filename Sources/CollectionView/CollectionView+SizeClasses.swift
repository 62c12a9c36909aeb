import CollectionLayout

/// The size classes of the collection view's traits, as UIKit's `traitCollection`: a device's
/// (set by whoever shows the view), handed to layouts through `LayoutContext` and so to a
/// compositional layout's environment.
extension CollectionView {
    /// The horizontal size class of the view's traits (UIKit's `traitCollection.horizontalSizeClass`;
    /// a device's, set by whoever shows the view); a change lays the layout out again.
    public nonisolated var horizontalSizeClass: UserInterfaceSizeClass {
        get { MainActor.assumeIsolated { sizeClasses.horizontal } }
        set { MainActor.assumeIsolated { setSizeClasses(horizontal: newValue, vertical: sizeClasses.vertical) } }
    }

    /// The vertical size class of the view's traits (UIKit's `traitCollection.verticalSizeClass`).
    public nonisolated var verticalSizeClass: UserInterfaceSizeClass {
        get { MainActor.assumeIsolated { sizeClasses.vertical } }
        set { MainActor.assumeIsolated { setSizeClasses(horizontal: sizeClasses.horizontal, vertical: newValue) } }
    }

    /// Sets both size classes; when either changes, the layout is invalidated (UIKit's
    /// `traitCollectionDidChange` makes a compositional layout ask its section provider again),
    /// unless `invalidatingLayout` is false (a new layout comes in next and prepares with them).
    public func setSizeClasses(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass, invalidatingLayout: Bool = true) {
        guard sizeClasses.horizontal != horizontal || sizeClasses.vertical != vertical else { return }
        sizeClasses = (horizontal, vertical)
        guard invalidatingLayout else {
            storedMinimumLayoutMargins = Self.systemMinimumLayoutMargins(for: horizontal)
            return
        }
        minimumLayoutMargins = Self.systemMinimumLayoutMargins(for: horizontal)
        invalidateLayout(with: .everything)
        clampContentOffset()
    }

    /// UIKit's `systemMinimumLayoutMargins` of a view controller's view in a horizontal size
    /// class: 16 points at the sides in a compact width, 20 in a regular one (none at the top and bottom).
    public nonisolated static func systemMinimumLayoutMargins(for horizontal: UserInterfaceSizeClass) -> EdgeInsets {
        let side: Double = horizontal == .compact ? 16 : 20
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
