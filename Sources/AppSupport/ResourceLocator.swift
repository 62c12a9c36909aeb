import Foundation

/// Finds the bundled `fonts/` and `Assets/` folders wherever the program is built or run from:
/// next to the executable or any folder above it (the package root holds `.build/`), then the
/// current directory and the folders above it.
public enum ResourceLocator {
    /// The folder holding the bundled fonts: `override` when given, otherwise the first
    /// `fonts/` found that holds Inter-Regular.otf.
    public static func fontsDirectory(override: String? = nil) throws -> String {
        if let override { return override }
        if let found = search(for: "fonts", containing: "Inter-Regular.otf") { return found }
        throw PlaygroundError("cannot find the bundled fonts (fonts/Inter-Regular.otf) near the executable or the current directory; pass --fonts DIR")
    }

    /// The built-in default scene file.
    public static func defaultScenePath() throws -> String {
        if let found = search(for: "Assets", containing: "default-scene.json") {
            return (found as NSString).appendingPathComponent("default-scene.json")
        }
        throw PlaygroundError("cannot find the built-in scene Assets/default-scene.json near the executable or the current directory")
    }

    /// A built-in scene file in `Assets/` (such as `app-store-scene.json`).
    public static func builtInScenePath(_ file: String) throws -> String {
        if let found = search(for: "Assets", containing: file) {
            return (found as NSString).appendingPathComponent(file)
        }
        throw PlaygroundError("cannot find the built-in scene Assets/\(file) near the executable or the current directory")
    }

    /// The layout host's source (`--layout-source`), compiled with the user's file: the package's
    /// Sources/LayoutSource/Host/LayoutHost.swift.
    public static func layoutHostSourcePath() throws -> String {
        let folder = "Sources/LayoutSource/Host", file = "LayoutHost.swift"
        if let found = search(for: folder, containing: file) { return (found as NSString).appendingPathComponent(file) }
        throw PlaygroundError("cannot find the layout host \(folder)/\(file) near the executable or the current directory")
    }

    /// The folder holding the product's UIKit.swiftmodule, whose parent holds libUIKit.so: the executable's
    /// own build folder (`.build/debug/Modules`), else `.build/debug` or `.build/release` above the current directory.
    public static func uikitModulesDirectory() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        for configuration in ["debug", "release"] {
            if let build = search(for: ".build/\(configuration)/Modules", containing: "UIKit.swiftmodule") {
                candidates.append(URL(fileURLWithPath: build))
            }
        }
        for candidate in candidates {
            let library = candidate.deletingLastPathComponent().appendingPathComponent("libUIKit.so")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path),
               FileManager.default.fileExists(atPath: library.path) {
                return candidate.standardizedFileURL
            }
        }
        throw PlaygroundError("--layout-source needs the product's UIKit module next to the playground (Modules/UIKit.swiftmodule and libUIKit.so); build it with `swift build --product UIKit` (or `make build`)")
    }

    private static func search(for folder: String, containing file: String) -> String? {
        for start in startingPoints() {
            var directory = URL(fileURLWithPath: start).standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent(folder)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(file).path) {
                    return candidate.path
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }

    private static func startingPoints() -> [String] {
        var points: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            points.append(executable.deletingLastPathComponent().path)
        }
        points.append(FileManager.default.currentDirectoryPath)
        return points
    }
}
