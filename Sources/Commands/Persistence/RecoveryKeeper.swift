import AppSupport
import Foundation
import Persistence
import Playground

/// Keeps a window's recovery copy up to date: a change to the document (a new revision) makes a
/// copy due `delay` seconds after the last change; the window's loop calls `update` every turn
/// and the copy is written then (no timer thread). When nothing is unsaved any more (a save, an
/// undo back to the file) the copy is removed at once. A failed write is said once, in a toast
/// and on stderr, and the app goes on. It writes and removes only its own window's copy — and a
/// copy of a window no longer running that it took over (restored or turned down).
@MainActor
public final class RecoveryKeeper {
    /// Where the copies go.
    public let store: RecoveryStore
    /// How long after the last change the copy is written, in seconds.
    public let delay: Double
    /// The document revision last seen.
    private var seenRevision: Int
    /// The scene the model shows, absolute (nil: a scene not read from a file; nothing is kept).
    private var scenePath: String?
    /// When the next copy is due, on the caller's clock.
    public private(set) var dueAt: Double?
    /// Whether a write failed already (said once).
    private var hasFailed = false
    /// Whether the scene may have a copy on disk (one found when following it, or written since).
    private var mayHaveCopy = false
    /// A copy another window left (no longer running) that this one took over: removed once this
    /// window's own copy holds its changes, or once nothing is unsaved.
    private var adoptedFile: URL?

    /// A keeper for `model`'s document, writing into `store` `delay` seconds after each change.
    public init(store: RecoveryStore, model: PlaygroundModel, delay: Double = 1) {
        self.store = store
        self.delay = delay
        seenRevision = model.documentRevision
        scenePath = model.document.scene.document.map { RecoveryStore.absolutePath($0.file) }
        mayHaveCopy = scenePath.map { FileManager.default.fileExists(atPath: store.fileURL(forScene: $0).path) } ?? false
    }

    /// Follows another model (a scene opened in its place): its changes from now on.
    public func follow(_ model: PlaygroundModel) {
        seenRevision = model.documentRevision
        scenePath = model.document.scene.document.map { RecoveryStore.absolutePath($0.file) }
        mayHaveCopy = scenePath.map { FileManager.default.fileExists(atPath: store.fileURL(forScene: $0).path) } ?? false
        adoptedFile = nil
        dueAt = nil
    }

    /// Takes over `file`, a copy of the scene shown that a window no longer running left (restored,
    /// or turned down and to be removed with this window's own).
    public func adopt(_ file: URL) {
        adoptedFile = file == store.fileURL(forScene: scenePath ?? "") ? nil : file
        if adoptedFile == nil { mayHaveCopy = true }
    }

    /// Notes a change, and writes or removes the copy when it is due; `now` is seconds on any
    /// steady clock, `date` the wall-clock time written into the copy.
    public func update(_ model: PlaygroundModel, now: Double, date: Date = Date()) {
        guard let scenePath else { return }
        if model.documentRevision != seenRevision {
            seenRevision = model.documentRevision
            dueAt = now + delay
        }
        if !model.hasUnsavedChanges {
            // Saved, or undone back to the file: no copy is needed.
            if mayHaveCopy {
                store.remove(forScene: scenePath)
                mayHaveCopy = false
            }
            removeAdopted()
            dueAt = nil
            return
        }
        guard let due = dueAt, now >= due else { return }
        dueAt = nil
        writeCopy(of: model, date: date)
    }

    /// Writes the copy now (when quitting with unsaved changes), whatever the debounce says.
    public func writeNow(_ model: PlaygroundModel, date: Date = Date()) {
        guard scenePath != nil, model.hasUnsavedChanges else { return }
        dueAt = nil
        writeCopy(of: model, date: date)
    }

    /// Removes the copy of the scene shown (the changes were saved or thrown away).
    public func removeCopy() {
        dueAt = nil
        mayHaveCopy = false
        if let scenePath { store.remove(forScene: scenePath) }
        removeAdopted()
    }

    /// Removes the copy taken over from another window, if any.
    private func removeAdopted() {
        if let adoptedFile { try? FileManager.default.removeItem(at: adoptedFile) }
        adoptedFile = nil
    }

    private func writeCopy(of model: PlaygroundModel, date: Date) {
        guard let copy = model.recoveryCopy(writtenAt: date) else { return }
        do {
            try store.write(copy)
            mayHaveCopy = true
            // This window's copy holds the changes now.
            removeAdopted()
        } catch {
            guard !hasFailed else { return }
            hasFailed = true
            model.showToast("Couldn't keep a recovery copy: \(error.description)")
            TerminalLine.writeToStandardError("warning: couldn't keep a recovery copy: \(error.description)")
        }
    }
}
