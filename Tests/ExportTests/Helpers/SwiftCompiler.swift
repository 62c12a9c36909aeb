import Foundation
import TestSupport

/// Runs the Swift toolchain (`swiftc`, `swift-symbolgraph-extract`) from tests: builds the UIKit and SwiftUI
/// signature modules once per test process and type-checks Swift source against them.
///
///     let errors = try SwiftCompiler.typecheck(source: exportedSwift)          // [] when it type-checks
///     #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
///     let productErrors = try SwiftCompiler.typecheckAgainstProductUIKit(source: usersLayout)
///     let output = try SwiftCompiler.run(arguments: ["-version"])                // any swiftc invocation
enum SwiftCompiler {
    /// What a finished tool run reports.
    struct Output: Sendable {
        /// The tool's exit status.
        var status: Int32
        /// Everything the tool wrote to standard output.
        var standardOutput: String
        /// Everything the tool wrote to standard error.
        var standardError: String
    }

    /// A tool that could not be found, or a step that failed, with what the tool said.
    struct Failure: Error, CustomStringConvertible {
        /// A sentence saying what failed, followed by the tool's output.
        var description: String
    }

    // MARK: Locations

    /// The package's root folder.
    static let packageRoot = PackagePaths.root

    /// The folder holding UIKit.swift and SwiftUI.swift, excluded from the test target and compiled at test time.
    static let signaturesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Signatures")

    /// The folder of the running toolchain's `swiftc`: `SWIFT_EXEC`'s folder if set, else the first `swiftc`
    /// on `PATH`, else /opt/swift/usr/bin or /usr/bin.
    static func toolchainBinDirectory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty {
            candidates.append((exec as NSString).deletingLastPathComponent)
        }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        candidates += ["/opt/swift/usr/bin", "/usr/bin"]
        for directory in candidates where FileManager.default.isExecutableFile(atPath: directory + "/swiftc") {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        throw Failure(description: "no swiftc found (looked in SWIFT_EXEC's folder, PATH, /opt/swift/usr/bin, /usr/bin)")
    }

