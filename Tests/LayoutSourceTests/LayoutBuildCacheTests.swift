import Foundation
import LayoutSource
import TestSupport
import Testing

/// The compiled layouts' cache keeps the builds used most recently and removes the rest when a build is written.
@Suite struct LayoutBuildCacheTests {
    /// A cache folder with `count` fake builds, the first used most recently (an hour apart), and two things
    /// that are not builds.
    private func cache(builds count: Int) throws -> (URL, [String]) {
        let directory = try TemporaryFolders.make().appendingPathComponent("layouts")
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        let names = (0..<count).map { String(format: "%016llx", UInt64(0xabc000 + $0)) }
        for (index, name) in names.enumerated() {
            let folder = directory.appendingPathComponent(name)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("host".utf8).write(to: folder.appendingPathComponent("layout-host"))
            try manager.setAttributes([.modificationDate: Date().addingTimeInterval(-3600 * Double(index + 1))], ofItemAtPath: folder.path)
        }
        try manager.createDirectory(at: directory.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("README"))
        return (directory, names)
    }

    private func contents(_ directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    @Test func theEightMostRecentlyUsedBuildsStay() throws {
        let (directory, names) = try cache(builds: 11)
        let removed = LayoutBuildCache.prune(directory)
        #expect(Set(removed) == Set(names.suffix(3)))
        #expect(try contents(directory) == Set(names.prefix(8)).union(["notes", "README"]))
        // Nothing more goes while there are eight.
        #expect(LayoutBuildCache.prune(directory).isEmpty)
    }

    @Test func aBuildFoundInTheCacheCountsAsUsed() throws {
        let (directory, names) = try cache(builds: 9)
        LayoutBuildCache.touch(directory.appendingPathComponent(names[8]))
        #expect(LayoutBuildCache.prune(directory) == [names[7]])
    }

    @Test func writingABuildPrunesTheCache() throws {
        // Nine old builds and Apple's circle compiled into the same cache: the new build and the seven most
        // recent old ones stay.
        let (directory, names) = try cache(builds: 9)
        let build = try LayoutSourceCompiler.buildBlocking(sourcePath: PackagePaths.sampleLayout("CircleLayout.swift"), className: nil, cache: directory)
        #expect(!build.cached)
        let key = build.executable.deletingLastPathComponent().lastPathComponent
        #expect(try contents(directory) == Set(names.prefix(7)).union([key, "notes", "README"]))
    }

    @Test func aCacheThatCannotBeWrittenGivesWayToAPrivateFolder() throws {
        let directory = try TemporaryFolders.make()
        // A file where the cache's folder would be: no one, root included, can make the folder.
        let blocked = directory.appendingPathComponent("cache-file")
        try Data("not a folder".utf8).write(to: blocked)
        let fallback = directory.appendingPathComponent("private/layouts")
        let place = try LayoutBuildCache.folder(for: "0123456789abcdef", in: blocked.appendingPathComponent("layouts"), fallback: fallback)
        let folder = place.folder
        #expect(place.isFallback && place.cache == fallback && folder == fallback.appendingPathComponent("0123456789abcdef"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        // A cache that can be written is used as it is.
        let writable = directory.appendingPathComponent("cache")
        let own = try LayoutBuildCache.folder(for: "0123456789abcdef", in: writable, fallback: fallback)
        #expect(own.cache == writable && !own.isFallback)
    }
}
