import ArgumentParser
import Commands
import Foundation
import Playground

/// `--jobs N`, which `gallery` and `sheet` share: how many processes make their pictures.
struct JobsArguments: ParsableArguments {
    @Option(help: "How many processes make the pictures at once (default: one per core; 1 makes them one after another in this process).")
    var jobs: Int?

    /// Makes this process one of the workers another `--jobs` started (not for users).
    @Flag(name: .customLong(String(PictureWorkers.workerOption.dropFirst(2))), help: .hidden)
    var worker = false

    /// The workers these options ask for; the workers run this command line again.
    var workers: PictureWorkers {
        get throws {
            try PictureWorkers(jobs: jobs, isWorker: worker, commandArguments: Array(CommandLine.arguments.dropFirst()))
        }
    }
}
