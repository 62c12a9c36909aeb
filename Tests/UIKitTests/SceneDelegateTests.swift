import Foundation
import Testing
@_spi(Playground) import UIKit

/// A layout that asks the collection view's delegate for sizes (every waterfall) is answered with
/// the scene's: the host's preferred sizes at the layout's width; its own delegate protocol is
/// answered from the same sizes through one extension.
@MainActor
@Suite struct SceneDelegateTests {
    /// A two-column waterfall as public ones are written: each item's size from the delegate,
    /// scaled to the column's width, placed in the shorter column.
    final class Waterfall: UICollectionViewLayout {
        var frames: [CGRect] = []
        override func prepare() {
            guard let collectionView, let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else { return }
            let column = collectionView.bounds.width / 2
            var heights: [CGFloat] = [0, 0]
            frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: 0))
                let height = size.height * column / max(1, size.width)
                let shorter = heights[0] <= heights[1] ? 0 : 1
                defer { heights[shorter] += height }
                return CGRect(x: CGFloat(shorter) * column, y: heights[shorter], width: column, height: height)
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\.maxY).max() ?? 0) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.enumerated().filter { $0.element.intersects(rect) }.map { index, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                attributes.frame = frame
                return attributes
            }
        }
    }

    @Test func aWaterfallGetsTheScenesSizesAtTheLayoutsWidth() {
        let collectionView = host(Waterfall(), width: 400, counts: [3])
        // The scene's cards: 100 points tall at the 400-point width the delegate asks at, then 200, then 50.
        var askedWidths: [CGFloat] = []
        collectionView.preferredSizeProvider = { attributes in
            askedWidths.append(attributes.size.width)
            return CGSize(width: attributes.size.width, height: [100, 200, 50][attributes.indexPath.item])
        }
        let frames = cellFrames(collectionView.layoutAllElements())
        // The delegate asks at the layout's width (the self-sizing passes after it ask at the cells' own).
        #expect(Array(askedWidths.prefix(3)) == [400, 400, 400])
        // Scaled to 200-point columns: 50, 100 and 25 tall; the third under the first (the shorter column).
        #expect(frames == [CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 200, y: 0, width: 200, height: 100),
                           CGRect(x: 0, y: 50, width: 200, height: 25)])
    }

    @Test func oncePlacedAWaterfallsItemsAreMeasuredAtTheirColumnsWidth() throws {
        let collectionView = host(Waterfall(), width: 400, counts: [3])
        // Text cards: a card is 4000 / width points tall (twice as tall at half the width, its lines wrapping).
        collectionView.preferredSizeProvider = { attributes in
            CGSize(width: attributes.size.width, height: 4000 / attributes.size.width)
        }
        let first = collectionView.layoutAllElements()
        // Measured across 400 points (10 tall) and scaled to the 200-point column: 5 tall, far too short for its text.
        #expect(cellFrames(first).map(\.height) == [5, 5, 5])
        let scene = try #require(collectionView.delegate as? PlaygroundSceneDelegate)
        #expect(scene.fitWidths(to: first))
        collectionView.collectionViewLayout.invalidateLayout()
        let second = collectionView.layoutAllElements()
        // Measured at the 200 points they are laid out at: 4000 / 200 = 20 tall; nothing more to fit.
        #expect(cellFrames(second).map(\.height) == [20, 20, 20])
        #expect(!scene.fitWidths(to: second))
    }

    @Test func aFlowLayoutKeepsItsItemSize() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 30)
        let collectionView = host(layout, width: 400, counts: [2])
        collectionView.preferredSizeProvider = { _ in nil }
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.size) == [CGSize(width: 70, height: 30), CGSize(width: 70, height: 30)])
    }

    @Test func aLayoutsOwnDelegateProtocolIsAnsweredThroughOneExtension() {
        let collectionView = host(UICollectionViewFlowLayout(), width: 300, counts: [1])
        collectionView.preferredSizeProvider = { attributes in CGSize(width: attributes.size.width, height: attributes.size.width / 4) }
        let answer = (collectionView.delegate as? PhotoHeights)?.collectionView(collectionView, heightForPhotoAt: IndexPath(item: 0, section: 0))
        #expect(answer == 40)
    }
}

/// A waterfall's own delegate protocol, as public layouts declare one.
@MainActor protocol PhotoHeights: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
}

/// The one extension that answers it from the scene (the docs' example): 160-point columns.
extension PlaygroundSceneDelegate: PhotoHeights {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat {
        sceneItemSize(at: indexPath, fittingWidth: 160).height
    }
}
