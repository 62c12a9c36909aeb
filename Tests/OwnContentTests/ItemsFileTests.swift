import Foundation
import OwnContent
import SceneFormat
import TestSupport
import Testing

/// `--items FILE.csv|FILE.json`: items from a spreadsheet or a JSON list, sectioned by
/// `section`, RFC 4180's quoting, and each bad file as one line with its file and line.
@MainActor @Suite struct ItemsFileTests {
    private func error(_ source: OwnContentSource) -> String? {
        do {
            _ = try OwnContent.read(source)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func quotedCommasDoubledQuotesEmbeddedNewlinesABOMAndCRLF() throws {
        let text = "\u{FEFF}title,subtitle,section\r\n\"Lynx, Iberian\",\"Says \"\"hi\"\"\",Cats\r\nOwl,\"two\r\nlines\",Birds\r\nOcelot,,Cats\r\n"
        let path = try ContentFixtures.file("animals.csv", text)
        let content = try OwnContent.read(.items(path))
        #expect(content.name == "animals")
        #expect(content.sections.map(\.title) == ["Cats", "Birds"])
        let cats = content.sections[0].items, birds = content.sections[1].items
        #expect(cats.map(\.title) == ["Lynx, Iberian", "Ocelot"])
        #expect(cats.map(\.subtitle) == ["Says \"hi\"", nil])
        #expect(birds.map(\.subtitle) == ["two\nlines"])
        // The rows start on lines 2, 3 and 5 (Owl's subtitle takes lines 3 and 4).
        #expect((cats + birds).map { $0.location?.line } == [2, 5, 3])
    }

    @Test func blankLinesAndNoLastNewlineAndEveryColumn() throws {
        let text = "id,title,subtitle,image,color,section,favorite\na,A,,,#2A9D8F,,yes\n\nb,B,Sub,,,,false"
        let path = try ContentFixtures.file("list.csv", text)
        let content = try OwnContent.read(.items(path))
        #expect(content.sections.count == 1 && content.sections[0].title == nil)
        let items = content.sections[0].items
        #expect(items.map(\.id) == ["a", "b"])
        #expect(items.map(\.color) == ["#2A9D8F", nil])
        #expect(items.map(\.favorite) == [true, false])
        #expect(items.map { $0.location?.line } == [2, 4])
        let scene = try OwnContentScene.scene(content)
        #expect(scene.sections[0].items.map(\.isFavorite) == [true, false])
        #expect(scene.sections[0].headerText == nil)
    }

    @Test func jsonItemsHaveTheSameKeys() throws {
        let text = #"[{"title": "A", "section": "X", "favorite": true}, {"title": "B"}, {"id": "c", "title": "C", "section": "X"}]"#
        let path = try ContentFixtures.file("items.json", text)
        let content = try OwnContent.read(.items(path))
        #expect(content.sections.map(\.title) == ["X", nil])
        #expect(content.sections[0].items.map(\.title) == ["A", "C"])
        #expect(content.sections[0].items.map(\.favorite) == [true, false])
        #expect(content.sections[1].items.map(\.title) == ["B"])
        #expect(content.sections[0].items[1].id == "c")
    }

    @Test func picturesAreRelativeToTheItemsFileAndAMissingOneIsAWarningAtItsRow() throws {
        let folder = try ContentFixtures.folder(["pics/cat.jpg": "taken-2024-05-01.jpg"], name: "Catalogue")
        let path = (folder as NSString).appendingPathComponent("items.csv")
        try Data("title,image\nCat,pics/cat.jpg\nGone,missing.png\n".utf8).write(to: URL(fileURLWithPath: path))
        let content = try OwnContent.read(.items(path))
        let scene = try OwnContentScene.scene(content)
        let cat = try #require(scene.sections[0].items.first)
        #expect(cat.picture?.header?.pixelWidth == 40 && cat.cardStyle == .poster)
        #expect(OwnContentScene.pictureWarnings(scene, source: content.source) == ["warning: \(path):3:1: missing.png: no such file"])
    }

    @Test func withASceneTheItemsReplaceItsSectionsAndItKeepsItsLayout() throws {
        let path = try ContentFixtures.file("items.csv", "title,section\nA,One\nB,Two\n")
        let scene = try OwnContentScene.scene(try OwnContent.read(.items(path)), over: PackagePaths.defaultScene)
        let base = try SceneDecoder.load(path: PackagePaths.defaultScene)
        #expect(scene.name == base.name)
        #expect(scene.sections.map(\.headerText) == ["One", "Two"])
        #expect(scene.sections.map { $0.items.map(\.title) } == [["A"], ["B"]])
        #expect(scene.layout.metrics.itemSize == base.layout.metrics.itemSize && scene.layout.minimumColumnWidth == 280)
    }

    @Test func anUnknownColumnNamesItAndTheAllowedOnes() throws {
        let path = try ContentFixtures.file("prices.csv", "title,price\nA,1\n")
        #expect(error(.items(path)) == "\(path):1:1: unknown column \"price\"; the columns are: id, title, subtitle, image, color, section, favorite")
    }

    @Test func aRowWithTooManyFieldsIsAnErrorAtItsLine() throws {
        // The second record takes lines 2 and 3, so the bad one is on line 4.
        let path = try ContentFixtures.file("many.csv", "title,subtitle\n\"A\nB\",C\nD,E,F\n")
        #expect(error(.items(path)) == "\(path):4:1: a row with 3 fields, but the header names 2 columns")
    }

    @Test func anUnclosedQuoteIsAnErrorAtItsRecord() throws {
        let path = try ContentFixtures.file("open.csv", "title,subtitle\nA,B\nC,\"never closed\nD,E\n")
        #expect(error(.items(path)) == "\(path):3:1: a quoted field is not closed (a \" is missing)")
    }

    @Test func invalidUTF8IsAnErrorAtItsLine() throws {
        let path = try ContentFixtures.file("bytes.csv", Array("title\nA\n".utf8) + [0xFF, 0x0A])
        #expect(error(.items(path)) == "\(path):3:1: the file is not UTF-8 text (an invalid byte sequence here)")
    }

    @Test func badValuesAreErrorsAtTheirRow() throws {
        let color = try ContentFixtures.file("color.csv", "title,color\nA,red\n")
        #expect(error(.items(color)) == "\(color):2:1: \"color\" must be a colour like #2A9D8F, got \"red\"")
        let favorite = try ContentFixtures.file("favorite.csv", "title,favorite\nA,maybe\n")
        #expect(error(.items(favorite)) == "\(favorite):2:1: \"favorite\" must be true or false (or yes/no, 1/0), got \"maybe\"")
        let twice = try ContentFixtures.file("twice.csv", "id,title\na,A\na,B\n")
        #expect(error(.items(twice)) == "\(twice):3:1: the id \"a\" is used twice (first on line 2)")
        let empty = try ContentFixtures.file("empty.csv", "title\n")
        #expect(error(.items(empty)) == "\(empty): no items in \(empty) (a header row and no rows)")
    }

    @Test func badJSONItemsAreErrorsAtTheirPlace() throws {
        let object = try ContentFixtures.file("object.json", #"{"title": "A"}"#)
        #expect(error(.items(object)) == "\(object):1:1: an items file must be an array of objects, got an object")
        let unknown = try ContentFixtures.file("unknown.json", "[\n  {\"title\": \"A\", \"price\": 1}\n]")
        #expect(error(.items(unknown)) == "\(unknown):2:18: unknown key \"price\" in an item; expected one of: id, title, subtitle, image, color, section, favorite")
        let other = try ContentFixtures.file("items.txt", "title\nA\n")
        #expect(error(.items(other)) == "\(other): --items takes a .csv or .json file of items")
        #expect(error(.items("/no/such/items.csv")) == "/no/such/items.csv: no such items file")
    }

    /// Memory within a small multiple of the input: a 20 MB cell, a 1 GB file and a FIFO are
    /// each refused in one line before anything large is made.
    @Test func aCellOverTenThousandCharactersIsAnErrorAtItsRow() throws {
        let path = try ContentFixtures.file("long.csv", "title,subtitle\nShort,ok\nLong," + String(repeating: "é", count: 10_001) + "\n")
        #expect(error(.items(path)) == "\(path):3:1: the \"subtitle\" value has 10001 characters; an item's value holds at most 10000")
        let fits = try ContentFixtures.file("fits.csv", "title\n" + String(repeating: "é", count: 10_000) + "\n")
        #expect(error(.items(fits)) == nil)
    }

    @Test func anItemsFileOverThirtyTwoMebibytesIsRefusedUnread() throws {
        let path = try ContentFixtures.file("sparse.csv", "")
        // A sparse gigabyte of NULs: nothing is written to disk, and nothing of it may be read.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        #expect(error(.items(path)) == "\(path): the items file has 1073741824 bytes; an items file holds at most 33554432 (32 MiB)")
    }

    @Test func aFIFONamedLikeAnItemsFileIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("pipe.csv").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(error(.items(path)) == "\(path): cannot read the items file (not a regular file)")
    }

    @Test func anUnknownColumnsLongNameIsShortenedInTheError() throws {
        let path = try ContentFixtures.file("wide.csv", String(repeating: "x", count: 100) + "\nA\n")
        #expect(error(.items(path)) == "\(path):1:1: unknown column \"" + String(repeating: "x", count: 40) + "…\"; the columns are: id, title, subtitle, image, color, section, favorite")
    }
}
