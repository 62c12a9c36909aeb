import AppSupport
import Foundation
import LayoutSource
import TestSupport
import Testing

/// `--layout-source` names a file, or a layout library's folder of files compiled together.
@Suite struct LayoutSourceFilesTests {
    /// A folder laid out as a layout library is: sources in folders, with tests, an example app, a package
    /// manifest, a hidden folder and a README beside them.
    private func library() throws -> URL {
        let root = try TemporaryFolders.make().appendingPathComponent("CardsLayout")
        let files = ["Sources/CardsLayout.swift", "Sources/Internal/CardsAttributes.swift", "CardsDelegate.swift",
                     "Tests/CardsLayoutTests.swift", "Example/AppDelegate.swift", "CardsLayoutTests/More.swift",
                     "Package.swift", ".build/checkouts/Other.swift", "README.md"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        return root
    }

    @Test func aFolderIsItsSwiftSourcesInPathOrderWithoutTestsExamplesOrTheManifest() throws {
        let root = try library()
        let named = try LayoutSourceFiles(path: root.path)
        #expect(named.isFolder)
        let relative = named.files.map { String($0.dropFirst(root.standardizedFileURL.path.count + 1)) }
        #expect(relative == ["CardsDelegate.swift", "Sources/CardsLayout.swift", "Sources/Internal/CardsAttributes.swift"])
        #expect(try named.sources() == ["// CardsDelegate.swift\n", "// Sources/CardsLayout.swift\n", "// Sources/Internal/CardsAttributes.swift\n"])
    }

    @Test func aFileIsItselfAndAMissingFileIsReadWhenCompiled() throws {
        let named = try LayoutSourceFiles(path: "/nowhere/Layout.swift")
        #expect(!named.isFolder)
        #expect(named.files == ["/nowhere/Layout.swift"])
        #expect(throws: InputError.self) { try named.sources() }
    }

    @Test func aFolderWithoutSwiftFilesIsOneLine() throws {
        let root = try TemporaryFolders.make()
        try Data("notes".utf8).write(to: root.appendingPathComponent("README.md"))
        let error = #expect(throws: InputError.self) { try LayoutSourceFiles(path: root.path) }
        #expect(error?.description == "\(root.path): the folder holds no .swift file to compile")
    }

    @Test func aChangeToAnyFileOfTheFolderChangesItsSnapshot() throws {
        let root = try library()
        let before = LayoutSourceFiles.snapshot(of: root.path)
        #expect(before != nil)
        try Data("// changed\n".utf8).write(to: root.appendingPathComponent("Sources/Internal/CardsAttributes.swift"))
        let changed = LayoutSourceFiles.snapshot(of: root.path)
        #expect(changed != before)
        // A file added is a change too; a test's change is not.
        try Data("// tests\n".utf8).write(to: root.appendingPathComponent("Tests/CardsLayoutTests.swift"))
        #expect(LayoutSourceFiles.snapshot(of: root.path) == changed)
        try Data("// new\n".utf8).write(to: root.appendingPathComponent("Sources/New.swift"))
        #expect(LayoutSourceFiles.snapshot(of: root.path) != changed)
    }
}
