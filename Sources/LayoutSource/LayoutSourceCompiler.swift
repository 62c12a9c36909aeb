import AppSupport
import Foundation
import Subprocess
import SystemPackage

/// Compiles a user's layout file, linked with the layout host (`Host/LayoutHost.swift`, compiled once:
/// `LayoutHostObject`) against the product's UIKit module, into an executable, through the Swift toolchain run with swift-subprocess. Builds are kept in a
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
        // A folder (a layout library's sources) is compiled whole; its files are searched together for the entry.
        let named = try LayoutSourceFiles(path: sourcePath)
        let texts = try named.sources()
        let source = texts.joined(separator: "\n")
        let entry = try LayoutEntry.find(in: source, file: sourcePath, className: className, functionName: functionName)
        let modules = try ResourceLocator.uikitModulesDirectory()
        let library = modules.deletingLastPathComponent()
        let madeWithCoder = LayoutEntry.madeWithCoder(in: source)
        let host = try String(contentsOfFile: try ResourceLocator.layoutHostSourcePath(), encoding: .utf8)
        let entrySource = LayoutHostObject.entrySource(body: entry.hostCode(delegate: LayoutDelegateFinder.flowLayoutDelegate(in: source), madeWithCoder: madeWithCoder))
        let absolutes = named.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // What Swift on Linux lacks of Objective-C (`@objc optional`, overrides in extensions, `#selector`) rewritten
        // into the build folder; the key hashes what is compiled.
        var compatibility = LinuxCompatibilityPass.rewrite(Array(zip(texts, absolutes)))
        if named.umbrellaImportsUIKit { compatibility = UmbrellaImport.apply(to: compatibility, texts: texts, files: absolutes) }
        let moduleStamp = (try? FileManager.default.attributesOfItem(atPath: library.appendingPathComponent("libUIKit.so").path)[.modificationDate] as? Date)
            .map { "\($0.timeIntervalSince1970)" } ?? ""
        let key = hash(([source] + (compatibility?.texts.map { $0 ?? "" } ?? []) + [compatibility?.prelude ?? "", host, entrySource]
                        + absolutes + [modules.path, moduleStamp, compilationCondition]).joined(separator: "\u{0}"))
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
        // The host is compiled once and kept (`LayoutHostObject`); the user's files are compiled with the entry it calls.
        let hostObject = try await LayoutHostObject.object(host: host, modules: modules, moduleStamp: moduleStamp,
                                                           cache: place.isFallback ? place.cache : hostCache(beside: cache), swiftc: try swiftc(),
                                                           moduleCache: place.isFallback ? place.cache.appendingPathComponent("module-cache") : nil)
        let entryFile = folder.appendingPathComponent("PlaygroundLayoutEntry.swift")
        do {
            try entrySource.write(to: entryFile, atomically: true, encoding: .utf8)
        } catch {
            throw PlaygroundError("cannot write \(entryFile.path) to build the layout: \(FolderProblem.reason(making: entryFile))")
        }
        var sources = absolutes
        do {
            if let compatibility {
                // A rewritten file keeps the user's file's name, unless another file of the module has it already.
                var names: Set<String> = ["PlaygroundLayoutEntry.swift", "PlaygroundCompatibility.swift"]
                for (index, text) in compatibility.texts.enumerated() {
                    guard let text else { continue }
                    var name = (absolutes[index] as NSString).lastPathComponent
                    if names.contains(name) { name = "User\(index)" + name }
                    names.insert(name)
                    let rewritten = folder.appendingPathComponent(name)
                    try text.write(to: rewritten, atomically: true, encoding: .utf8)
                    sources[index] = rewritten.path
                }
                if let prelude = compatibility.prelude {
                    let file = folder.appendingPathComponent("PlaygroundCompatibility.swift")
                    try prelude.write(to: file, atomically: true, encoding: .utf8)
                    sources.append(file.path)
                }
            }
        } catch {
            throw PlaygroundError("cannot write the rewritten layout into \(folder.path): \(FolderProblem.reason(making: folder))")
        }
        let partial = folder.appendingPathComponent("layout-host.partial-\(getpid())")
        let arguments = [
            // Swift 5 language mode, as Xcode builds an app and a layout library unless they ask for 6: code written for
            // either compiles (a library's protocol conformances of main-actor classes are errors only under 6).
            "-parse-as-library", "-swift-version", "5", "-gline-tables-only", "-Onone", "-diagnostic-style", "llvm", "-module-name", "UserLayout",
            // One compiler job for the whole module: with a job per file, each type-checks the other's declarations
            // again (the host's and the user's), which made the cold compile take about twice as long on two cores.
            "-whole-module-optimization",
            // `#if PLAYGROUND` keeps the playground's own additions (`PlaygroundSceneDelegate`) out of an iOS build.
            "-D", compilationCondition,
        ] + sources + [
            entryFile.path, hostObject.path, "-I", modules.path, "-L", library.path, "-lUIKit",
            "-Xlinker", "-rpath", "-Xlinker", library.path, "-o", partial.path,
        ] + (AddressSanitizer.isActive ? ["-sanitize=address"] : [])
            // The compiler keeps its module cache in the same cache home: when that cannot be written, beside the builds.
            // (Said by the cache, not found by comparing URLs: `appendingPathComponent` ends a URL with "/" only once
            // its folder exists, so the fallback folder made a moment ago compared unequal the first time.)
            + (place.isFallback ? ["-module-cache-path", place.cache.appendingPathComponent("module-cache").path] : [])
            + linkerArguments(swiftc: try swiftc())
        let result = try await Subprocess.run(
            .path(FilePath(try swiftc().path)), arguments: Arguments(arguments), workingDirectory: FilePath(folder.path),
            output: .string(limit: 1 << 20), error: .string(limit: 1 << 20))
        guard result.terminationStatus.isSuccess else {
            try? FileManager.default.removeItem(at: partial)
            let output = result.standardError + "\n" + result.standardOutput
            // An error naming iOS API the module lacks is followed by a note saying so.
            var lines = LayoutSourceCompileError.diagnosticLines(of: output)
            for (file, text) in zip(absolutes, texts) { lines = MissingIOSAPI.annotate(lines, file: file, source: text) }
            throw LayoutSourceCompileError(lines: lines)
        }
        // rename(2) replaces atomically: processes building the same file at once (gallery's workers) never see none.
        guard rename(partial.path, executable.path) == 0 else {
            throw PlaygroundError("cannot write the compiled layout \(executable.path): \(String(cString: strerror(errno)))")
        }
        LayoutBuildCache.prune(place.cache, sparing: key)
        return Build(executable: executable, sourcePath: sourcePath, entry: entry, cached: false)
    }

    /// Where the compiled layout host is kept: a `hosts` folder beside the builds' cache (so emptying the builds
    /// keeps it, as it is the product's, not a layout's), or the builds' cache itself when that cannot be made.
    package static func hostCache(beside cache: URL) -> URL {
        let hosts = cache.deletingLastPathComponent().appendingPathComponent("layout-hosts")
        if (try? FileManager.default.createDirectory(at: hosts, withIntermediateDirectories: true)) != nil, access(hosts.path, W_OK) == 0 { return hosts }
        return cache
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

    /// LLVM's linker when the toolchain ships it beside `swiftc` (Swift's Linux toolchains do): it links a layout
    /// in about 0.1 s where the system's gold takes 0.15 s, a tenth of a cold build; else the driver's default.
    static func linkerArguments(swiftc: URL) -> [String] {
        FileManager.default.isExecutableFile(atPath: swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
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
