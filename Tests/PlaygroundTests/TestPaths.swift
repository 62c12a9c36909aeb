import Foundation
import TestSupport

/// Where the package, its fixtures, snapshots and built executable are, seen from the tests.
enum TestPaths {
    /// The package's root folder.
    static let packageRoot = PackagePaths.root

    /// A file in `Tests/PlaygroundTests/Fixtures`.
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/PlaygroundTests/Fixtures/\(name)").path
    }

    /// A file in `Tests/PlaygroundTests/__Snapshots__`.
    static func snapshot(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/PlaygroundTests/__Snapshots__/\(name)").path
    }

    /// The bundled fonts.
    static var fonts: String { packageRoot.appendingPathComponent("fonts").path }

    /// The built-in scene.
    static var defaultScene: String { packageRoot.appendingPathComponent("Assets/default-scene.json").path }
    /// The grid's built-in podcast page.
    static var podcastScene: String { packageRoot.appendingPathComponent("Assets/podcast-scene.json").path }

    /// A scene in `Assets/`.
    static func asset(_ name: String) -> String { packageRoot.appendingPathComponent("Assets/\(name)").path }
    /// Titles that break layouts (a copy of `shared/content/untuned-scene.json`): words wider than
    /// a card, very long and one-letter titles, accents, Arabic and Hebrew.
    static var untunedScene: String { fixture("untuned-scene.json") }

    /// The `playground` executable built beside the test bundle.
    static var executable: String {
        let besideTests = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("playground").path
        if let besideTests, FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return packageRoot.appendingPathComponent(".build/debug/playground").path
    }

    /// A fresh temporary folder, inside `runFolder`.
    static func temporaryDirectory() throws -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// This test process's folder in the system's temporary folder, which holds every folder the
    /// tests make (their scenes, pictures, the app's remembered state): made on first use, after
    /// removing the folders of earlier runs whose process has ended, so runs leave one folder
    /// behind at most, not thousands.
    static let runFolder: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let prefix = "playground-tests-run-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            // Only a folder whose process is gone (another test process may be running beside this one).
            guard let process = Int32(name.dropFirst(prefix.count)), kill(process, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        return temporary.appendingPathComponent("\(prefix)\(getpid())")
    }()
}
