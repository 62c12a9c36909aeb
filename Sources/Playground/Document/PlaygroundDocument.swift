import Foundation
import SceneFormat

/// Owns the scene as loaded and tuned: its layout parameters, undo and redo, where Save writes
/// it and whether the tuning is saved.
public struct PlaygroundDocument {
    /// The scene, its layout parameters as the inspector or `setParameter` last set them.
    public private(set) var scene: Scene
    /// The circle, cover-flow and stacked layouts' parameters now (the scene's, changed by scripts).
    private(set) var parameters: LayoutParameters
    /// What Ctrl+Z and Ctrl+Shift+Z put back.
    private(set) var history = UndoHistory()
    /// Parameter changes since the scene was opened, and where the file's values stand among them.
    private(set) var parameterChanges = ChangeCount()
    /// Item edits (add, delete, move, shuffle, reset, paste, grid edits) since the scene was
    /// opened, counted as the parameter changes are.
    private(set) var itemChanges = ChangeCount()
    /// Goes up with every change, undo and redo of parameters or items (never down): a change
    /// since a recovery copy was written shows as a new revision.
    private(set) var revision = 0

    /// Whether the parameters differ from the file's: a change since the scene was opened or last
    /// saved that undo has not taken back.
    var hasUnsavedParameters: Bool { parameterChanges.isUnsaved }

    /// Whether the items differ from those opened or last saved: an edit that undo has not taken back.
    var hasUnsavedItems: Bool { itemChanges.isUnsaved }

    /// Whether anything — parameters or items — changed since the scene was opened or last saved.
    var hasUnsavedChanges: Bool { hasUnsavedParameters || hasUnsavedItems }

    /// Counts a new item edit (recorded for undo).
    mutating func noteItemChange() {
        itemChanges.noteChange()
        revision += 1
    }

    /// Counts an undone (−1) or redone (+1) item edit.
    mutating func noteItemChangeUndone(_ undone: Bool) {
        itemChanges.noteUndone(undone)
        revision += 1
    }

    /// Takes back an item edit that was refused after it was recorded for undo.
    mutating func withdrawLastEdit() {
        history.withdrawLastRecord()
        itemChanges.withdraw()
        revision += 1
    }

    /// Items and parameters both restored from a recovery copy: unsaved, with no undo back to the file.
    mutating func noteRestoredFromRecovery() {
        itemChanges.forgetSavedPoint()
        parameterChanges.forgetSavedPoint()
        revision += 1
    }

    /// Counts a new parameter change (one that cannot be undone leaves no way back to the file's values).
    mutating func noteParameterChange(undoable: Bool) {
        parameterChanges.noteChange(undoable: undoable)
        revision += 1
    }

    /// Counts an undone (−1) or redone (+1) parameter change.
    mutating func noteParameterChangeUndone(_ undone: Bool) {
        parameterChanges.noteUndone(undone)
        revision += 1
    }

    /// Everything is as saved now: the parameters and the items were written to the file.
    mutating func noteSaved() {
        parameterChanges.noteSaved()
        itemChanges.noteSaved()
    }

    /// Everything is as saved now, and the file Save wrote holds `fingerprint`.
    mutating func noteWritten(_ fingerprint: FileFingerprint) {
        noteSaved()
        fileExpectedAtSavePath = .contents(fingerprint)
    }

    /// Puts a step on the undo stack (keeping the last 50); a new step forgets what was undone,
    /// and a step of items counts as an item edit.
    mutating func record(_ step: UndoStep) {
        history.record(step)
        if case .data = step { noteItemChange() }
    }

    /// Takes the step Ctrl+Z puts back, if any.
    mutating func takeUndo() -> UndoStep? { history.takeUndo() }

    /// Takes the step Ctrl+Shift+Z puts back, if any.
    mutating func takeRedo() -> UndoStep? { history.takeRedo() }

    /// `undone` was put back; `redo` puts back what was there before it.
    mutating func noteUndone(_ undone: UndoStep, redo: UndoStep) {
        history.keepForRedo(redo)
        if case .layoutParameters = undone { noteParameterChangeUndone(true) } else { noteItemChangeUndone(true) }
    }

