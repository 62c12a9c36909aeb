import AppSupport
import CollectionLayout
import Foundation
import SceneFormat
import Typography

/// `run SCENE --watch`: the scene file is read again whenever it changes on disk. A good edit
/// replaces the scene keeping the layout, the text size, the scroll position and what the command
/// line overrides (`--language`, `--bold-text`, `--font-family`, `--appearance`, `--direction`); a
/// broken one shows its error in the window and keeps the last good scene.
@MainActor
public final class WatchSession {
    /// The model on screen (replaced by each good edit).
    public private(set) var model: PlaygroundModel
    private let path: String
    private let fonts: FontLibrary
    /// What the command line overrides, applied to each edit as to the scene first opened.
    private let overrides: CommandLineOverrides
    private var lastContents: Data?
    /// Each picture file's modification time and size when last read: a picture replaced on
    /// disk reloads the scene (its header read again, its pixels decoded afresh).
    private var pictureStamps: [String: PictureFileStamp]

    /// Watches `path`, starting from `model` (made from that file with `overrides`).
    package init(model: PlaygroundModel, path: String, overrides: CommandLineOverrides = CommandLineOverrides()) {
        self.model = model
        self.path = path
        self.overrides = overrides
        self.fonts = model.fonts
        lastContents = FileManager.default.contents(atPath: path)
        pictureStamps = PictureFileStamp.stamps(of: model.document.scene)
    }

    /// Reads the file if it or one of its pictures changed; returns true when the picture must be redrawn.
    @discardableResult
    public func poll() -> Bool {
        let contents = FileManager.default.contents(atPath: path)
        if contents == lastContents {
            let stamps = PictureFileStamp.stamps(of: model.document.scene)
            guard stamps != pictureStamps, let contents else { return false }
            pictureStamps = stamps
            reload(contents)
            return true
        }
        lastContents = contents
        // The inspector's own Save: the file now holds what the window shows (and its undo steps stay).
        if let contents, let shown = model.document.scene.document?.text, contents == Data(shown.utf8) { return false }
        // Deleted, renamed away, or between an editor's delete and write: the last good scene
        // stays, and the file is read again when it is back (polling goes by path, not by inode,
        // so an atomic save that renames a new file over the old one is simply a change).
        guard let contents else {
            let exists = FileManager.default.fileExists(atPath: path)
            model.document.setFileError(exists ? "error: \(path): cannot read the scene file"
                : "error: \(path): the scene file is gone (deleted or renamed); showing the last good scene until it is back")
            return true
        }
        reload(contents)
        pictureStamps = PictureFileStamp.stamps(of: model.document.scene)
        return true
    }

    /// Shows the scene `contents` hold, or its error (the last good scene stays).
    private func reload(_ contents: Data) {
        do {
            let text = try JSONText.decode(contents)
            var scene = try SceneDecoder.decode(text, file: path,
                                                defaultName: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
            overrides.apply(to: &scene)
            let reloaded = try model.reloaded(with: scene)
            overrides.applyAppearance(to: reloaded)
            overrides.applyDirection(to: reloaded)
            model = reloaded
        } catch let error as JSONSyntaxError {
            model.document.setFileError("error: \(InputError(file: path, location: error.location, error.message).description)")
        } catch let error as InputError {
            model.document.setFileError("error: \(error.description)")
        } catch {
            model.document.setFileError("error: \(error)")
        }
    }
}

/// A picture file's modification time and size, as `--watch` compares them.
struct PictureFileStamp: Equatable {
    var modified: Date?
    var size: UInt64?

    /// The stamp of every picture the scene names, by path (a missing file has an empty stamp).
    static func stamps(of scene: Scene) -> [String: PictureFileStamp] {
        var stamps: [String: PictureFileStamp] = [:]
        for section in scene.sections {
            for item in section.items {
                guard let path = item.picture?.path, stamps[path] == nil else { continue }
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                stamps[path] = PictureFileStamp(modified: attributes?[.modificationDate] as? Date,
                                                size: (attributes?[.size] as? NSNumber)?.uint64Value)
            }
        }
        return stamps
    }
}
