import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// The command line with own content: `scene` writes the scene `--images`/`--items` make, it
/// loads back to the same `dump`, and every bad input is one line and exit status 2.
@MainActor @Suite(.serialized) struct OwnContentCommandTests {
    private let view = ["--fonts", TestPaths.fonts, "--size", "800x600"]

    @Test func theWrittenSceneDumpsAsTheFolderDoes() throws {
        let folder = try ContentFixtures.photos()
        let out = (folder as NSString).appendingPathComponent("Photos.scene.json")
        let written = try ProcessRunner.playground(["scene", "--images", folder, "--out", out])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        let fromFolder = try ProcessRunner.playground(["dump", "--images", folder, "--all"] + view)
        let fromScene = try ProcessRunner.playground(["dump", out, "--all"] + view)
        #expect(fromFolder.status == 0 && fromScene.status == 0, "\(fromFolder.stderr)\(fromScene.stderr)")
        #expect(fromFolder.stdout.contains("\"path\": \"Trips/m1.jpeg\""))
        #expect(fromFolder.stdout == fromScene.stdout)
    }

    @Test func withoutOutTheSceneGoesToStandardOutputWithPathsFromTheWorkingFolder() throws {
        let folder = try ContentFixtures.folder(["one.jpg": "undated.jpg"], name: "Solo")
        let printed = try ProcessRunner.playground(["scene", "--images", folder])
        #expect(printed.status == 0)
        let scene = try SceneDecoder.decode(printed.stdout, file: FileManager.default.currentDirectoryPath + "/scene.json")
        #expect(scene.sections.first?.items.first?.picture?.header?.pixelWidth == 48)
    }

