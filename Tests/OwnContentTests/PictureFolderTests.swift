import AppSupport
import Foundation
import OwnContent
import SceneFormat
import TestSupport
import Testing

/// `--images DIR`: a folder's pictures by capture date then name, sub-folders as sections, and
/// the folder's problems as one line each.
@MainActor @Suite struct PictureFolderTests {
    @Test func picturesGoByCaptureDateThenNameAndSubFoldersBecomeSections() throws {
        let folder = try ContentFixtures.photos()
        let content = try OwnContent.read(.folder(folder))
        #expect(content.name == "Photos")
        #expect(content.sections.map(\.title) == ["Photos", "Trips"])
        #expect(content.sections[0].items.map(\.title) == ["zebra", "mango", "apple", "a-undated", "b"])
        #expect(content.sections[1].items.map(\.title) == ["m1", "m2", "w", "x"])
        #expect(content.sections[1].items.map(\.id) == ["Trips/m1.jpeg", "Trips/m2.jpg", "Trips/w.jpeg", "Trips/x.jpg"])
    }

    @Test func theSceneIsPhotoCardsSizedByTheirPictures() throws {
        let folder = try ContentFixtures.photos()
        let scene = try OwnContentScene.scene(try OwnContent.read(.folder(folder)))
        #expect(scene.name == "Photos")
        #expect(scene.sections.map(\.headerText) == ["Photos", "Trips"])
        let first = try #require(scene.sections[0].items.first)
        #expect(first.id == "zebra.jpg" && first.title == "zebra" && first.cardStyle == .photo)
        #expect(first.picture?.written == "zebra.jpg")
        // mango is 40 × 30 pixels: 4:3.
        #expect(scene.sections[0].items[1].picture?.aspectRatio == 40.0 / 30.0)
        #expect(scene.sections[1].items[0].picture?.written == "Trips/m1.jpeg")
        #expect(scene.layout.kind == .flow)
    }

    @Test func overASceneTheFolderTakesItsLayoutAndStaysPhotos() throws {
        let folder = try ContentFixtures.photos()
        let scene = try OwnContentScene.scene(try OwnContent.read(.folder(folder)), over: PackagePaths.defaultScene)
        #expect(scene.name == "Field Guide" && scene.layout.minimumColumnWidth == 280)
        #expect(scene.sections.map(\.headerText) == ["Photos", "Trips"])
        #expect(scene.sections[0].items.allSatisfy { $0.cardStyle == .photo })
        // Written from the default scene's folder.
        #expect(scene.sections[0].items[0].picture?.header?.pixelWidth == 32)
    }

    @Test func aFolderWithoutPicturesIsOneLine() throws {
        let folder = try ContentFixtures.folder(["notes.txt": "text", "Inner/readme.txt": "text"], name: "Nothing")
        #expect(throws: InputError.self) { try OwnContent.read(.folder(folder)) }
        do {
            _ = try OwnContent.read(.folder(folder))
        } catch {
            #expect(error.description == "no pictures in \(folder) (PNG, JPEG, WebP, GIF or HEIC)")
        }
    }

    @Test func aMissingFolderOrAFileIsOneLine() throws {
        let file = try ContentFixtures.file("picture.jpg", "not a folder")
        for (path, message) in [("/no/such/folder", "/no/such/folder: no such folder"),
                                (file, "\(file): not a folder (--images takes a folder of pictures)")] {
            do {
                _ = try OwnContent.read(.folder(path))
                Issue.record("\(path) was read")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func writtenPathsAreRelativeToTheScenesFolder() {
        #expect(RelativePath.of("/a/b/Photos/x.jpg", from: "/a/b/Photos") == "x.jpg")
        #expect(RelativePath.of("/a/b/Photos/Trips/x.jpg", from: "/a/b/Photos") == "Trips/x.jpg")
        #expect(RelativePath.of("/a/b/Photos/x.jpg", from: "/a/b/scenes") == "../Photos/x.jpg")
        #expect(RelativePath.of("/pictures/x.jpg", from: "/home/me") == "/pictures/x.jpg")
    }
}
