import AppSupport
import Foundation
import Persistence
import Playground
import Rendering
import SceneFormat

/// What `run` keeps outside a run: the remembered window state (read as the window opens unless
/// `--fresh`, written when it quits) and the recovery copy of unsaved changes (offered as the
/// window opens, kept up to date while it runs, removed once nothing is unsaved). Only the window
/// uses it; headless commands never read what was remembered.
@MainActor
public final class RunPersistence {
    /// Where the files are.
    public let directories: XDGDirectories
    /// What was remembered (nil with `--fresh`, without a file, or with a broken one).
    public private(set) var remembered: RememberedState?
    /// The recovery copy offered and not yet answered.
    public private(set) var offeredCopy: RecoveryCopy?
    /// The file of the copy offered (another window's, no longer running).
    private var offeredFile: URL?
    /// Keeps the recovery copy of the document shown.
    private var keeper: RecoveryKeeper?
    /// Keeps `window.json` up to date.
    private let rememberedKeeper: RememberedStateKeeper
    /// Whether the user chose Don't Save: the copy stays removed as the window closes.
    private var changesThrownAway = false
    /// Whether the scene shown is the remembered one (none was named on the command line).
    private var sceneIsRemembered = false
    /// Whether the device (and its orientation) are the remembered scene's, not the command line's.
    private var deviceIsRemembered = false
    /// The layout source a restored copy was laid out by, for the window to load (taken once).
    private var restoredLayoutSource: (path: String, className: String?, functionName: String?)?
    /// The steady clock the debounce runs on.
    private let start = Date()
    /// Whether what was remembered and saved before is ignored (`--fresh`).
    private let fresh: Bool
    /// The scene file saved from the folder or spreadsheet shown, offered in its place and not yet answered.
    private var offeredSavedScene: String?
    /// Whether the window quits once a save it asked about (Replace, Cancel) is done.
    private var quitsAfterSaving = false

    /// Reads the remembered state from `directories` unless `fresh`; a broken file is a one-line
    /// warning on stderr and is ignored.
    public init(directories: XDGDirectories = XDGDirectories(), fresh: Bool) {
        self.directories = directories
        self.fresh = fresh
        rememberedKeeper = RememberedStateKeeper(url: RememberedState.fileURL(in: directories))
        guard !fresh else { return }
        do {
            remembered = try RememberedState.load(from: RememberedState.fileURL(in: directories))
        } catch {
            Self.warn("\(error.description); ignored")
        }
    }

    /// `options` with what was remembered filling in what the command line left out.
    public func applying(to options: ViewOptions) -> ViewOptions {
        guard let remembered else { return options }
        let applied = remembered.applied(to: options)
        sceneIsRemembered = options.scenePath == nil && applied.scenePath != nil
            || options.imagesDirectory == nil && applied.imagesDirectory != nil
            || options.itemsPath == nil && applied.itemsPath != nil
        deviceIsRemembered = options.device == nil && applied.device != nil
        return applied
    }

    /// The model `options` describe; when the scene is the remembered one and cannot be opened
    /// now, a one-line warning and the built-in scene instead (`options` then name none).
    public func makeModel(_ options: inout ViewOptions) throws -> PlaygroundModel {
        guard sceneIsRemembered else { return try options.makeModel() }
        if let path = options.scenePath, options.imagesDirectory == nil, options.itemsPath == nil {
            let scene: Scene
            do { scene = try SceneDecoder.load(path: path) } catch { return try fallBack(&options, "scene", error) }
            // The scene opened: what goes wrong now is the command line's, said as it is.
            return try options.makeModel(scene: scene)
        }
        do {
            return try options.makeModel()
        } catch {
            return try fallBack(&options, options.imagesDirectory != nil ? "folder" : "list of items", error)
        }
    }

    /// The remembered `what` could not be opened (`error`): one warning line, and the built-in scene.
    private func fallBack(_ options: inout ViewOptions, _ what: String, _ error: any Error) throws -> PlaygroundModel {
        Self.warn("the last \(what) cannot be opened (\(Self.describe(error))); the built-in scene instead")
        options.scenePath = nil
        options.imagesDirectory = nil
        options.itemsPath = nil
        if deviceIsRemembered {
            options.device = nil
            options.orientation = nil
        }
        sceneIsRemembered = false
        return try options.makeModel()
    }

    /// An error as one line.
    private static func describe(_ error: any Error) -> String {
        (error as? InputError)?.description ?? (error as? PlaygroundError)?.description ?? "\(error)"
    }

    /// Moves the window where it was when it last quit.
    public func place(_ window: AppWindow) {
        if let x = remembered?.windowX, let y = remembered?.windowY { window.setPosition(x: x, y: y) }
    }

    /// The window opened on `model`: opens the inspector as remembered, and offers the scene's
    /// recovery copy (newer than the scene file) — taken at once with `restore`, otherwise asked.
    /// Without a copy, a folder or spreadsheet shown whose scene was saved before offers that scene
    /// (unless `--fresh`), so its tuning is not forgotten.
    public func opened(_ model: PlaygroundModel, restore: Bool) {
        if remembered?.isInspectorOpen == true { model.setInspectorOpen(true) }
        if let framework = remembered?.exportFramework.flatMap(ExportFramework.init(rawValue:)) { model.exportFramework = framework }
        let store = RecoveryStore(directories: directories)
        keeper = RecoveryKeeper(store: store, model: model)
        guard let file = model.document.scene.document?.file else { return }
        // Copies left by windows no longer running that the scene file overtook are not needed.
        store.removeOvertakenCopies(forScene: file)
        let offer: (copy: RecoveryCopy, file: URL)?
        do {
            offer = try store.offeredCopy(forScene: file)
        } catch {
            Self.warn("\(error.description); ignored")
            return
        }
        guard let offer else {
            offerSavedScene(of: model)
            return
        }
        if restore {
            // A copy that could not be restored stays where it is.
            if take(offer.copy, into: model) { keeper?.adopt(offer.file) }
        } else {
            offeredCopy = offer.copy
            offeredFile = offer.file
            model.askToRestore(offer.copy)
        }
    }

