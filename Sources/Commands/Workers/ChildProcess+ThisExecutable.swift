import AppSupport
import Foundation
import Spawning

extension ChildProcess {
    /// Starts this process's own executable again with `arguments` (not counting its name), in
    /// this process's environment and folder — by `/proc/self/exe`, so even an executable
    /// rebuilt (replaced) since this process started is the same one: a gallery worker, or the
    /// gallery the bench measures.
    package static func launchThisExecutable(arguments: [String], input: Stream, output: Stream, errors: Stream) throws(PlaygroundError) -> ChildProcess {
        do {
            return try launch("/proc/self/exe", name: CommandLine.arguments.first ?? "playground", arguments: arguments,
                              input: input, output: output, errors: errors)
        } catch {
            throw PlaygroundError(error.description)
        }
    }
}
