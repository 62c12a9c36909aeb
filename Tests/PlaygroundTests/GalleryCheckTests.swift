import Foundation
import Rendering
import Testing

/// `playground gallery --check DIR` as `make docs-check` runs it: a folder the gallery just
/// made passes; one altered picture fails with status 1 and a line naming it.
@MainActor @Suite(.serialized) struct GalleryCheckTests {
    @Test func aFreshGalleryPassesAndOneAlteredPictureFailsNamingIt() throws {
        // A three-card scene at 120×90 points keeps each run to a few seconds.
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("tiny.json").path
        try #"{"sections": [{"items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}]}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let gallery = directory.appendingPathComponent("gallery").path
        let made = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--out", gallery])
        #expect(made.status == 0, "\(made.stderr)")
        // Seven layouts at three text sizes, and the 21 switches as a picture and an animation.
        let total = 7 * 3 + 2 * 21
        #expect(made.stderr.hasSuffix("gallery: wrote \(total) images and index.md to \(gallery)\n"))

        let fresh = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--check", gallery])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stderr.hasSuffix("gallery --check: all \(total) images and index.md in \(gallery) are up to date\n"))

        // One pixel of one picture changed.
        let picture = gallery + "/flow-L.png"
        var image = try PNGFile.read(picture)
        image.bytes[0] ^= 0xFF
        try PNGFile.write(image, to: picture)
        let stale = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--check", gallery])
        #expect(stale.status == 1)
        #expect(stale.stdout.isEmpty)
        let lines = stale.stderr.split(separator: "\n").filter { !$0.hasPrefix("gallery --check: ") }
        #expect(lines == ["error: \(gallery) is stale: 1 of \(total + 1) files differ from what gallery makes now (flow-L.png); run make docs"])
    }
}
