import Foundation

/// Where the package is, seen from the tests (every test target finds it here, from this file's path).
public enum PackagePaths {
    /// The package's root folder (this file is `Tests/TestSupport/PackagePaths.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
