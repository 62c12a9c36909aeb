import CollectionLayout
import CollectionView
import Interactions
import SceneFormat
import Typography

/// What a swipe may read of the window (`SwipeEnvironment`), answered from the collection view,
/// the scene and the text measurer: nothing here changes anything.
extension PlaygroundModel: SwipeEnvironment {
    /// Whether the grid is in edit mode (its rows show remove and reorder controls, not swipe actions).
    package var isEditingRows: Bool { grid.editMode.isOn }

    /// Whether the layout on screen takes sideways wheel swipes: the grid or a scene's list.
    package var takesWheelSwipes: Bool { collectionView.layout is GridLayout || showsList }

    /// Whether the collection runs right to left.
    package var isRightToLeft: Bool { collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The item under a window point.
    package func indexPath(atWindowPoint point: Point) -> IndexPath? {
        collectionView.indexPathForItem(at: contentPoint(forWindowPoint: point))
    }

    /// The identifier of the item at `indexPath`.
    package func itemID(at indexPath: IndexPath) -> String? { collectionView.data.itemID(at: indexPath) }

    /// Where the item `itemID` is.
    package func indexPath(forItemID itemID: String) -> IndexPath? { collectionView.indexPath(forItemID: itemID) }

    /// How wide an action button's title is in body semibold (60 points when the font cannot be read).
    package func titleWidth(_ title: String) -> Double {
        guard let face = try? fonts.systemFace(.semibold) else { return 60 }
        return measurer.measure(title, font: face, pointSize: TextStyle.body.pointSize(for: presentation.category)).width
    }

    /// The title of the item `itemID`.
    package func title(ofItem itemID: String) -> String? { data.content.item(itemID)?.title }

    /// Whether the layout on screen is a scene's list (`"kind": "list"`).
    var showsList: Bool {
        collectionView.layout is CompositionalLayout && compositionalDescription.layout.list != nil
    }

    /// The actions the cell at `indexPath` uncovers when swiped: a list row's trailing (or, with
    /// `leading`, leading) swipe actions (UIKit's `trailing…` and `leadingSwipeActionsConfigurationProvider`),
    /// or the grid's for its section (which has no leading ones).
    package func swipeActions(at indexPath: IndexPath, leading: Bool = false) -> [EditAction] {
        guard showsList else { return leading ? [] : editActions(forSection: indexPath.section) }
        // Their titles as the pseudo-language shows them (what they do is the same).
        guard let itemID = collectionView.data.itemID(at: indexPath), let item = data.content.shownItem(itemID) else { return [] }
        return leading ? item.leadingSwipeActions : item.trailingSwipeActions
    }

    /// The actions a cell of `section` reveals: in the grid, the scene's (its section's, else the
    /// grid's, else the session's pair); none in other layouts or an uneditable section.
    func editActions(forSection section: Int) -> [EditAction] {
        guard collectionView.layout is GridLayout, let sceneSection = data.content.shownSection(at: section), sceneSection.editable
        else { return [] }
        let pseudoLanguage = data.content.pseudoLanguage
        return sceneSection.editActions ?? (document.scene.layout.grid?.editActions ?? EditAction.standard).map { $0.shown(in: pseudoLanguage) }
    }
}
