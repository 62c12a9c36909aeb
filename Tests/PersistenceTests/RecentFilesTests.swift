import Foundation
import Persistence
import TestSupport
import Testing

/// The recent files list in a temporary folder: newest first, each file once, at most ten, files
/// that have gone left out, a broken list ignored with one line.
@MainActor @Suite struct RecentFilesTests {
    /// A folder holding `names` as empty files, and the list's file beside them (not yet written).
    private func folder(_ names: [String]) throws -> (folder: URL, list: URL) {
        let folder = try TemporaryFolders.make()
        for name in names { try Data("{}".utf8).write(to: folder.appendingPathComponent(name)) }
        return (folder, folder.appendingPathComponent("config/recent.json"))
    }

    @Test func theNewestComesFirstAndEachFileOnce() throws {
        let (folder, list) = try folder(["a.json", "b.json", "c.json"])
        var recent = RecentFiles(file: list)
        #expect(recent.paths.isEmpty)
        for name in ["a.json", "b.json", "c.json", "a.json"] { recent.record(folder.appendingPathComponent(name).path) }
        #expect(recent.paths == ["a.json", "c.json", "b.json"].map { folder.appendingPathComponent($0).path })
        // Kept: a second reading finds the same list.
        #expect(RecentFiles(file: list).paths == recent.paths)
    }

    @Test func atMostTenAreKept() throws {
        let names = (1...12).map { "scene-\($0).json" }
        let (folder, list) = try folder(names)
        var recent = RecentFiles(file: list)
        for name in names { recent.record(folder.appendingPathComponent(name).path) }
        #expect(recent.paths == (3...12).reversed().map { folder.appendingPathComponent("scene-\($0).json").path })
        #expect(RecentFiles(file: list).paths.count == 10)
    }

    @Test func filesThatHaveGoneAreNotListed() throws {
        let (folder, list) = try folder(["a.json", "b.json", "c.json"])
        var recent = RecentFiles(file: list)
        for name in ["a.json", "b.json"] { recent.record(folder.appendingPathComponent(name).path) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.json"))
        #expect(RecentFiles(file: list).existing == [folder.appendingPathComponent("b.json").path])
        recent.record(folder.appendingPathComponent("c.json").path)
        #expect(recent.paths == ["c.json", "b.json"].map { folder.appendingPathComponent($0).path })
    }

    @Test func aRelativePathIsKeptAbsolute() throws {
        let (folder, list) = try folder(["a.json"])
        var recent = RecentFiles(file: list)
        recent.record(folder.appendingPathComponent("sub/../a.json").path)
        #expect(recent.paths == [folder.appendingPathComponent("a.json").path])
    }

    @Test(arguments: [
        ("{\"files\": [\"/a.json\"", "recent.json:1:21: "),
        ("{\"files\": \"/a.json\"}", "recent.json:1:11: "),
        ("{\"files\": [\"a.json\"]}", "recent.json:1:12: "),
        ("[]", "recent.json:1:1: "),
    ])
    func aBrokenListIsIgnoredWithOneLine(text: String, spot: String) throws {
        let (folder, list) = try folder(["a.json"])
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: list)
        var warnings: [String] = []
        var recent = RecentFiles(file: list) { warnings.append($0) }
        #expect(recent.paths.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(spot) == true, "\(warnings)")
        #expect(warnings.first?.contains("\n") == false)
        // The next file opened writes a good list over it.
        recent.record(folder.appendingPathComponent("a.json").path) { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect(RecentFiles(file: list).paths == [folder.appendingPathComponent("a.json").path])
    }

    @Test func aListThatCannotBeWrittenIsOneLineAndStaysInMemory() throws {
        let (folder, _) = try folder(["a.json"])
        // The config "folder" is a file: nothing can be made under it.
        let blocker = folder.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        var warnings: [String] = []
        var recent = RecentFiles(file: blocker.appendingPathComponent("recent.json")) { warnings.append($0) }
        recent.record(folder.appendingPathComponent("a.json").path) { warnings.append($0) }
        #expect(recent.paths == [folder.appendingPathComponent("a.json").path])
        #expect(warnings.count == 1 && warnings[0].hasPrefix("the recent files list was not saved"))
    }

    @Test func theListLivesInTheConfigFolder() {
        let directories = XDGDirectories(environment: ["HOME": "/home/someone", "XDG_CONFIG_HOME": "/tmp/cfg"])
        #expect(RecentFiles.defaultFile(directories).path == "/tmp/cfg/collection-playground/recent.json")
    }
}
