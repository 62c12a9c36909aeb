import AppSupport
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// The built-in bookshelf (`Assets/bookshelf-scene.json`): a shelf under each row of books,
/// following the rows through inserts and deletes, listed by `dump` as decorations.
@MainActor @Suite struct BookshelfSceneTests {
    private var scene: String { TestPaths.packageRoot.appendingPathComponent("Assets/bookshelf-scene.json").path }

    private func shelfCount(_ model: PlaygroundModel) -> Int {
        model.collectionView.allAttributes().filter { $0.category == .decoration && $0.kind == ElementKind.shelf }.count
    }

    @Test func theShelvesFollowTheRowsThroughInsertsAndDeletes() throws {
        // 1024 wide: 32 + 7 · 120 + 6 · 16 + 32 = 1000 ≤ 1024, an eighth would not fit (1136): 7 books a row,
        // so the 18 books stand on 3 shelves (7, 7, 4); four more make 22, a fourth row.
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        #expect(shelfCount(model) == 3)
        try model.insertItems(at: (18...21).map { CollectionLayout.IndexPath(item: $0, section: 0) })
        model.settle()
        #expect(shelfCount(model) == 4)
        // Ten taken away leave 12: two rows.
        try model.deleteItems(at: (12...21).map { CollectionLayout.IndexPath(item: $0, section: 0) })
        model.settle()
        #expect(shelfCount(model) == 2)
        // A shelf's top is its row's bottom: the first row's books end where the first shelf starts.
        let shelf = try #require(model.collectionView.layout.layoutAttributesForDecorationView(ofKind: ElementKind.shelf,
                                                                                               at: CollectionLayout.IndexPath(item: 0, section: 0)))
        let book = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0)))
        #expect(shelf.frame.minY == book.frame.maxY && shelf.frame.height == 16)
    }

    @Test func dumpListsTheShelvesAsDecorations() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(
            ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts), all: true).utf8)) as! [String: Any]
        let decorations = (json["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "decoration" }
        #expect(decorations.count == 3 && decorations.allSatisfy { $0["kind"] as? String == "shelf" })
    }
}

/// The built-in paintings gallery (`Assets/paintings-scene.json`): a horizontal flow whose
/// headers stand at the side of their sections, each section with its own insets.
@MainActor @Suite struct PaintingsSceneTests {
    @Test func headersStandAtTheSideAndSectionsKeepTheirOwnInsets() throws {
        let scene = TestPaths.packageRoot.appendingPathComponent("Assets/paintings-scene.json").path
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 640), fontsDirectory: TestPaths.fonts).makeModel()
        let layout = model.collectionView.layout
        let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: CollectionLayout.IndexPath(item: 0, section: 0)))
        let first = try #require(layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0)))
        // The header: 180 wide (room for "Impressionism" on one line), as tall as the collection
        // (552 = 640 − the 56-point toolbar − the 32-point status bar), before the section's first
        // painting, which starts after the 24-point left inset.
        #expect(header.frame == Rect(x: 0, y: 0, width: 180, height: 552))
        #expect(first.frame.minX == 180 + 24)
        // Section 0's top inset is 40: its first column (two paintings) starts there. Section 1's
        // insets are 80 each: its first painting (200 tall) is alone in its column, centred as UIKit
        // centres a line of one item: 80 + (552 − 80 − 80 − 200) / 2 = 176.
        #expect(first.frame.minY == 40)
        let second = try #require(layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 1)))
        #expect(second.frame.minY == 176)
    }
}

