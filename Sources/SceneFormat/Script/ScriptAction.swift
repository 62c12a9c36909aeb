import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Typography

/// One thing a script does (contract: "Scripts"); raw input arrives as `InputEvent`s.
public enum ScriptAction: Sendable {
    /// Switch layouts.
    case setLayout(LayoutKind, animated: Bool)
    /// `setLayout` with `"layout": "list"`: the compositional layout showing the scene as a list.
    case showList(animated: Bool)
    /// Change the circle, cover-flow or stacked layouts' parameters.
    case configureLayout(LayoutParameters, animated: Bool)
    /// Sets a layout parameter in the scene's JSON (`layout.minimumLineSpacing`), as the
    /// inspector's control would: the layout animates to it, and it is one undo step.
    case setParameter(ParameterPath, value: JSONNode.Value, animated: Bool)
    /// Adds, removes or moves a node of the scene's cell template (`addCellNode`,
    /// `removeCellNode`, `moveCellNode`, `writeOutCell`), as the inspector's Cell tab does: one undo step.
    case editCellTemplate(CellTemplateEdit)
    /// Opens or shuts the inspector panel, on a tab.
    case showInspector(Bool, tab: InspectorTab?)
    /// Change the text size.
    case setCategory(ContentSizeCategory, animated: Bool)
    /// Change the layout direction (elements move to their mirrored places).
    case setDirection(LayoutDirection, animated: Bool)
    /// Shows a segment of the segmented data source heading `section` (or the scene's first).
    case selectSegment(Int, section: Int?, animated: Bool)
    /// A horizontal drag of `dx` points on a grid row, released at `velocity` points a second
    /// (negative: leftwards): the row opens or shuts as a hand's swipe would.
    case swipe(IndexPath, dx: Double, velocity: Double)
    /// Enters or leaves batch edit mode.
    case edit(Bool)
    /// Taps an action of a row (opening its actions first when they are shut).
    case tapAction(IndexPath, EditAction.Kind)
    /// Moves a row as its reorder grip would: one undoable move, the data source's rules respected.
    case reorder(from: IndexPath, to: IndexPath)
    /// Ctrl+Z.
    case undo
    /// Ctrl+Shift+Z.
    case redo
    /// Insert items at index paths (after the update), with content or made up.
    case insert([IndexPath], items: [SceneItem]?)
    /// Delete the items at index paths.
    case delete([IndexPath])
    /// Move one item.
    case move(from: IndexPath, to: IndexPath)
    /// Reload items.
    case reload([IndexPath])
    /// Several changes in one batch update (UIKit's `performBatchUpdates`), checked together.
    case batch([SceneUpdate], animated: Bool)
    /// Applies a diffable snapshot: the difference by id becomes one batch update.
    case applySnapshot([SnapshotSection], animatingDifferences: Bool)
    /// Shows an item's children below it (a section snapshot's `expand`).
    case expand(String, animated: Bool)
    /// Hides an item's children (a section snapshot's `collapse`).
    case collapse(String, animated: Bool)
    /// Select an item.
    case select(IndexPath)
    /// Scroll the content offset to a point.
    case scroll(to: Point, animated: Bool)
    /// Scrolls so an item sits at a position of the visible bounds (UIKit's `scrollToItem(at:at:animated:)`).
    case scrollToItem(IndexPath, position: ScrollPosition, animated: Bool)
    /// Turns the device a quarter (nothing without a device).
    case rotate(animated: Bool)
    /// Switches between light and dark, crossfading when animated.
    case setAppearance(Appearance, animated: Bool)
    /// Scrolls an orthogonal section's band to an offset (along the band's axis), as a user's swipe would end.
    case scrollSection(Int, to: Point, animated: Bool)
    /// Resize the window.
    case resize(Size)
    /// Shows the scene in side-by-side panes along one axis (the window's Variants mode); nil ends it.
    case setVariants(Variants?)
    /// Compiles a user's layout file (`path`, absolute; the class `className` or the function `functionName`
    /// names, or the file's only one) and switches to it animated, as saving the file does in the window (`--layout-source`).
    case loadLayoutSource(path: String, className: String?, functionName: String?)
    /// Raw input in window points.
    case input(InputEvent)
}

/// An action at a moment of the timeline, and where the script said so.
public struct TimedAction: Sendable {
    /// Seconds from the start of the timeline.
    public var at: Double
    /// What happens.
    public var action: ScriptAction
    /// Where in the script file the action is.
    public var location: SourceLocation
}
