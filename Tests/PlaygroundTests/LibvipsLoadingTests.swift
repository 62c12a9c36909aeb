import Foundation
import Testing
import TestSupport

/// libvips is opened when a picture first needs it, not at start: a process whose scene has no
/// picture never loads it and its 58 libraries (what every command's start paid before), and one
/// whose scene has a picture loads it and reads the picture. The dynamic loader's own account
/// (`LD_DEBUG=files`, glibc's) says which libraries a process loaded.
@Suite(.serialized) struct LibvipsLoadingTests {
    /// What the dynamic loader printed about libvips while `playground` ran `arguments`.
    private func libvipsLoads(_ arguments: [String]) throws -> (status: Int32, lines: [Substring]) {
        let result = try ProcessRunner.playground(arguments, environment: ["LD_DEBUG": "files"])
        return (result.status, result.stderr.split(separator: "\n").filter { $0.contains("file=libvips.so") })
    }

    @Test func aSceneWithoutPicturesNeverLoadsLibvips() throws {
        let (status, lines) = try libvipsLoads(["dump", TestPaths.untunedScene])
        #expect(status == 0)
        #expect(lines.isEmpty, "libvips was loaded: \(lines)")
    }

    @Test func aSceneWithAPictureLoadsLibvipsWhenItReadsThePicture() throws {
        let folder = TestPaths.runFolder.appendingPathComponent("libvips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("picture.json")
        let picture = PackagePaths.tests("PicturesTests/Fixtures/grey.png")
        try #"{"sections": [{"items": [{"title": "Grey", "image": "\#(picture)"}]}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let (status, lines) = try libvipsLoads(["dump", scene.path])
        #expect(status == 0)
        // Opened by the process (dlopen), not needed by the executable at start.
        #expect(lines.contains { $0.contains("dynamically loaded by") }, "libvips was not loaded: \(lines)")
        #expect(!lines.contains { $0.contains("needed by") })
    }
}
