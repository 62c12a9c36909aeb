import AppSupport
import CollectionLayout
import Foundation
import Playground
import SceneFormat
import Typography

/// `layout.source.reload` (issue 37): the time from a saved change of a user's layout file (`--layout-source`,
/// a 100-line `UICollectionViewLayout` subclass) to the window's model showing the new layout's attributes —
/// the change seen, the file compiled with the layout host against the product's UIKit module, the host
/// started and asked for the layout, and the layout switched to. Every run saves a different file (its
/// spiral's turn changes), so each is compiled afresh; the first load, before the runs, is not timed.
@MainActor
struct LayoutSourceWorkloads {
    var runs: Int
    var fonts: FontLibrary

    /// The workload's name.
    static let name = "layout.source.reload"

    /// The workload's result when `filter` passes its name.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        guard filter(Self.name) else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-layout-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SpiralLayout.swift")
        try Self.source(turn: 0).write(to: file, atomically: true, encoding: .utf8)
        let model = try PlaygroundModel(scene: try SceneDecoder.load(path: try ResourceLocator.defaultScenePath()), fonts: fonts,
                                        windowSize: Size(width: 1280, height: 800))
        let watch = LayoutSourceWatch(path: file.path, className: nil)
        watch.loadNow(into: model)
        if let error = model.document.fileError { throw PlaygroundError("\(Self.name): the bench's layout did not load: \(error)") }
        // A different turn each run (and each bench process), so no build comes from the cache.
        let salt = Int(Date().timeIntervalSince1970) % 1000
        for run in 1...runs {
            try Self.source(turn: salt * 100 + run).write(to: file, atomically: true, encoding: .utf8)
            watch.poll(model)
            watch.waitForPendingBuild(model)
            model.advance(by: 1)
            if let error = model.document.fileError { throw PlaygroundError("\(Self.name): the bench's layout did not reload: \(error)") }
        }
        let samples = watch.reloadDurations.dropFirst().map { $0 * 1000 }
        var result = BenchmarkResult(name: Self.name, unit: "ms", samples: Array(samples))
        result.extras = [("lines", Double(Self.source(turn: 0).split(separator: "\n", omittingEmptySubsequences: false).count))]
        return [result]
    }

    /// A 100-line layout: items on a spiral around the view's centre, headers above it, inserted items
    /// growing out of the centre; `turn` changes the spiral a little.
    static func source(turn: Int) -> String {
        """
        import UIKit

        // A spiral of items around the centre of the view (the bench's layout, turn \(turn)).

        let SPIRAL_ITEM_SIZE: CGFloat = 64
        let SPIRAL_TURN: CGFloat = \(Double(turn % 7) * 0.01 + 0.35)

        final class SpiralAttributes: UICollectionViewLayoutAttributes {
            var ring = 0

            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! SpiralAttributes
                copy.ring = ring
                return copy
            }

            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? SpiralAttributes else { return false }
                return other.ring == ring && super.isEqual(object)
            }
        }

        class SpiralLayout: UICollectionViewLayout {
            private var cache: [IndexPath: SpiralAttributes] = [:]
            private var headers: [IndexPath: UICollectionViewLayoutAttributes] = [:]
            private var inserted: Set<IndexPath> = []
            private var center = CGPoint.zero
            private var size = CGSize.zero

            override class var layoutAttributesClass: AnyClass { SpiralAttributes.self }

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                size = collectionView.bounds.size
                center = CGPoint(x: size.width / 2, y: size.height / 2)
                cache = [:]
                headers = [:]
                var position = 0
                for section in 0..<collectionView.numberOfSections {
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        let indexPath = IndexPath(item: item, section: section)
                        let attributes = SpiralAttributes(forCellWith: indexPath)
                        let angle = CGFloat(position) * SPIRAL_TURN
                        let distance = 40 + CGFloat(position) * 6
                        attributes.size = CGSize(width: SPIRAL_ITEM_SIZE, height: SPIRAL_ITEM_SIZE)
                        attributes.center = CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
                        attributes.ring = position / 12
                        attributes.zIndex = -position
                        attributes.alpha = max(0.3, 1 - CGFloat(position) / 400)
                        cache[indexPath] = attributes
                        position += 1
                    }
                    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                                  with: IndexPath(item: 0, section: section))
                    header.frame = CGRect(x: 16, y: 16 + CGFloat(section) * 40, width: 200, height: 32)
                    headers[header.indexPath] = header
                }
            }

            override var collectionViewContentSize: CGSize { size }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let cells: [UICollectionViewLayoutAttributes] = cache.values.filter { $0.frame.intersects(rect) }
                return cells + headers.values.filter { $0.frame.intersects(rect) }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache[indexPath]
            }

            override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                               at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                headers[indexPath]
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                newBounds.size != size
            }

            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\\.indexPathAfterUpdate))
            }

            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                inserted = []
            }

            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard inserted.contains(itemIndexPath), let attributes = cache[itemIndexPath]?.copy() as? SpiralAttributes else {
                    return nil
                }
                attributes.center = center
                attributes.alpha = 0
                attributes.transform3D = CATransform3DMakeScale(0.2, 0.2, 1)
                return attributes
            }
        }
        """
    }
}
