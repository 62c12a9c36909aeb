import Foundation

/// Where the package is, seen from the tests (every test target finds it here, from this file's path).
public enum PackagePaths {
    /// The package's root folder (this file is `Tests/TestSupport/PackagePaths.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled fonts' folder.
    public static var fonts: String { root.appendingPathComponent("fonts").path }

    /// A file in `Assets/` (the built-in scenes, their pictures and scripts).
    public static func asset(_ name: String) -> String { root.appendingPathComponent("Assets/\(name)").path }

    /// The built-in scene.
    public static var defaultScene: String { asset("default-scene.json") }
    /// The grid's built-in podcast page.
    public static var podcastScene: String { asset("podcast-scene.json") }

    /// A file in `Tests/`, such as a test target's fixtures, read from its path: `tests("PlaygroundTests/Fixtures/small-scene.json")`.
    public static func tests(_ path: String) -> String { root.appendingPathComponent("Tests/\(path)").path }

    /// One of the iOS sample-code layouts and their scenes (`Tests/PlaygroundTests/LayoutSource/Layouts/`, not built
    /// in: `--layout-source` compiles them).
    public static func sampleLayout(_ name: String) -> String { tests("PlaygroundTests/LayoutSource/Layouts/\(name)") }
}
