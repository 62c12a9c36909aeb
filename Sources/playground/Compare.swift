import ArgumentParser
import Commands
import Foundation
import Playground

/// `playground compare`: whether two pictures match (exit 0), differ (exit 1), or cannot be compared (exit 2).
struct Compare: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two pictures: exit 0 when they match within the tolerance, 1 when they differ, 2 on bad input.")

    @Argument(help: "The first picture (PNG).")
    var first: String

    @Argument(help: "The second picture (PNG).")
    var second: String

    @Option(help: "Where to write a picture of the difference (red where they differ) when they differ.")
    var out: String?

    @Option(help: "The largest difference counted as the same: per channel 0–255 (default 0), or ΔE with --perceptual (default 2.3).")
    var tolerance: Double?

    @Flag(help: "Compare colours perceptually (CIE76 ΔE in CIELAB) instead of channel by channel.")
    var perceptual = false

    mutating func run() throws {}

    mutating func runOnMain() throws {
        var options = CompareCommand.Options(first: first, second: second)
        options.diffPath = out
        options.tolerance = tolerance
        options.perceptual = perceptual
        let outcome = try CompareCommand.run(options)
        print(outcome.summary)
        if !outcome.matches { throw ExitCode(1) }
    }
}
