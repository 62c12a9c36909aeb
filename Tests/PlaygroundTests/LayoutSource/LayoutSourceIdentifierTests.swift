import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// A user's layout that looks items up through its collection view's data source as a
/// `UICollectionViewDiffableDataSource<String, String>` gets the scene's item ids, and again after they move.
/// By hand, from IdentifierLayout's rule (rows 44 tall, 20 points wide a character of the id) and the public-layouts
/// scene's ids: one, two, three, four, five, six.
@MainActor @Suite(.serialized) struct LayoutSourceIdentifierTests {
    private func options() -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("public-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("IdentifierLayout.swift")
        return options
    }

    @Test func aLayoutReadsTheScenesItemIdsThroughItsDiffableDataSource() throws {
        let dump = try DumpCommand.run(options(), all: true)
        let lengths = [3.0, 3, 5, 4, 4, 3]
        for (item, length) in lengths.enumerated() {
            #expect(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item) == [0, 44 * Double(item), 20 * length, 44])
        }
    }

    @Test func theIdsFollowAMove() throws {
        let model = try options().makeModelAtMoment()
        // "three" (5 characters) moved to the front: rows of 5, 3, 3, 4, 4, 3 characters.
        try model.moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0), animated: false)
        model.advance(by: 3)
        let widths = (0..<6).map { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width }
        #expect(widths == [100, 60, 60, 80, 80, 60])
    }
}