    /// `redone` was put back again; `undo` puts back what was there before it.
    mutating func noteRedone(_ redone: UndoStep, undo: UndoStep) {
        history.keepForUndo(undo)
        if case .layoutParameters = redone { noteParameterChangeUndone(false) } else { noteItemChangeUndone(false) }
    }

    /// Forgets every step (the data changed in a way they cannot be put back onto).
    mutating func forgetUndoSteps() { history.forgetUndoSteps() }

    /// The seed of the next shuffle (each shuffles differently, the same in every run).
    mutating func nextShuffleSeed() -> UInt64 {
        shuffleCount += 1
        return UInt64(shuffleCount) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Parameters changed without a scene file to write them into (kept only here).
    mutating func mergeParameters(_ changes: LayoutParameters) { parameters = parameters.merging(changes) }

    /// Takes the layouts `decoded` describes — the scene's and each section's — and their
    /// parameters, with the JSON they were decoded from; the items stay as they are.
    mutating func adoptLayouts(of decoded: Scene, from sceneDocument: SceneDocument) {
        scene.layout = decoded.layout
        for index in scene.sections.indices where decoded.sections.indices.contains(index) {
            scene.sections[index].takeLayouts(from: decoded.sections[index])
        }
        scene.document = sceneDocument
        parameters = decoded.layout.parameters
    }

    /// Bold Text as the scene opened (its file, or `--bold-text`), with the file's `boldText` key then.
    private let boldTextAsOpened: (key: Bool?, shown: Bool)

    /// Whether Bold Text shows for the scene JSON `document` (an edit, an undo or a redo): its `boldText`
    /// key, or — when the key is as the scene opened with it — Bold Text as it opened, which an option may have turned on.
    func boldText(for document: SceneDocument) -> Bool {
        let key = document.boldTextKey
        return key == boldTextAsOpened.key ? boldTextAsOpened.shown : key ?? false
    }

    /// Bold Text is shown on or off now.
    mutating func setBoldText(_ on: Bool) { scene.boldText = on }

    /// Says whether the scene is one of the app's own.
    mutating func setBuiltIn(_ builtIn: Bool) { isBuiltInScene = builtIn }

    /// A watched file's error (nil: the last edit was good).
    mutating func setFileError(_ error: String?) { fileError = error }
    /// Whether the scene is one of the app's own (Save then writes a copy to the working folder,
    /// replacing one there without asking until the first save has read it).
    public private(set) var isBuiltInScene = false {
        didSet { if isBuiltInScene { fileExpectedAtSavePath = .unknown } }
    }
    /// What Save expects to find where it writes: what was read or last written there; when the
    /// file holds something else, another program or window changed it, and Save asks first.
    private(set) var fileExpectedAtSavePath: ExpectedFile
    /// How many shuffles there have been (each shuffles differently, the same every run).
    private(set) var shuffleCount = 0
    /// The scene file's error while it is watched (shown in the window until a good edit).
    public private(set) var fileError: String?

    /// A document of `scene` as loaded.
    init(scene: Scene) {
        self.scene = scene
        boldTextAsOpened = (scene.document?.boldTextKey, scene.boldText)
        parameters = scene.layout.parameters
        fileExpectedAtSavePath = scene.document.map { $0.readFingerprint.map(ExpectedFile.contents) ?? .none } ?? .unknown
    }

    /// Where Save writes the scene: its own file, or — for a built-in scene — a file of the same
    /// name in the working folder (the app's own scenes are never overwritten), as a relative path.
    var savePath: String? {
        guard let file = scene.document?.file else { return nil }
        guard isBuiltInScene else { return file }
        return (file as NSString).lastPathComponent
    }
}

/// What Save expects to find at the path it writes to.
enum ExpectedFile: Equatable {
    /// Not known: whatever is there is replaced (a built-in scene's copy in the working folder).
    case unknown
    /// No file: the scene stands in for one not yet saved (own content).
    case none
    /// The file as read or last written.
    case contents(FileFingerprint)

    /// Whether `found` (nil: no file) is what was expected.
    func matches(_ found: FileFingerprint?) -> Bool {
        switch self {
        case .unknown: true
        case .none: found == nil
        // A file removed since is written again: nothing there is lost.
        case .contents(let fingerprint): found == nil || found == fingerprint
        }
    }
}