    @Test func aSceneWrittenElsewhereNamesItsPicturesFromThere() throws {
        let folder = try ContentFixtures.folder(["one.jpg": "undated.jpg"], name: "Solo")
        let out = ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("scenes/solo.json")
        try FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(try ProcessRunner.playground(["scene", "--images", folder, "--out", out]).status == 0)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("\"image\": \"../Solo/one.jpg\""))
        #expect(try ProcessRunner.playground(["dump", out] + view).status == 0)
    }

    @Test func itemsMakeASceneAndAMissingPictureIsAWarning() throws {
        let items = try ContentFixtures.file("items.csv", "title,image,section\nA,gone.png,One\nB,,Two\n")
        let out = (items as NSString).deletingLastPathComponent + "/items.scene.json"
        let written = try ProcessRunner.playground(["scene", "--items", items, "--out", out])
        #expect(written.status == 0)
        #expect(written.stderr == "warning: \(items):2:1: gone.png: no such file\n")
        let dumped = try ProcessRunner.playground(["dump", "--items", items] + view)
        #expect(dumped.status == 0 && dumped.stderr == "warning: \(items):2:1: gone.png: no such file\n")
    }

    @Test(arguments: ["png", "taken-2024-05-01.jpg"])
    func aPictureCutShortIsOneWarningAndABrokenPicture(_ whole: String) throws {
        let name = whole == "png" ? "cut.png" : "cut.jpg"
        let folder = try ContentFixtures.folder([name: "cut:" + whole, "good.jpg": "undated.jpg"])
        let out = (folder as NSString).deletingLastPathComponent + "/shot.png"
        let shot = try ProcessRunner.playground(["shot", "--images", folder, "--out", out] + view)
        #expect(shot.status == 0)
        #expect(shot.stderr == "warning: \(folder): \(name): truncated (the file ends before the picture does)\n")
        // The cut picture's cell shows the broken-picture glyph; the whole one its pixels.
        let dumped = try ProcessRunner.playground(["dump", "--images", folder, "--all"] + view)
        #expect(dumped.stderr == shot.stderr)
        let states = Dictionary(Self.pictures(inDump: dumped.stdout).map { ($0["path"] as? String ?? "", $0["state"] as? String ?? "") },
                                uniquingKeysWith: { first, _ in first })
        #expect(states == [name: "failed", "good.jpg": "loaded"])
    }

    @Test func aFIFONamedLikeAPictureIsLeftOutUnopenedAndALinkToAPictureIsRead() throws {
        let folder = try ContentFixtures.folder(["real.jpg": "undated.jpg"])
        // Opening a FIFO for reading waits for a writer: there never is one here.
        #expect(mkfifo(folder + "/waiting.jpg", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.jpg", withDestinationPath: folder + "/real.jpg")
        let out = (folder as NSString).deletingLastPathComponent + "/shot.png"
        let shot = try Self.runBounded(["shot", "--images", folder, "--out", out] + view)
        #expect(shot.status == 0 && shot.stderr.isEmpty, "\(shot.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        let dumped = try Self.runBounded(["dump", "--images", folder, "--all"] + view)
        #expect(dumped.status == 0 && dumped.stderr.isEmpty, "\(dumped.stderr)")
        let states = Self.pictures(inDump: dumped.stdout).map { "\($0["path"] ?? "") \($0["state"] ?? "")" }
        #expect(states.sorted() == ["linked.jpg loaded", "real.jpg loaded"])
    }

    /// Runs `playground` with `arguments`, killing it should it not end within two minutes
    /// (a command waiting on a FIFO would never end); its status and what it printed.
    private static func runBounded(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = try SpawnedProcess(TestPaths.executable, arguments,
                                         environment: ProcessRunner.isolatedEnvironment(in: try TestPaths.temporaryDirectory()))
        defer { process.terminate(with: SIGKILL) }
        try WindowDriver.waitUntil("playground \(arguments[0]) has ended") { !process.isRunning }
        return (process.wait().status, process.standardOutput, process.standardError)
    }

    /// Every cell's `"image"` object in a `dump`.
    private static func pictures(inDump text: String) -> [[String: Any]] {
        func collect(_ value: Any) -> [[String: Any]] {
            if let object = value as? [String: Any] {
                let own = (object["image"] as? [String: Any]).map { [$0] } ?? []
                return own + object.filter { $0.key != "image" }.values.flatMap(collect)
            }
            if let array = value as? [Any] { return array.flatMap(collect) }
            return []
        }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))).map(collect) ?? []
    }

    @Test func anUnreadableFolderSaysWhyInOneLine() throws {
        let folder = try ContentFixtures.photos()
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: parent)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        // Root reads any folder: run as nobody then, as a user without the permission would be
        // (where nobody cannot run the build's executable, there is nothing to check).
        let prefix = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: prefix[0]),
                  try Self.run(prefix + [TestPaths.executable, "--help"]).status == 0 else { return }
        }
        let (status, message) = try Self.run(prefix + [TestPaths.executable, "scene", "--images", folder])
        #expect(status == 2)
        #expect(message == "error: \(folder): cannot read the folder (permission denied)\n")
    }

    /// Runs `command` (its first word an executable's path); its status and standard error.
    private static func run(_ command: [String]) throws -> (status: Int32, stderr: String) {
        let result = try SpawnedProcess.run(command[0], Array(command.dropFirst()),
                                            environment: ProcessRunner.isolatedEnvironment(in: try TestPaths.temporaryDirectory()),
                                            output: .discarded)
        return (result.status, result.standardError)
    }

    @Test func badInputIsOneLineAndStatusTwoAndWritesNothing() throws {
        let empty = try ContentFixtures.folder(["notes.txt": "text"], name: "Empty")
        let unknown = try ContentFixtures.file("unknown.csv", "title,price\nA,1\n")
        let many = try ContentFixtures.file("many.csv", "title\nA,B\n")
        let bytes = try ContentFixtures.file("bytes.csv", Array("title\n".utf8) + [0xC3, 0x28, 0x0A])
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("never.json").path
        let cases: [([String], String)] = [
            (["--images", "/no/such/folder"], "error: /no/such/folder: no such folder"),
            (["--images", empty], "error: no pictures in \(empty) (PNG, JPEG, WebP, GIF or HEIC)"),
            (["--items", unknown], "error: \(unknown):1:1: unknown column \"price\"; the columns are: id, title, subtitle, image, color, section, favorite"),
            (["--items", many], "error: \(many):2:1: a row with 2 fields, but the header names 1 columns"),
            (["--items", bytes], "error: \(bytes):2:1: the file is not UTF-8 text (an invalid byte sequence here)"),
            (["--images", empty, "--items", many], "error: --images and --items cannot be given together"),
        ]
        for (arguments, message) in cases {
            for command in [["scene", "--out", out], ["dump"] + view] {
                let result = try ProcessRunner.playground(command + arguments)
                #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments)")
                #expect(result.stderr == message + "\n", "\(arguments)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        let bare = try ProcessRunner.playground(["scene"])
        #expect(bare.status == 2 && bare.stderr == "error: scene needs --images DIR or --items FILE.csv|FILE.json\n")
    }
}
