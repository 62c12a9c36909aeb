import Foundation
import TestSupport

/// Where the package, its fixtures, snapshots and built executable are, seen from the tests.
enum TestPaths {
    /// The package's root folder.
    static let packageRoot = PackagePaths.root

    /// A file in `Tests/PlaygroundTests/Fixtures`.
    static func fixture(_ name: String) -> String {
        PackagePaths.tests("PlaygroundTests/Fixtures/\(name)")
    }

    /// A file in `Tests/PlaygroundTests/__Snapshots__`.
    static func snapshot(_ name: String) -> String {
        PackagePaths.tests("PlaygroundTests/__Snapshots__/\(name)")
    }

    /// The bundled fonts.
    static var fonts: String { PackagePaths.fonts }

    /// The built-in scene.
    static var defaultScene: String { PackagePaths.defaultScene }
    /// The grid's built-in podcast page.
    static var podcastScene: String { PackagePaths.podcastScene }

    /// A scene in `Assets/`.
    static func asset(_ name: String) -> String { PackagePaths.asset(name) }
    /// Titles that break layouts (a copy of `shared/content/untuned-scene.json`): words wider than
    /// a card, very long and one-letter titles, accents, Arabic and Hebrew.
    static var untunedScene: String { fixture("untuned-scene.json") }
    /// Titles in the world's scripts with emoji, items in several languages (a copy of `shared/content/world-scene.json`).
    static var worldScene: String { fixture("world-scene.json") }

    /// The `playground` executable built beside the test bundle.
    static var executable: String {
        let besideTests = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("playground").path
        if let besideTests, FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return packageRoot.appendingPathComponent(".build/debug/playground").path
    }

    /// A fresh temporary folder, inside `runFolder`.
    static func temporaryDirectory() throws -> URL { try TemporaryFolders.make() }

    /// This test process's folder in the system's temporary folder, which holds every folder the tests make.
    static var runFolder: URL { TemporaryFolders.runFolder }
}
