import AppSupport
import Foundation
import Playground

/// `playground export`: the scene's layout, as the playground lays it out with the view options
/// given, as a Swift file for UIKit or SwiftUI (stdout, or `--out`). What the framework cannot
/// express goes to the file's header and to stderr, one `note:` line each (exit 0).
public enum ExportCommand {
    /// Exports the layout; returns the notes to print. Without `out`, the file is printed.
    @MainActor
    public static func run(_ options: ViewOptions, to framework: String, out: String?) throws -> String {
        guard let framework = ExportFramework(rawValue: framework) else {
            throw InputError("--to must be one of \(ExportFramework.allNames), got \"\(framework)\"")
        }
        let source = try Self.source(options, to: framework)
        if let out {
            do {
                try AtomicFile.write(Array(source.text.utf8), to: out)
            } catch {
                // An unwritable --out is the user's input: one line, exit 2.
                throw InputError(error.description)
            }
        } else {
            print(source.text, terminator: "")
        }
        return source.unexpressed.map { "note: not expressed in \(framework == .uikit ? "UIKit" : "SwiftUI"): \($0)\n" }.joined()
    }

    /// The file for the layout the options show.
    @MainActor
    public static func source(_ options: ViewOptions, to framework: ExportFramework) throws -> ExportedSource {
        LayoutExporter.export(try options.makeModelAtMoment(), to: framework)
    }
}
