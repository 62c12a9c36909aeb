import AppSupport
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Rendering
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every file the playground writes goes through a temporary file and a rename: a failed write
/// leaves the old file whole and no temporary behind, and says why in one line.
@MainActor
struct AtomicFileTests {
    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        let path = folder.appendingPathComponent("out.json").path
        try AtomicFile.write("{\"a\": 1}\n", to: path)
        try AtomicFile.write("{\"a\": 2}\n", to: path)
        #expect(contents(path) == Array("{\"a\": 2}\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    }

    @Test func aFullDiskKeepsTheOldFileAndSaysSo() throws {
        let folder = try TestPaths.temporaryDirectory()
        let path = folder.appendingPathComponent("shot.png").path
        try AtomicFile.write([1, 2, 3], to: path)
        // The disk fills after 2 of 5 bytes: the first write succeeds in part, the second fails as write(2) does.
        var calls = 0
        let fullDisk: AtomicFile.ChunkWriter = { descriptor, bytes in
            calls += 1
            if calls == 1 { return Glibc.write(descriptor, bytes.baseAddress, 2) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: PlaygroundError.self) { try AtomicFile.write([9, 9, 9, 9, 9], to: path, chunkWriter: fullDisk) }
        do {
            try AtomicFile.write([9, 9, 9, 9, 9], to: path, chunkWriter: fullDisk)
        } catch {
            #expect(error.description == "cannot write \(path): the disk is full")
        }
        #expect(contents(path) == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
    }

    @Test func aPathThatIsAFolderIsRefusedInOneLine() throws {
        let folder = try TestPaths.temporaryDirectory()
        let path = folder.appendingPathComponent("picture.png").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        do {
            try AtomicFile.write([1], to: path)
            Issue.record("wrote over a folder")
        } catch {
            #expect(error.description == "cannot write \(path): it is a folder")
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("nowhere").path
        do {
            try AtomicFile.write([1], to: folder + "/a.png")
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description == "cannot write \(folder)/a.png: the folder \(folder) does not exist")
        }
    }

    @Test func aReadOnlyFolderIsNamed() throws {
        let folder = try TestPaths.temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let path = folder.appendingPathComponent("a.json").path
        if geteuid() == 0 {
            // The superuser writes anywhere; the message for the C library's answer is checked instead.
            #expect(AtomicFile.failure(path, errno: EACCES, folder: folder.path).description
                == "cannot write \(path): the folder \(folder.path) is not writable")
            #expect(AtomicFile.failure(path, errno: EROFS, folder: folder.path).description
                == "cannot write \(path): the file system is read-only")
            return
        }
        do {
            try AtomicFile.write([1], to: path)
            Issue.record("wrote into a read-only folder")
        } catch {
            #expect(error.description == "cannot write \(path): the folder \(folder.path) is not writable")
        }
    }

    @Test func aFailedScreenshotIsAToastAndTheWindowGoesOn() throws {
        var options = ViewOptions(size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts)
        options.screenshotsDirectory = try TestPaths.temporaryDirectory().path
        let model = try options.makeModelAtMoment()
        let target = try TestPaths.temporaryDirectory().appendingPathComponent("shot.png").path
        model.host.screenshotWriter = { _ in
            try AtomicFile.write([1, 2, 3], to: target, chunkWriter: { _, _ in
                errno = ENOSPC
                return -1
            })
            return target
        }
        model.saveScreenshot()
        #expect(model.chrome.toast?.message == "Couldn't save the screenshot: cannot write \(target): the disk is full")
        #expect(!FileManager.default.fileExists(atPath: target))
        // The model keeps running: time advances and the next frame draws.
        model.advance(to: model.time + 1)
        #expect(!model.drawList().commands.isEmpty)
    }

    @Test func shotToAFolderIsOneLine() throws {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("out.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let options = ViewOptions(size: Size(width: 200, height: 150), fontsDirectory: TestPaths.fonts)
        do {
            try ShotCommand.run(options, output: folder, scale: 1)
            Issue.record("wrote a shot over a folder")
        } catch {
            #expect("\(error)" == "cannot write \(folder): it is a folder")
        }
    }

    @Test func aPNGIsWholeAndReadable() throws {
        let folder = try TestPaths.temporaryDirectory()
        let path = folder.appendingPathComponent("shot.png").path
        let options = ViewOptions(size: Size(width: 200, height: 150), fontsDirectory: TestPaths.fonts)
        try ShotCommand.run(options, output: path, scale: 1)
        let image = try PNGFile.read(path)
        #expect(image.width == 200 && image.height == 150)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
    }
}
