import AppSupport
import CollectionLayout
import Foundation
import Pictures
@testable import Playground
import Rendering
import TestSupport
import Testing

/// Pictures in scenes (contract.md "Pictures"), worked by hand: the keys, the cards' sizes from
/// the pictures' aspect ratios read from their headers, the dump's `"image"`, a picture drawn
/// where its content mode puts it (not mirrored right to left), nothing moving when the pixels
/// arrive, and a picture that cannot be read drawing a broken picture with one warning line.
@MainActor @Suite(.serialized) struct PictureSceneTests {
    /// A self-sizing flow of 200-point columns: photos, a thumbnail row, a text card and a missing picture.
    static let selfSizing = """
    {"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 100}, "estimatedItemSize": {"width": 200, "height": 100},
                "minimumInteritemSpacing": 0, "minimumLineSpacing": 10, "sectionInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
     "cardStyle": "photo",
     "sections": [{"items": [
       {"id": "wide", "image": "wide.png"},
       {"id": "tall", "image": "tall@2x.png"},
       {"id": "thumb", "title": "Hi", "image": "wide.png", "cardStyle": "thumbnail"},
       {"id": "gone", "image": "missing.png"}]}]}
    """
    static let pictures = ["wide.png": (width: 400, height: 300), "tall@2x.png": (width: 200, height: 400)]