    /// Follows another model shown in the window's place (a scene opened, a watched file read again).
    public func follow(_ model: PlaygroundModel) {
        keeper?.follow(model)
    }

    /// The user asked to quit: true when the window may close now; with unsaved changes it asks
    /// first (Save, Don't Save, Cancel) and stays open.
    public func mayQuit(_ model: PlaygroundModel) -> Bool {
        guard model.hasUnsavedChanges else { return true }
        model.askToSaveBeforeQuitting()
        return false
    }

    /// Does what a dialog's answer says and keeps the recovery copy up to date — and, given the
    /// window's `position`, what is remembered; false when the window should close.
    public func update(_ model: PlaygroundModel, position: (() -> (x: Int, y: Int))? = nil) -> Bool {
        var goesOn = true
        if let choice = model.takeDialogChoice() {
            switch choice {
            case .restore:
                if let offeredCopy, take(offeredCopy, into: model), let offeredFile { keeper?.adopt(offeredFile) }
                offeredCopy = nil
                offeredFile = nil
            case .discard:
                offeredCopy = nil
                if let offeredFile { keeper?.adopt(offeredFile) }
                offeredFile = nil
                keeper?.removeCopy()
            case .dontSave:
                keeper?.removeCopy()
                changesThrownAway = true
                goesOn = false
            case .save:
                // A failed save says so (a toast) and the window stays open; a save that asks first
                // (the file changed since it was read) quits once it is answered with Replace.
                if model.saveScene() {
                    keeper?.removeCopy()
                    goesOn = false
                } else if model.dialogTitle != nil {
                    quitsAfterSaving = true
                }
            case .replace:
                if model.saveScene(replacingChanges: true) {
                    keeper?.removeCopy()
                    if quitsAfterSaving { goesOn = false }
                }
                quitsAfterSaving = false
            case .openSaved:
                if let offeredSavedScene { model.requestOpen(.file(URL(fileURLWithPath: offeredSavedScene))) }
                offeredSavedScene = nil
            case .cancel, .run:
                // Cancel stays; Run answers the script's question, which the window's `ScriptGate` takes.
                quitsAfterSaving = false
                offeredSavedScene = nil
            }
        }
        // While a copy is offered it is left alone: the document shown is not it.
        let now = Date().timeIntervalSince(start)
        if offeredCopy == nil { keeper?.update(model, now: now) }
        if let position { rememberedKeeper.update(now: now) { RememberedState.of(model, position: position()) } }
        return goesOn
    }

    /// When the recovery copy is next due, in seconds from now (the window wakes for it).
    public var nextRecoveryWrite: Double? {
        keeper?.dueAt.map { max(0, $0 - Date().timeIntervalSince(start)) }
    }

    /// The window closes (it was at `position`): unsaved changes are kept in the recovery copy (an unanswered offer's
    /// copy stays as it is), nothing unsaved removes it; what the window shows is remembered.
    public func finish(_ model: PlaygroundModel, position: (x: Int, y: Int)?) {
        if offeredCopy == nil, !changesThrownAway {
            if model.hasUnsavedChanges { keeper?.writeNow(model) } else { keeper?.removeCopy() }
        }
        rememberedKeeper.writeNow(RememberedState.of(model, position: position))
    }

    /// The layout source file (and class or function) the restored copy was laid out by, once, when the
    /// window shows no layout source of its own; nil otherwise.
    public func takeRestoredLayoutSource() -> (path: String, className: String?, functionName: String?)? {
        defer { restoredLayoutSource = nil }
        return restoredLayoutSource
    }

    /// Asks whether to open the scene saved from the folder or spreadsheet `model` shows, when
    /// there is one (and not with `--fresh`).
    private func offerSavedScene(of model: PlaygroundModel) {
        guard !fresh, model.document.scene.ownContentSource != nil, let file = model.document.scene.document?.file,
              FileKind(path: file) == .regular else { return }
        offeredSavedScene = RecoveryStore.absolutePath(file)
        model.askToOpenSavedScene(at: file)
    }

    /// Restores `copy` into `model`; false (said in a toast and on stderr) when it cannot be.
    @discardableResult
    private func take(_ copy: RecoveryCopy, into model: PlaygroundModel) -> Bool {
        do {
            try model.restore(from: copy)
        } catch {
            model.showToast("Couldn't restore the unsaved changes: \(error.description)")
            Self.warn("couldn't restore the unsaved changes: \(error.description)")
            return false
        }
        // What the copy names and is no longer there: one line each, in a toast and on stderr.
        let lines = copy.missingSourceLines + (copy.missingPicturesLine.map { [$0] } ?? [])
        for line in lines { Self.warn(line) }
        if let first = lines.first { model.showToast(lines.count == 1 ? first : "\(first) (and \(lines.count - 1) more)") }
        if let path = copy.layoutSourcePath, model.layoutSource == nil, FileManager.default.fileExists(atPath: path) {
            restoredLayoutSource = (path, copy.layoutClassName, copy.layoutFunctionName)
        }
        return true
    }

    private static func warn(_ message: String) {
        TerminalLine.writeToStandardError("warning: \(message)")
    }
}
