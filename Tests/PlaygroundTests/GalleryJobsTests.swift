import Foundation
import Rendering
import Testing

/// `playground gallery --jobs N`: the pictures made by several worker processes are the ones one
/// process makes, byte for byte, with the same progress lines, and `--check` with workers names
/// what is stale; a bad `--jobs` is one line and status 2; a worker's failure fails the whole
/// command with its one line and writes no index.
@MainActor @Suite(.serialized) struct GalleryJobsTests {
    /// A three-card scene (at 120×90 points, a gallery takes a few seconds) in a fresh folder.
    private func tinyScene() throws -> (folder: URL, scene: String) {
        let folder = try TestPaths.temporaryDirectory()
        let scene = folder.appendingPathComponent("tiny.json").path
        try #"{"sections": [{"items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}]}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        return (folder, scene)
    }

    /// The names of the files in `folder`, hidden ones too, sorted.
    private func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aGalleryMadeByThreeWorkersIsTheOneCoreGalleryByteForByte() throws {
        let (folder, scene) = try tinyScene()
        let oneCore = folder.appendingPathComponent("one-core").path
        let workers = folder.appendingPathComponent("workers").path
        let serial = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--jobs", "1", "--out", oneCore])
        #expect(serial.status == 0, "\(serial.stderr)")
        let parallel = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--jobs", "3", "--out", workers])
        #expect(parallel.status == 0, "\(parallel.stderr)")

        // The same files (and no temporary one left), each the same bytes.
        let files = try names(in: oneCore)
        #expect(files.count == 7 * 3 + 2 * 21 + 1)
        #expect(try names(in: workers) == files)
        for name in files {
            let a = FileManager.default.contents(atPath: oneCore + "/" + name), b = FileManager.default.contents(atPath: workers + "/" + name)
            #expect(a != nil && a == b, "\(name) differs")
        }
        // The same progress, a line a picture in the gallery's order, but for the folder's name.
        #expect(parallel.stderr == serial.stderr.replacingOccurrences(of: oneCore, with: workers))
        #expect(parallel.stderr.hasSuffix("gallery: 63 of 63: transition-grid-to-line.webp\ngallery: wrote 63 images and index.md to \(workers)\n"))

        // --check with workers: the two pictures altered are named stale, in the gallery's order.
        for name in ["circle-AX5.png", "flow-xS.png"] {
            var image = try PNGFile.read(workers + "/" + name)
            image.bytes[0] ^= 0xFF
            try PNGFile.write(image, to: workers + "/" + name)
        }
        let check = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--jobs", "2", "--check", workers])
        #expect(check.status == 1)
        #expect(check.stderr.hasSuffix("error: \(workers) is stale: 2 of 64 files differ from what gallery makes now (flow-xS.png, circle-AX5.png); run make docs\n"))
    }

    @Test func aBadJobsCountIsOneLineAndStatusTwo() throws {
        for value in ["0", "-2"] {
            let result = try ProcessRunner.playground(["gallery", "--jobs=\(value)", "--out", "/tmp/never-written"])
            #expect(result.status == 2)
            #expect(result.stderr == "error: --jobs must be at least 1, got \(value)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
        // The worker option is for the command's own processes, not in the help.
        let help = try ProcessRunner.playground(["gallery", "--help"])
        #expect(help.stdout.contains("--jobs"))
        #expect(!help.stdout.contains("--worker"))
    }

    @Test func aWorkersFailureFailsTheGalleryWithItsOneLine() throws {
        let (folder, scene) = try tinyScene()
        let gallery = folder.appendingPathComponent("gallery").path
        // A folder where a picture goes: the worker that makes it cannot write it.
        try FileManager.default.createDirectory(atPath: gallery + "/flow-L.png", withIntermediateDirectories: true)
        let result = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--jobs", "2", "--out", gallery])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("gallery: ") }
        #expect(errors == ["error: cannot write \(gallery)/flow-L.png: it is a folder"])
        // No index, and nothing half-written: every file there is a whole picture.
        let files = try names(in: gallery)
        #expect(!files.contains("index.md"))
        #expect(!files.contains { $0.hasSuffix(".tmp") })
    }
}
