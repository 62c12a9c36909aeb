import Foundation

/// The delegate a hosted collection view has when its layout asks one (every waterfall asks
/// `UICollectionViewDelegateFlowLayout`'s `sizeForItemAt`): it answers with the scene's own sizes —
/// an item's self-sized card (or its picture's aspect) at the layout's width. A flow layout's
/// questions get the layout's own values, as a delegate that does not implement them gives.
///
/// A layout with a delegate protocol of its own is answered from the same sizes with one
/// extension in the layout's file, kept out of an iOS build (the playground compiles user files
/// with `PLAYGROUND` defined; the class is the playground's own, so it is SPI):
///
///     #if PLAYGROUND
///     @_spi(Playground) import UIKit
///     extension PlaygroundSceneDelegate: PinterestLayoutDelegate {
///         func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
///             sceneItemSize(at: indexPath, fittingWidth: 170).height
///         }
///     }
///     #endif
@preconcurrency @MainActor
@_spi(Playground) open class PlaygroundSceneDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    /// The collection view whose scene answers.
    public private(set) weak var collectionView: UICollectionView?

    /// The delegate of `collectionView`'s scene.
    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// The width a layout lays items out in: the collection view's, less its adjusted content insets.
    public var layoutWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return max(0, collectionView.bounds.width - insets.left - insets.right)
    }

    /// The size the scene's item at `indexPath` takes at `width`: its card measured to fit the
    /// width (its picture's aspect for a picture), as the playground self-sizes it; a square of
    /// the width when the scene says nothing (no host).
    public func sceneItemSize(at indexPath: IndexPath, fittingWidth width: CGFloat) -> CGSize {
        let proposed = CGSize(width: width, height: width)
        guard let collectionView, let provider = collectionView.hostedSceneSizeProvider ?? collectionView.hostedPreferredSizeProvider else {
            return proposed
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(origin: .zero, size: proposed)
        guard let size = provider(attributes) else { return proposed }
        return CGSize(width: width, height: size.height)
    }

    /// A flow layout's own `itemSize` (the delegate does not size a flow layout's items); any other
    /// layout gets the scene's size at the width it last laid the item out at — the layout's width until it
    /// has (`fitWidths(to:)`), so that a waterfall that scales each size to its column gets the card's height
    /// at the column's width, not a card's measured across the whole view and shrunk.
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            flow.noteDefaultDelegateAnswer()
            return flow.itemSize
        }
        let width = fittingWidths[indexPath] ?? layoutWidth
        answeredWidths[indexPath] = width
        return sceneItemSize(at: indexPath, fittingWidth: width)
    }

    /// The widths the layout laid items out at, which `sizeForItemAt` measures them at.
    private var fittingWidths: [IndexPath: CGFloat] = [:]
    /// The widths `sizeForItemAt` measured items at.
    private var answeredWidths: [IndexPath: CGFloat] = [:]

    /// Takes the widths the layout laid its cells out at (`elements`, a pass's answer): true when an item the
    /// delegate sized was laid out at another width than it was measured at, so the host lays out again and the
    /// item is measured at its own width (twice at most a pass: a column layout settles at once).
    public func fitWidths(to elements: [UICollectionViewLayoutAttributes]) -> Bool {
        var changed = false
        for element in elements where element.representedElementCategory == .cell {
            guard let answered = answeredWidths[element.indexPath], element.size.width > 0,
                  abs(element.size.width - answered) > 0.5 else { continue }
            fittingWidths[element.indexPath] = element.size.width
            answeredWidths[element.indexPath] = element.size.width
            changed = true
        }
        return changed
    }

    /// Forgets the widths items were laid out at (the counts or the view's width changed).
    public func forgetFittingWidths() {
        fittingWidths = [:]
        answeredWidths = [:]
    }
}
