import AppSupport
import Foundation
import Subprocess
import SystemPackage

/// The layout host (`Host/LayoutHost.swift`) compiled once into an object file and kept in the layout build cache,
/// so that a user's layout is compiled alone and linked with it: the host's type-checking and code generation,
/// more than half of a cold build, are paid once per host and UIKit module, not once per layout. The host calls
/// the user's side through one symbol (`playground_make_user_layout`, `entrySource(body:)`).
package enum LayoutHostObject {
    /// The symbol the host calls to make the user's layout and its delegate.
    package static let entrySymbol = "playground_make_user_layout"

    /// The file compiled with the user's code that the host calls: the body (`LayoutEntry.hostCode`) makes the
    /// layout, and keeps the instance whose method made it for the layout's life.
    package static func entrySource(body: String) -> String {
        """
        import UIKit

        /// The instances whose methods made the layout (a view controller's `createLayout()`), kept while the host runs,
        /// as the app keeps the view controller that made its collection view's layout.
        @MainActor fileprivate var userLayoutOwners: [Any] = []

        /// Keeps `owner` for the layout's life.
        @MainActor fileprivate func keepUserLayoutOwner(_ owner: Any) { userLayoutOwners.append(owner) }

        /// The user's layout and the file's flow-layout delegate, made as the app makes them; the host calls it.
        @_silgen_name("\(entrySymbol)") @MainActor
        func playgroundMakeUserLayout() -> (layout: UICollectionViewLayout, delegate: (any UICollectionViewDelegate)?) { \(body) }

        """
    }

    /// The host's object file for the host source `host` against the UIKit module in `modules` (last built at
    /// `moduleStamp`): found in `cache`, or compiled into it now (written whole or not at all, so builds running
    /// at once never see half an object). The cache keeps the two host objects used most recently. `moduleCache`, when
    /// given, is where the compiler keeps its own module cache (the cache home cannot be written).
    package static func object(host: String, modules: URL, moduleStamp: String, cache: URL, swiftc: URL, moduleCache: URL? = nil) async throws -> URL {
        let key = LayoutSourceCompiler.hash([host, modules.path, moduleStamp, swiftc.path, AddressSanitizer.isActive ? "asan" : ""].joined(separator: "\u{0}"))
        let folder = cache.appendingPathComponent("host-" + key)
        let object = folder.appendingPathComponent("LayoutHost.o")
        if FileManager.default.fileExists(atPath: object.path) {
            LayoutBuildCache.touch(folder)
            return object
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError("cannot make \(folder.path) to build the layout host: \(FolderProblem.reason(making: folder))")
        }
        let source = folder.appendingPathComponent("LayoutHost.swift")
        let partial = folder.appendingPathComponent("LayoutHost.partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).o")
        do {
            try host.write(to: source, atomically: true, encoding: .utf8)
        } catch {
            throw PlaygroundError("cannot write \(source.path) to build the layout host: \(FolderProblem.reason(making: source))")
        }
        let arguments = ["-c", "-parse-as-library", "-swift-version", "5", "-g", "-Onone", "-whole-module-optimization",
                         "-module-name", "PlaygroundLayoutHost", "-I", modules.path, source.path, "-o", partial.path]
            + (AddressSanitizer.isActive ? ["-sanitize=address"] : [])
            + (moduleCache.map { ["-module-cache-path", $0.path] } ?? [])
        let result = try await Subprocess.run(
            .path(FilePath(swiftc.path)), arguments: Arguments(arguments), workingDirectory: FilePath(folder.path),
            output: .string(limit: 1 << 20), error: .string(limit: 1 << 20))
        guard result.terminationStatus.isSuccess else {
            try? FileManager.default.removeItem(at: partial)
            let lines = LayoutSourceCompileError.diagnosticLines(of: result.standardError + "\n" + result.standardOutput)
            throw PlaygroundError("the layout host did not compile against the UIKit module in \(modules.path): \(lines.first ?? "swiftc failed")")
        }
        guard rename(partial.path, object.path) == 0 else {
            throw PlaygroundError("cannot write the compiled layout host \(object.path): \(String(cString: strerror(errno)))")
        }
        prune(cache, sparing: folder.lastPathComponent)
        return object
    }

    /// Removes host folders of `cache` past the two used most recently, never `sparing`.
    private static func prune(_ cache: URL, sparing: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: cache.path) else { return }
        let hosts = names.filter { $0.hasPrefix("host-") && LayoutBuildCache.isBuildName(String($0.dropFirst(5))) }.compactMap { name -> (String, Date)? in
            guard let used = (try? manager.attributesOfItem(atPath: cache.appendingPathComponent(name).path))?[.modificationDate] as? Date else { return nil }
            return (name, used)
        }
        for (index, host) in hosts.sorted(by: { $0.1 > $1.1 }).enumerated() where index >= 2 && host.0 != sparing {
            try? manager.removeItem(at: cache.appendingPathComponent(host.0))
        }
    }
}
