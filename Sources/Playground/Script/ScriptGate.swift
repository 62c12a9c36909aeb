import Foundation
import SceneFormat

/// Where the window lets scripts in (`run --script`, a dropped script, a script a script drops): a script
/// whose `loadLayoutSource` would compile and run Swift code plays only once the user said yes — asked
/// with "This script runs MyLayout.swift" (Run, Cancel), or given for every script with
/// `run --allow-layout-source`. While asked, nothing of the script plays and no script plays on the
/// scene (the one that dropped it has ended), so that no script can answer for the user; Cancel drops
/// the script, and the layout shown stays.
@MainActor
package final class ScriptGate {
    /// Whether every script may run layout code without asking (`run --allow-layout-source`).
    package let allowsLayoutSource: Bool
    /// The script held until the question is answered.
    private(set) var waiting: Script?
    /// The model the question was asked on, while it is shown there.
    private weak var askedModel: PlaygroundModel?

    /// A gate that asks, or with `allowsLayoutSource` lets every script through.
    package init(allowsLayoutSource: Bool) {
        self.allowsLayoutSource = allowsLayoutSource
    }

    /// The Swift files the script's `loadLayoutSource` actions name, in the order it loads them, each once.
    package static func layoutSources(of script: Script) -> [String] {
        var files: [String] = []
        for timed in script.actions {
            if case .loadLayoutSource(let path, _, _) = timed.action, !files.contains(path) { files.append(path) }
        }
        return files
    }

    /// A script asked to play on `model`: returned when it may play now (it runs no code, or every script
    /// may); otherwise held, in place of any script held before, and the question is asked (`poll`).
    package func admit(_ script: Script, on model: PlaygroundModel) -> Script? {
        if allowsLayoutSource || Self.layoutSources(of: script).isEmpty { return script }
        waiting = script
        askedModel = nil
        askIfFree(model)
        return nil
    }

    /// The script to play now that the question was answered with Run; nil while it is not (asked as soon
    /// as no other question is shown), and after Cancel, which drops it. The window calls it every pass with
    /// the model it shows: a model that took another's place is asked again.
    package func poll(_ model: PlaygroundModel) -> Script? {
        guard let script = waiting else { return nil }
        guard let asked = askedModel, asked === model else {
            askedModel = nil
            askIfFree(model)
            return nil
        }
        guard model.dialogTitle == nil else { return nil }
        waiting = nil
        askedModel = nil
        return model.takeDialogChoice() == .run ? script : nil
    }

    /// Asks about the held script on `model` unless another question is shown there or its answer waits.
    private func askIfFree(_ model: PlaygroundModel) {
        guard let script = waiting, !model.isDialogPending else { return }
        model.askToRunLayoutSource(fileNames: Self.layoutSources(of: script).map { ($0 as NSString).lastPathComponent })
        askedModel = model
    }
}