    private func cellFrame(_ model: PlaygroundModel, _ id: String) throws -> Rect {
        try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id))).frame
    }

    @Test func cardsTakeTheirPicturesAspectRatio() throws {
        let model = try PictureSceneSupport.model(try PictureSceneSupport.scene(Self.selfSizing, pictures: Self.pictures))
        // 400 × 300 pixels at 1×: 200 wide keeps 4:3, 150 tall.
        #expect(try cellFrame(model, "wide").size == Size(width: 200, height: 150))
        // 200 × 400 pixels named @2x: 100 × 200 points, 1:2, so 400 tall at 200 wide.
        #expect(try cellFrame(model, "tall").size == Size(width: 200, height: 400))
        // A thumbnail row: the 56-point square at L with 12 points above and below, taller than one line of text.
        #expect(try cellFrame(model, "thumb").size == Size(width: 200, height: 80))
        // A picture that cannot be read keeps the size offered (the estimate).
        #expect(try cellFrame(model, "gone").size == Size(width: 200, height: 100))
    }

    @Test func nothingMovesWhenThePixelsArrive() throws {
        let model = try PictureSceneSupport.model(try PictureSceneSupport.scene(Self.selfSizing, pictures: Self.pictures))
        let before = try ["wide", "tall", "thumb", "gone"].map { try cellFrame(model, $0) }
        model.settlePictures()
        model.advance(by: 1)
        let after = try ["wide", "tall", "thumb", "gone"].map { try cellFrame(model, $0) }
        #expect(before == after)
    }

    @Test func dumpSaysWhereEachPictureLands() throws {
        let path = try PictureSceneSupport.scene(Self.selfSizing, pictures: Self.pictures)
        let model = try PictureSceneSupport.model(path)
        let json = try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: false).utf8)) as! [String: Any]
        let elements = json["elements"] as! [[String: Any]]
        func image(_ id: String) -> [String: Any]? { elements.first { $0["id"] as? String == id }?["image"] as? [String: Any] }
        let wide = try #require(image("wide"))
        #expect(wide["path"] as? String == "wide.png")
        #expect(wide["pixelWidth"] as? Double == 400 && wide["pixelHeight"] as? Double == 300)
        #expect(wide["state"] as? String == "loaded")
        #expect(wide["drawnRect"] as? [String: Double] == ["x": 0, "y": 0, "width": 200, "height": 150])
        // The thumbnail: a 56-point square 12 in from the leading edge, centred in the 80-point row;
        // the 4:3 picture fills it (aspect fill): 74.67 wide, centred, cut by the square.
        let thumb = try #require(image("thumb"))
        let drawn = try #require(thumb["drawnRect"] as? [String: Double])
        #expect(abs(drawn["x"]! - (12 + (56 - 56 * 4 / 3) / 2)) < 1e-3 && drawn["y"] == 12)
        #expect(abs(drawn["width"]! - 56 * 4 / 3) < 1e-3 && drawn["height"] == 56)
        #expect(image("gone")?["state"] as? String == "failed")
    }

    @Test func contentModesPlaceThePictureAsUIImageViewDoes() throws {
        // A fixed 100 × 100 cell (no estimate) showing the 400 × 300 picture in each mode.
        let modes: [(String, [String: Double])] = [
            ("scaleAspectFill", ["x": -100.0 / 6, "y": 0, "width": 400.0 / 3, "height": 100]),
            ("scaleAspectFit", ["x": 0, "y": 12.5, "width": 100, "height": 75]),
            ("scaleToFill", ["x": 0, "y": 0, "width": 100, "height": 100]),
            ("center", ["x": -150, "y": -100, "width": 400, "height": 300]),
            ("top", ["x": -150, "y": 0, "width": 400, "height": 300]),
            ("bottom", ["x": -150, "y": -200, "width": 400, "height": 300]),
            ("left", ["x": 0, "y": -100, "width": 400, "height": 300]),
            ("right", ["x": -300, "y": -100, "width": 400, "height": 300]),
        ]
        let items = modes.map { #"{"id": "\#($0.0)", "image": "wide.png", "imageContentMode": "\#($0.0)"}"# }.joined(separator: ", ")
        let text = """
        {"layout": {"kind": "flow", "itemSize": {"width": 100, "height": 100}}, "cardStyle": "photo", "sections": [{"items": [\(items)]}]}
        """
        let model = try PictureSceneSupport.model(try PictureSceneSupport.scene(text, pictures: Self.pictures))
        let json = try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as! [String: Any]
        let elements = json["elements"] as! [[String: Any]]
        for (mode, expected) in modes {
            let image = try #require(elements.first { $0["id"] as? String == mode }?["image"] as? [String: Any], "\(mode)")
            let drawn = try #require(image["drawnRect"] as? [String: Double])
            for key in ["x", "y", "width", "height"] {
                // dump writes four decimals.
                #expect(abs(drawn[key]! - expected[key]!) < 1e-3, "\(mode) \(key): \(drawn[key]!) ≠ \(expected[key]!)")
            }
        }
    }

    @Test func thePictureIsDrawnWhereItLandsAndNotMirrored() throws {
        for direction in ["ltr", "rtl"] {
            let text = Self.selfSizing.replacingOccurrences(of: #""cardStyle": "photo","#, with: #""cardStyle": "photo", "direction": "\#(direction)","#)
            let model = try PictureSceneSupport.model(try PictureSceneSupport.scene(text, pictures: Self.pictures))
            let image = try model.renderedFrame(scale: 1)
            let frame = try model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)).unwrap()
            // The picture's left half is red (220, 40, 30), its right half blue (30, 40, 220), in either direction.
            let left = image[Int(frame.minX) + 50, Int(frame.midY)], right = image[Int(frame.minX) + 150, Int(frame.midY)]
            #expect(left.r > 200 && left.b < 50, "\(direction): \(left)")
            #expect(right.b > 200 && right.r < 50, "\(direction): \(right)")
        }
    }

    @Test func aPictureThatCannotBeReadIsOneWarningLine() throws {
        let path = try PictureSceneSupport.scene(Self.selfSizing, pictures: Self.pictures)
        let result = try ProcessRunner.playground(["shot", path, "--size", "400x600", "--out",
                                                   (path as NSString).deletingLastPathComponent + "/out.png"])
        #expect(result.status == 0)
        // The `image` value of the last item is on line 8 of the scene, column 28.
        #expect(result.stderr == "warning: \(path):8:28: missing.png: no such file\n")
    }

    @Test func everyBadPictureIsOneWarningAndABrokenPictureAndNothingElseBreaks() throws {
        // The Pictures module's fixtures: a text file, a BMP, a 50,000 × 50,000 PNG header and a
        // JPEG cut short (its end-of-image marker missing: refused with its header too).
        func fixture(_ name: String) -> String {
            TestPaths.packageRoot.appendingPathComponent("Tests/PicturesTests/Fixtures/\(name)").path
        }
        let text = """
        {"cardStyle": "photo", "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 100}},
         "sections": [{"items": [
           {"id": "text", "image": "\(fixture("not-a-picture.txt"))"},
           {"id": "bmp", "image": "\(fixture("unsupported.bmp"))"},
           {"id": "huge", "image": "\(fixture("huge-50000.png"))"},
           {"id": "cut", "image": "\(fixture("truncated.jpg"))"},
           {"id": "fine", "image": "wide.png"}]}]}
        """
        let path = try PictureSceneSupport.scene(text, pictures: Self.pictures)
        let result = try ProcessRunner.playground(["dump", path, "--size", "600x300"])
        #expect(result.status == 0)
        // One warning a bad picture, in the scene's order, each naming its place.
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("warning: \(path):") })
        #expect(lines[0].hasSuffix("not a picture (PNG, JPEG, WebP, GIF or HEIC)"))
        #expect(lines[1].contains("unsupported picture format"))
        #expect(lines[2].hasSuffix("50000 × 50000 pixels is over the picture budget of 100 megapixels"))
        #expect(lines[3].hasSuffix(": \(fixture("truncated.jpg")): truncated (the file ends before the picture does)"))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let states = Dictionary(uniqueKeysWithValues: (json["elements"] as! [[String: Any]]).compactMap { element -> (String, String)? in
            guard let id = element["id"] as? String, let image = element["image"] as? [String: Any] else { return nil }
            return (id, image["state"] as! String)
        })
        #expect(states == ["text": "failed", "bmp": "failed", "huge": "failed", "cut": "failed", "fine": "loaded"])
    }

    @Test func watchPicksUpAPictureReplacedOnDisk() throws {
        let path = try PictureSceneSupport.scene(Self.selfSizing, pictures: Self.pictures)
        let model = try PictureSceneSupport.model(path)
        let session = WatchSession(model: model, path: path)
        #expect(!session.poll())
        #expect(try cellFrame(session.model, "wide").size == Size(width: 200, height: 150))
        // wide.png becomes 400 × 100 (4:1): the card, 200 wide, is now 50 tall.
        let folder = (path as NSString).deletingLastPathComponent
        let bytes = [UInt8](repeating: 200, count: 400 * 100 * 4)
        try AtomicFile.writePNG(RGBAImage(width: 400, height: 100, bytes: bytes), to: folder + "/wide.png")
        #expect(session.poll())
        #expect(try cellFrame(session.model, "wide").size == Size(width: 200, height: 50))
        #expect(!session.poll())
    }

    @Test(arguments: [
        (#"{"cardStyle": "film", "sections": []}"#, #"scene.json:1:15: "cardStyle" must be one of: text, photo, poster, overlay, thumbnail, got "film""#),
        (#"{"sections": [{"items": [{"image": "a.png", "imageContentMode": "fill"}]}]}"#,
         #"scene.json:1:65: "imageContentMode" must be one of: scaleAspectFill, scaleAspectFit, scaleToFill, center, top, bottom, left, right, got "fill""#),
        (#"{"sections": [{"items": [{"imageContentMode": "center"}]}]}"#,
         #"scene.json:1:47: "imageContentMode" must be given with an "image", got "center""#),
        (#"{"sections": [{"items": [{"image": ""}]}]}"#, #"scene.json:1:36: "image" must be a picture's path, got """#),
    ])
    func badPictureKeysAreOneLocatedLine(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }
}

private extension Optional {
    func unwrap() throws -> Wrapped {
        guard let self else { throw InputError("missing") }
        return self
    }
}
