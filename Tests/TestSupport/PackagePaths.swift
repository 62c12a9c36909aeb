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
}
