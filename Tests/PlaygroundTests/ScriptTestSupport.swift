import Foundation
@testable import Playground

/// What tests played through a timeline share: the actions written as a script file, as
/// `--script` reads one, and the options or the model at a moment of it.
enum ScriptTestSupport {
    /// Writes `{"actions": [...]}` holding `actions` (each one action's JSON object) to a fresh
    /// temporary file and returns its path.
    static func scriptFile(_ actions: [String]) throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("s.json").path
        try Data("{\"actions\": [\(actions.joined(separator: ","))]}".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension ViewOptions {
    /// These options playing `actions` (each one action's JSON object) from a script file, and
    /// capturing the moment `at` seconds (nil: once every action has played and everything settled).
    func playing(_ actions: [String], at: Double? = nil) throws -> ViewOptions {
        var options = self
        options.scriptPath = try ScriptTestSupport.scriptFile(actions)
        options.at = at
        return options
    }

    /// The model at the moment `at` of `actions` (nil: once everything has settled), as `shot` and `dump` make it.
    @MainActor
    func model(playing actions: [String], at: Double? = nil) throws -> PlaygroundModel {
        try playing(actions, at: at).makeModelAtMoment()
    }
}
