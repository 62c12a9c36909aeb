import AppSupport
import ArgumentParser
import Export
import Foundation
import Playground

/// `playground export`: the scene's layout as Swift for UIKit or SwiftUI.
struct Export: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the scene's layout as a Swift file for UIKit (makeCollectionViewLayout()) or SwiftUI (ExportedLayoutView).")

    @OptionGroup var view: ViewArguments

    @Option(help: "uikit or swiftui.")
    var to: String

    @Option(help: ArgumentHelp("Where to write the Swift file (standard output when omitted).", valueName: "FILE.swift"))
    var out: String?

    mutating func run() throws {}

    mutating func runOnMain() throws {
        let notes = try ExportCommand.run(try view.viewOptions(), to: to, out: out)
        for note in notes.split(separator: "\n") { TerminalLine.writeToStandardError(String(note)) }
    }
}
