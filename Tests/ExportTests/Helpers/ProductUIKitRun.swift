import Foundation
import LayoutSource
import TestSupport

/// An exported file compiled with a proof harness against the product's own `UIKit` module
/// (`libUIKit.so`), run on an input written as JSON, and what it printed read back: the step both
/// proofs (`ExportProof` for layouts, `CellExportProof` for cells) share.
enum ProductUIKitRun {
    /// Compiles `source` with `harness` (its text), runs it on `input`, and returns the JSON array it printed;
    /// `what` names the file in failures ("the export", "the exported cell"); `keepsErrors` false: what the
    /// run writes to standard error is left unread (a layout's own logging).
    static func run(source: String, harness: String, input: [String: Any], what: String, keepsErrors: Bool = true) throws -> [[String: Any]] {
        guard let modules = SwiftCompiler.productModulesDirectory() else {
            throw SwiftCompiler.Failure(description: "the product UIKit module is not built (.build/<config>/Modules/UIKit.swiftmodule)")
        }
        let library = modules.deletingLastPathComponent()
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "ProductUIKitRun")
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent("Exported.swift"), atomically: true, encoding: .utf8)
        try harness.write(to: directory.appendingPathComponent("Harness.swift"), atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: input).write(to: directory.appendingPathComponent("input.json"))
        let compiled = try SwiftCompiler.run(arguments: [
            "-parse-as-library", "-swift-version", "6", "Exported.swift", "Harness.swift",
            "-I", modules.path, "-L", library.path, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", library.path, "-o", "proof",
        ] + (AddressSanitizer.isActive ? ["-sanitize=address"] : []), in: directory)
        guard compiled.status == 0 else {
            throw SwiftCompiler.Failure(description: "\(what) did not compile against the product's UIKit:\n\(compiled.standardError)\n\(source)")
        }
        let arguments = [directory.appendingPathComponent("input.json").path]
        let proof = directory.appendingPathComponent("proof").path
        let run = keepsErrors ? try SpawnedProcess.run(proof, arguments) : try SpawnedProcess.run(proof, arguments, errors: .discarded)
        guard run.status == 0 else {
            throw SwiftCompiler.Failure(description: "\(what) failed when run (\(run.termination)): \(run.standardError)")
        }
        return try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as! [[String: Any]]
    }

    /// A harness's text from Tests/ExportTests/Harness.
    static func harness(_ name: String) throws -> String {
        try String(contentsOf: SwiftCompiler.packageRoot.appendingPathComponent("Tests/ExportTests/Harness/\(name)"), encoding: .utf8)
    }
}
