import AppSupport
import CollectionLayout
import Foundation
import OwnContent
import SceneFormat

/// `run --images DIR --watch`: the folder is read again whenever a picture in it is added,
/// removed, renamed or replaced, and the difference arrives as one animated batch update — a
/// snapshot applied (`applySnapshot`): new pictures are inserted, gone ones deleted, reordered
/// ones moved, never a reload. A renamed file keeps its item (the same file, by its inode), so it
/// moves to its new place with its new title; a replaced picture is decoded afresh where it is.
@MainActor
public final class FolderWatch {
    /// The model on screen (updated in place).
    public let model: PlaygroundModel
    private let folder: String
    /// What the folder held at the last look: each picture's file stamp, by path.
    private var stamps: [String: FileStamp]
    /// Each shown item's file, by item id, and the item id of each file, by inode.
    private var files: [String: FileStamp] = [:]

    /// A picture file's identity and state: its inode, modification time and size.
    struct FileStamp: Equatable {
        var inode: UInt64
        var modified: Date?
        var size: UInt64
    }

    /// Watches `folder`, whose scene `model` shows.
    public init(model: PlaygroundModel, folder: String) {
        self.model = model
        self.folder = folder
        stamps = Self.stamps(of: folder)
        for item in model.data.content.sections.flatMap(\.items) {
            if let path = item.picture?.path, let stamp = stamps[PictureFolder.standardized(path)] { files[item.id] = stamp }
        }
    }

    /// Reads the folder if it changed; returns true when the window must be drawn again. A folder
    /// that cannot be read (or is emptied) keeps what is shown and says why.
    @discardableResult
    public func poll() -> Bool {
        let now = Self.stamps(of: folder)
        guard now != stamps else { return false }
        stamps = now
        do throws(InputError) {
            let scene = try OwnContentScene.scene(try PictureFolder.read(path: folder))
            try model.applySnapshot(snapshot(of: scene))
            model.document.setFileError(nil)
        } catch {
            model.document.setFileError("error: \(error.description)")
        }
        return true
    }

    /// The snapshot of the folder's new scene: sections by their album's name (the ones shown
    /// keep their ids), items by id — a file renamed keeps its old item's id (same inode), and
    /// a picture whose file changed is decoded afresh.
    private func snapshot(of scene: Scene) -> [SnapshotSection] {
        let shownSections = model.data.content.sections
        let byInode = Dictionary(files.map { ($0.value.inode, $0.key) }, uniquingKeysWith: { first, _ in first })
        var newFiles: [String: FileStamp] = [:]
        let sections = scene.sections.enumerated().map { index, section -> SnapshotSection in
            let id = shownSections.first { $0.headerText != nil && $0.headerText == section.headerText }?.id
                ?? "album-\(section.headerText ?? String(index))"
            let items = section.items.map { item -> SnapshotSection.Entry in
                var item = item
                if let path = item.picture?.path, let stamp = stamps[PictureFolder.standardized(path)] {
                    if model.data.content.item(item.id) == nil, let renamed = byInode[stamp.inode] { item.id = renamed }
                    if let old = files[item.id], old != stamp { model.cells.pictures.forget(path: path) }
                    newFiles[item.id] = stamp
                }
                return .item(item)
            }
            return SnapshotSection(id: id, items: items)
        }
        files = newFiles
        return sections
    }

    /// Every picture file's stamp in the folder and its sub-folders (one level), by path.
    static func stamps(of folder: String) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        func look(in path: String, depth: Int) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names where !name.hasPrefix(".") {
                let full = (path as NSString).appendingPathComponent(name)
                var info = stat()
                guard stat(full, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if depth == 0 { look(in: full, depth: 1) }
                } else if (info.st_mode & S_IFMT) == S_IFREG,
                          PictureFolder.extensions.contains((name as NSString).pathExtension.lowercased()) {
                    result[full] = FileStamp(inode: UInt64(info.st_ino),
                                             modified: Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9),
                                             size: UInt64(info.st_size))
                }
            }
        }
        look(in: PictureFolder.standardized(folder), depth: 0)
        return result
    }
}