/// The built-in Photos-style mosaic (`Assets/mosaic-scene.json`): nested compositional groups.
@MainActor @Suite struct MosaicSceneTests {
    @Test func theNestedGroupsPlaceEachPhotoAsComputedByHand() throws {
        let scene = TestPaths.packageRoot.appendingPathComponent("Assets/mosaic-scene.json").path
        let model = try ViewOptions(scenePath: scene, size: Size(width: 800, height: 900), fontsDirectory: TestPaths.fonts).makeModel()
        func frame(_ item: Int) throws -> Rect {
            try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: item, section: 0))).frame
        }
        // 800 wide less the section's 4-point insets: 792. The first group is 396 tall (half its
        // width): a 528-wide photo (2/3) beside two 264 × 198 ones; each photo inset 2 on every side.
        #expect(try frame(0) == Rect(x: 6, y: 6, width: 524, height: 392))
        #expect(try frame(1) == Rect(x: 534, y: 6, width: 260, height: 194))
        #expect(try frame(2) == Rect(x: 534, y: 204, width: 260, height: 194))
        // Then three squares of 264 (a third of 792), from y = 4 + 396 = 400.
        #expect(try frame(3) == Rect(x: 6, y: 402, width: 260, height: 260))
        #expect(try frame(5) == Rect(x: 534, y: 402, width: 260, height: 260))
        // Then the mirror of the first row: two small ones at the left, the large one at the right.
        #expect(try frame(6) == Rect(x: 6, y: 666, width: 260, height: 194))
        #expect(try frame(8) == Rect(x: 270, y: 666, width: 524, height: 392))
    }
}

/// The 2014 session's table demo in three steps (`Assets/table-1…3-scene.json`): a fixed font,
/// Dynamic Type clipped by 44-point rows, then self-sizing rows.
@MainActor @Suite struct TableDemoSceneTests {
    private func model(step: Int, category: ContentSizeCategory) throws -> PlaygroundModel {
        let scene = TestPaths.packageRoot.appendingPathComponent("Assets/table-\(step)-scene.json").path
        return try ViewOptions(scenePath: scene, category: category, fontsDirectory: TestPaths.fonts).makeModel()
    }

    private func rowHeight(_ model: PlaygroundModel) throws -> Double {
        model.settle()
        return try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0))).size.height
    }

    @Test func aFixedFontIgnoresTheTextSize() throws {
        let model = try model(step: 1, category: .AX2)
        #expect(model.presentation.category == .L)
        model.setCategory(.AX5, animated: false)
        #expect(model.presentation.category == .L)
        #expect(model.chrome.toast?.message.contains("fixed font") == true)
        #expect(try rowHeight(model) == 44)
    }

    @Test func dynamicTypeIn44PointRowsClipsAndSelfSizingRowsGrow() throws {
        // Step 2 follows the text size, but its rows stay 44 points.
        let clipped = try model(step: 2, category: .AX2)
        #expect(clipped.presentation.category == .AX2)
        #expect(try rowHeight(clipped) == 44)
        // Step 3 measures each row: at AX2 a title and a two-line subtitle need far more than 44.
        let sized = try model(step: 3, category: .AX2)
        #expect(try rowHeight(sized) > 88)
        let large = try model(step: 3, category: .L)
        #expect(try rowHeight(large) < (try rowHeight(sized)))
    }
}

/// The font catalogue (`Assets/fonts-scene.json`): each card's title in its own face, and each
/// card as tall as that face's text needs.
@MainActor @Suite struct FontCatalogueSceneTests {
    @Test func eachCardIsSizedByItsOwnFacesText() throws {
        let scene = TestPaths.packageRoot.appendingPathComponent("Assets/fonts-scene.json").path
        let model = try ViewOptions(scenePath: scene, size: Size(width: 900, height: 700), fontsDirectory: TestPaths.fonts).makeModel()
        model.settle()
        func height(_ id: String) throws -> Double {
            try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id))).size.height
        }
        // One title line each, so two cards differ by the difference of their faces' line heights
        // at the headline's 17 points (L), as Core Text takes them from the fonts' hhea tables (read
        // with fontTools): Inter's ascender 2,728 and descender −680 of 2,816 units, no line gap;
        // Noto Sans Arabic's 1,374 and −738 of 1,000 — 17 × (2,112 / 1,000 − 3,408 / 2,816) = 15.330.
        let expected = 17 * (2112.0 / 1000 - 3408.0 / 2816)
        #expect(abs((try height("notosansarabic-regular")) - (try height("inter-regular")) - expected) < 0.01)
        // A face that is not bundled is refused with the list.
        #expect(throws: InputError.self) {
            try SceneDecoder.decode(#"{"sections": [{"items": [{"title": "x", "font": "Comic Sans"}]}]}"#, file: "s.json")
        }
    }
}