    /// The URL of a toolchain executable (such as `swiftc` or `swift-symbolgraph-extract`) next to `swiftc`.
    static func tool(_ name: String) throws -> URL {
        let url = try toolchainBinDirectory().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure(description: "\(name) is not next to swiftc in \(url.deletingLastPathComponent().path)")
        }
        return url
    }

    /// A new empty folder under the system's temporary folder; the caller removes it when done.
    static func makeTemporaryDirectory(prefix: String = "ExportTests") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Running tools

    /// Runs a toolchain tool (default `swiftc`) with the arguments and waits for it (`SpawnedProcess`: output
    /// goes through files, so a chatty tool cannot fill a pipe and stall).
    static func run(_ toolName: String = "swiftc", arguments: [String], in directory: URL? = nil) throws -> Output {
        let run = try SpawnedProcess.run(try tool(toolName).path, arguments, in: directory?.path)
        return Output(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
    }

    /// The compiler's error lines (`file:line:col: error: …`, LLVM style) in a run's output; a failed run with
    /// no such line yields one line saying how it ended, so a crash never reads as success.
    static func errorLines(of output: Output) -> [String] {
        let lines = (output.standardError + "\n" + output.standardOutput).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains("error: ") }
        if errors.isEmpty && output.status != 0 {
            return ["error: swiftc exited with status \(output.status): \(output.standardError)"]
        }
        return errors
    }

    /// Compiles Swift sources into a module (`-emit-module -parse-as-library`) in `directory`, with the given
    /// search paths; throws with the compiler's output if it fails.
    static func emitModule(
        named name: String, sources: [URL], into directory: URL, searchPaths: [URL] = [], swiftVersion: String = "6",
        extraArguments: [String] = []
    ) throws {
        var arguments = ["-emit-module", "-parse-as-library", "-swift-version", swiftVersion, "-module-name", name]
        arguments += ["-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path]
        arguments += ["-diagnostic-style", "llvm"]
        arguments += searchPaths.flatMap { ["-I", $0.path] }
        arguments += extraArguments
        arguments += sources.map(\.path)
        let output = try run(arguments: arguments, in: directory)
        if output.status != 0 {
            throw Failure(description: "module \(name) did not compile:\n\(output.standardError)\(output.standardOutput)")
        }
    }

    // MARK: Signature modules

    /// Holds the one build of the signature modules a test process makes, behind a lock.
    private final class SignatureCache: @unchecked Sendable {
        /// Serialises the first build and every read of `result`.
        let lock = NSLock()
        /// The built folder, or the error the build threw; nil until the first call.
        var result: Result<URL, Error>?
    }

    /// The process's signature-module build.
    private static let signatureCache = SignatureCache()

    /// The folder holding UIKit.swiftmodule and SwiftUI.swiftmodule compiled from Signatures/, built on first use
    /// and shared by every later caller (thread-safe; a failure is remembered and rethrown).
    static func signatureModules() throws -> URL {
        signatureCache.lock.lock()
        defer { signatureCache.lock.unlock() }
        if let result = signatureCache.result { return try result.get() }
        let result = Result<URL, Error> {
            let directory = try makeTemporaryDirectory(prefix: "ExportTests-signatures")
            for name in ["UIKit", "SwiftUI"] {
                let source = signaturesDirectory.appendingPathComponent("\(name).swift")
                try emitModule(named: name, sources: [source], into: directory)
            }
            return directory
        }
        signatureCache.result = result
        return try result.get()
    }

    /// Type-checks one Swift file (as a library file, not main.swift) against the signature modules (or
    /// `searchPaths`, if given) and returns the compiler's error lines: empty when the source type-checks. The
    /// default Swift 6 language mode enforces the SDK's `@MainActor` isolation as iOS does; in Swift 5 mode the
    /// signatures are stricter than iOS (which imports UIKit's isolation as `@preconcurrency`).
    static func typecheck(
        source: String, fileName: String = "Exported.swift", swiftVersion: String = "6", searchPaths: [URL]? = nil
    ) throws -> [String] {
        let paths = try searchPaths ?? [signatureModules()]
        let directory = try makeTemporaryDirectory(prefix: "ExportTests-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = ["-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-diagnostic-style", "llvm"]
        arguments += paths.flatMap { ["-I", $0.path] }
        arguments.append(file.path)
        return errorLines(of: try run(arguments: arguments, in: directory))
    }

    // MARK: The product's UIKit module

    /// Type-checks one Swift file against the product's own UIKit module (Sources/UIKit, as SwiftPM built it)
    /// instead of the signatures; throws when that module is not built.
    static func typecheckAgainstProductUIKit(
        source: String, fileName: String = "UsersLayout.swift", swiftVersion: String = "6"
    ) throws -> [String] {
        guard let modules = productModulesDirectory() else {
            throw Failure(description: "the product UIKit module is not built (.build/<config>/Modules/UIKit.swiftmodule)")
        }
        return try typecheck(
            source: source, fileName: fileName, swiftVersion: swiftVersion, searchPaths: productSearchPaths(modules))
    }

    /// The search paths for reading a product module: its Modules folder, then every Sources/ folder with a
    /// module.modulemap (the package's C system-library targets, which a Swift module may import).
    static func productSearchPaths(_ modulesDirectory: URL) -> [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? []
        let moduleMaps = folders.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("module.modulemap").path)
        }
        return [modulesDirectory] + moduleMaps.sorted { $0.path < $1.path }
    }

    /// The folder holding the product's UIKit.swiftmodule as SwiftPM builds it (`.build/<config>/Modules`),
    /// looked for beside the running test binary, then under the package's .build; nil when it is not built.
    static func productModulesDirectory(module: String = "UIKit") -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("Modules"))
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        let build = packageRoot.appendingPathComponent(".build")
        for configuration in ["debug", "release"] {
            candidates.append(build.appendingPathComponent(configuration).appendingPathComponent("Modules"))
        }
        return candidates.first { candidate in
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
                && candidate.standardizedFileURL.path.hasPrefix(packageRoot.standardizedFileURL.path)
        }
    }
}
