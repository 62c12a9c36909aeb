/// What a layout may ask of the collection view it lays out (UIKit's `layout.collectionView`).
public protocol LayoutContext: AnyObject {
    /// The visible bounds: the content offset as origin, the viewport size as size.
    var bounds: Rect { get }
    /// The number of sections in the data.
    var numberOfSections: Int { get }
    /// The number of items in one section.
    func numberOfItems(inSection section: Int) -> Int
    /// The collection view's own content inset plus its safe area (UIKit's
    /// `adjustedContentInset`): what pinned headers stay clear of.
    var adjustedContentInset: EdgeInsets { get }
    /// The collection view's own content inset, before the safe area adds to it (UIKit's `contentInset`).
    var unadjustedContentInset: EdgeInsets { get }
    /// The part of the view covered by the device's bars and sensor housing (UIKit's `safeAreaInsets`).
    var safeAreaInsets: EdgeInsets { get }
    /// The view's layout margins from its edges, the safe area included (UIKit's `layoutMargins`).
    var layoutMargins: EdgeInsets { get }
    /// The horizontal size class of the view's trait collection.
    var horizontalSizeClass: UserInterfaceSizeClass { get }
    /// The vertical size class of the view's trait collection.
    var verticalSizeClass: UserInterfaceSizeClass { get }
    /// The direction the view lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`).
    var layoutDirection: LayoutDirection { get }
    /// The collection view's clock, in seconds (what a layout that moves by itself, UIKit Dynamics, is stepped to).
    var time: Double { get }
    /// Where the finger (the pointer) of the drag scrolling the view is, or last was, in content coordinates, and
    /// whether it is still down (what UIKit's `panGestureRecognizer.location(in:)` and `state` tell a layout).
    var touch: (location: Point, isDown: Bool)? { get }
    /// A number that changes whenever the data's items change — moved, inserted, deleted — even when the counts stay
    /// (what a layout that looks items up by identifier must lay out again for).
    var dataVersion: Int { get }
}

extension LayoutContext {
    /// No adjusted content inset, for contexts that have none (a bare test collection).
    public var adjustedContentInset: EdgeInsets { .zero }
    /// No content inset, for contexts that have none (a bare test collection).
    public var unadjustedContentInset: EdgeInsets { .zero }
    /// No safe area, for contexts that have none (a bare test collection).
    public var safeAreaInsets: EdgeInsets { .zero }
    /// UIKit's minimum margins of a view controller's view, inside the safe area: 16 points at
    /// each side in a compact width, 20 in a regular one.
    public var layoutMargins: EdgeInsets {
        let side: Double = horizontalSizeClass == .compact ? 16 : 20
        return safeAreaInsets + EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    /// Regular, for contexts that have no traits (a bare test collection).
    public var horizontalSizeClass: UserInterfaceSizeClass { .regular }
    /// Regular, for contexts that have no traits (a bare test collection).
    public var verticalSizeClass: UserInterfaceSizeClass { .regular }
    /// Left to right, for contexts that have no traits (a bare test collection).
    public var layoutDirection: LayoutDirection { .leftToRight }
    /// Zero, for contexts that have no clock (a bare test collection).
    public var time: Double { 0 }
    /// No touch, for contexts that are never dragged (a bare test collection).
    public var touch: (location: Point, isDown: Bool)? { nil }
    /// Zero, for contexts whose data never changes (a bare test collection).
    public var dataVersion: Int { 0 }
}
