/// What a layout may ask of the collection view it lays out (UIKit's `layout.collectionView`).
public protocol LayoutContext: AnyObject {
    /// The visible bounds: the content offset as origin, the viewport size as size.
    var bounds: Rect { get }
    /// The number of sections in the data.
    var numberOfSections: Int { get }
    /// The number of items in one section.
    func numberOfItems(inSection section: Int) -> Int
}
