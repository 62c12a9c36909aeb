/// A layout some of whose sections scroll on the other axis, each in a band inside the one
/// collection view (UIKit's compositional layout with an `orthogonalScrollingBehavior`). The
/// collection view routes sideways wheel, drags and flicks over a band to that band; the layout
/// keeps each band's offset, applies it at query time and says where a flick comes to rest.
public protocol OrthogonalScrollingLayout: CollectionViewLayout {
    /// The axis the bands scroll along: horizontal in a vertically scrolling layout, vertical in a horizontal one.
    var orthogonalScrollDirection: ScrollDirection { get }
    /// The sections whose groups run in a band, in ascending order.
    var orthogonallyScrollingSections: [Int] { get }
    /// A band's frame in content coordinates (the full width of the view, the band's height; in a
    /// horizontal layout the full height of the view, the band's width);
    /// nil for a section that follows the main axis.
    func orthogonalBandFrame(forSection section: Int) -> Rect?
    /// A band's geometry along its axis; nil for a section that follows the main axis.
    func orthogonalBand(forSection section: Int) -> OrthogonalBand?
    /// A band's offset along its axis (0 shows its start).
    func orthogonalOffset(forSection section: Int) -> Double
    /// Scrolls a band; the next query applies it, no prepare needed.
    func setOrthogonalOffset(_ offset: Double, forSection section: Int)
    /// Where a band's scroll that would come to rest at `proposed`, moving at `velocity` (points
    /// per second, positive towards the band's end), rests for the section's behaviour.
    func restingOrthogonalOffset(forSection section: Int, proposed: Double, velocity: Double) -> Double?
}
