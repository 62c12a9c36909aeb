import Commands
@testable import Export
import Foundation
@testable import Playground
import TestSupport

/// A scene's `export --to uikit` file run back through `--layout-source` (its `makeCollectionViewLayout()`,
/// named with `--layout-function`, and the file's flow-layout delegate, as its usage line asks) and its
/// `dump --all` compared with the scene's own (`DumpComparison`, to the half point): the file a developer is
/// handed lays the scene out as the playground does, on the product's own UIKit module.
enum ExportRoundTrip {
    /// The function every UIKit export makes its layout with.
    static let function = "makeCollectionViewLayout"

    /// The differences between the scene's own `dump --all` and that of its export run as a layout source, one
    /// line each; empty when they agree. Decorations of the flow layout and the grid are not compared: the
    /// export lists them as not expressed (as `ExportProof` does). With `scriptPath`, both dumps are taken once
    /// the script has played (the export is of the scene as it opens).
    @MainActor
    static func differences(scenePath: String, scriptPath: String? = nil, in directory: URL) throws -> [String] {
        var options = ViewOptions(scenePath: scenePath, fontsDirectory: ExportFixtures.fonts)
        let exported = try ExportCommand.source(options, to: .uikit)
        options.scriptPath = scriptPath
        let file = directory.appendingPathComponent(((scenePath as NSString).lastPathComponent as NSString).deletingPathExtension + ".swift")
        try exported.text.write(to: file, atomically: true, encoding: .utf8)
        var source = options
        source.layoutSourcePath = file.path
        source.layoutFunction = function
        let expected = try DumpCommand.run(options, all: true)
        let actual = try DumpCommand.run(source, all: true)
        let layout = (try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? [String: Any])?["layout"] as? String ?? ""
        let skipsDecorations = ["flow", "grid"].contains(layout)
        return try DumpComparison.differences(expected, actual, expected: "scene", actual: "export",
                                              skipping: { skipsDecorations && $0.hasPrefix("decoration") })
    }
}
