import AppSupport
import ArgumentParser
import Foundation
import LayoutSource
import Playground

/// The `playground` command: parses the command line and hands over to the Playground module.
@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Explore UIKit-style collection-view layouts with real text at every Dynamic Type size.",
        subcommands: [Run.self, Shot.self, Dump.self, Measure.self, Gallery.self, Bench.self, Compare.self, Sheet.self, MakeScene.self, Export.self, Audit.self],
        defaultSubcommand: Run.self
    )

    /// Parses, runs, and turns every failure into one `error:` line and the contract's exit status.
    static func main() {
        do {
            var command = try parseAsRoot()
            if var async = command as? any MainActorCommand {
                try MainActor.assumeIsolated { try async.runOnMain() }
            } else {
                try command.run()
            }
        } catch let error as ExitCode {
            // A command that said all it had to say (compare: the pictures differ) and sets the status.
            Foundation.exit(error.rawValue)
        } catch let error as LayoutSourceCompileError {
            // The compiler's own lines, as it wrote them.
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch let error as InputError {
            fail(error.description, status: 2)
        } catch let error as PlaygroundError {
            fail(error.description, status: 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let cleaned = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            fail(cleaned, status: code == .validationFailure ? 2 : (code.rawValue == 64 ? 2 : 1))
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        TerminalLine.writeToStandardError("error: \(message)")
        Foundation.exit(status)
    }
}

/// A subcommand whose work touches SDL or FreeType and so runs on the main actor.
protocol MainActorCommand {
    @MainActor mutating func runOnMain() throws
}
