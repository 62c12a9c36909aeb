import AppSupport
import Foundation
import Subprocess
import SystemPackage

/// Compiles a user's layout file with the layout host (`Host/LayoutHost.swift`) against the product's UIKit
/// module into an executable, through the Swift toolchain run with swift-subprocess. Builds are kept in a
/// cache folder keyed by a hash of everything that goes in, so an unchanged file is not compiled again; the
/// cache keeps the most recently used builds only (`LayoutBuildCache`).
package enum LayoutSourceCompiler {
    /// A built layout host: the program, and the file and the class or function it runs.
    package struct Build: Sendable {
        /// The executable to start.
        package var executable: URL
        /// The user's file, as given.
        package var sourcePath: String
        /// The layout class the host makes, or the function it calls.
        package var entry: LayoutEntry
        /// Whether this build was found in the cache (nothing was compiled).
        package var cached: Bool
        /// The class's or function's name, as the toolbar, the window's title and `dump` show it.
        package var name: String { entry.name }
    }

    /// Where builds are kept: `$XDG_CACHE_HOME/collection-playground/layouts` (default `~/.cache/…`).
    package static var cacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("collection-playground/layouts")
    }

    /// Reads the file, finds its layout class or function (`LayoutEntry.find`: the one `className` or `functionName`
    /// names, else the file's only one) and builds it (or finds the build in the cache, `cache`); a compile error
    /// throws `LayoutSourceCompileError`, a missing file, class or function `InputError`.
    package static func build(sourcePath: String, className: String?, functionName: String? = nil, cache: URL = cacheDirectory) async throws -> Build {
        let source: String
        do {
            source = try String(contentsOfFile: sourcePath, encoding: .utf8)
        } catch {
            throw InputError(file: sourcePath, "cannot read the layout source: \(error.localizedDescription)")
        }
        let entry = try LayoutEntry.find(in: source, file: sourcePath, className: className, functionName: functionName)
        let modules = try ResourceLocator.uikitModulesDirectory()
        let library = modules.deletingLastPathComponent()
        let madeWithCoder = LayoutEntry.madeWithCoder(in: source)
        let host = try String(contentsOfFile: try ResourceLocator.layoutHostSourcePath(), encoding: .utf8)
            .replacingOccurrences(of: "/*MAKE_LAYOUT*/", with: entry.hostCode(delegate: LayoutDelegateFinder.flowLayoutDelegate(in: source), madeWithCoder: madeWithCoder))
        let absolute = URL(fileURLWithPath: sourcePath).standardizedFileURL
        // What Swift on Linux lacks of Objective-C (`@objc optional`, overrides in extensions, `#selector`) rewritten
        // into the build folder; the key hashes what is compiled.
        let compatibility = LinuxCompatibilityPass.rewrite(source, file: absolute.path)
        let moduleStamp = (try? FileManager.default.attributesOfItem(atPath: library.appendingPathComponent("libUIKit.so").path)[.modificationDate] as? Date)
            .map { "\($0.timeIntervalSince1970)" } ?? ""
        let key = hash([source, compatibility?.text ?? "", compatibility?.prelude ?? "", host, absolute.path, modules.path, moduleStamp, compilationCondition]
            .joined(separator: "\u{0}"))
        for cached in [cache, LayoutBuildCache.fallbackDirectory] {
            let folder = cached.appendingPathComponent(key)
            let executable = folder.appendingPathComponent("layout-host")
            if FileManager.default.isExecutableFile(atPath: executable.path) {
                LayoutBuildCache.touch(folder)
                return Build(executable: executable, sourcePath: sourcePath, entry: entry, cached: true)
            }
        }
        // A cache that cannot be written gives way to a private folder in the temporary directory.
        let place = try LayoutBuildCache.folder(for: key, in: cache)
        let folder = place.folder
        let executable = folder.appendingPathComponent("layout-host")
        let hostFile = folder.appendingPathComponent("LayoutHost.swift")
        do {
            try host.write(to: hostFile, atomically: true, encoding: .utf8)
        } catch {
            throw PlaygroundError("cannot write \(hostFile.path) to build the layout: \(FolderProblem.reason(making: hostFile))")
        }
        var sources = [absolute.path]
        do {
            if let text = compatibility?.text {
                // The rewritten file keeps the user's file's name (a module's files must be named apart from the host's).
                let name = ["LayoutHost.swift", "PlaygroundCompatibility.swift"].contains(absolute.lastPathComponent) ? "User" + absolute.lastPathComponent : absolute.lastPathComponent
                let rewritten = folder.appendingPathComponent(name)
                try text.write(to: rewritten, atomically: true, encoding: .utf8)
                sources = [rewritten.path]
            }
            if let prelude = compatibility?.prelude {
                let file = folder.appendingPathComponent("PlaygroundCompatibility.swift")
                try prelude.write(to: file, atomically: true, encoding: .utf8)
                sources.append(file.path)
            }
        } catch {
            throw PlaygroundError("cannot write the rewritten layout into \(folder.path): \(FolderProblem.reason(making: folder))")
        }
        let partial = folder.appendingPathComponent("layout-host.partial-\(getpid())")
        let arguments = [
            "-parse-as-library", "-swift-version", "6", "-g", "-Onone", "-diagnostic-style", "llvm", "-module-name", "UserLayout",
            // `#if PLAYGROUND` keeps the playground's own additions (`PlaygroundSceneDelegate`) out of an iOS build.
            "-D", compilationCondition,
        ] + sources + [
            hostFile.path, "-I", modules.path, "-L", library.path, "-lUIKit",
            "-Xlinker", "-rpath", "-Xlinker", library.path, "-o", partial.path,
        ] + (AddressSanitizer.isActive ? ["-sanitize=address"] : [])
            // The compiler keeps its module cache in the same cache home: when that cannot be written, beside the builds.
            // (Said by the cache, not found by comparing URLs: `appendingPathComponent` ends a URL with "/" only once
            // its folder exists, so the fallback folder made a moment ago compared unequal the first time.)
            + (place.isFallback ? ["-module-cache-path", place.cache.appendingPathComponent("module-cache").path] : [])
        let result = try await Subprocess.run(
            .path(FilePath(try swiftc().path)), arguments: Arguments(arguments), workingDirectory: FilePath(folder.path),
            output: .string(limit: 1 << 20), error: .string(limit: 1 << 20))
        guard result.terminationStatus.isSuccess else {
            try? FileManager.default.removeItem(at: partial)
            let output = result.standardError + "\n" + result.standardOutput
            // An error naming iOS API the module lacks is followed by a note saying so.
            throw LayoutSourceCompileError(lines: MissingIOSAPI.annotate(LayoutSourceCompileError.diagnosticLines(of: output), file: absolute.path, source: source))
        }
        // rename(2) replaces atomically: processes building the same file at once (gallery's workers) never see none.
        guard rename(partial.path, executable.path) == 0 else {
            throw PlaygroundError("cannot write the compiled layout \(executable.path): \(String(cString: strerror(errno)))")
        }
        LayoutBuildCache.prune(place.cache, sparing: key)
        return Build(executable: executable, sourcePath: sourcePath, entry: entry, cached: false)
    }

    /// The same build, waited for on the calling thread (the headless commands, which have nothing else to do).
    package static func buildBlocking(sourcePath: String, className: String?, functionName: String? = nil, cache: URL = cacheDirectory) throws -> Build {
        let box = ResultBox()
        let semaphore = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.set(.success(try await build(sourcePath: sourcePath, className: className, functionName: functionName, cache: cache))) } catch { box.set(.failure(error)) }
            semaphore.signal()
        }
        semaphore.wait()
        return try box.get()
    }

    /// Holds a build's result between the task that makes it and the thread that waits.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Build, any Error> = .failure(PlaygroundError("the layout build did not finish"))
        func set(_ value: Result<Build, any Error>) { lock.withLock { result = value } }
        func get() throws -> Build { try lock.withLock { result }.get() }
    }

    /// The toolchain's `swiftc`: `SWIFT_EXEC` if set, else the first on `PATH`, else /opt/swift/usr/bin or /usr/bin.
    package static func swiftc() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { candidates.append((exec as NSString).deletingLastPathComponent) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        candidates += ["/opt/swift/usr/bin", "/usr/bin"]
        for directory in candidates where FileManager.default.isExecutableFile(atPath: directory + "/swiftc") {
            return URL(fileURLWithPath: directory + "/swiftc")
        }
        throw PlaygroundError("--layout-source needs the Swift toolchain: no swiftc found (looked in SWIFT_EXEC's folder, PATH, /opt/swift/usr/bin, /usr/bin)")
    }

    /// The compilation condition a user's file is compiled with (`#if PLAYGROUND`).
    package static let compilationCondition = "PLAYGROUND"

    /// A 64-bit FNV-1a hash of the text, as 16 hex digits: the cache key.
    package static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    /// The string with zeros before it up to `length` characters.
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
