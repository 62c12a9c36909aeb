import AppSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Pictures

/// A folder of pictures as own content (`--images DIR`): every PNG, JPEG, WebP, GIF and HEIC
/// (told by the file's extension, in any case), sorted by capture date (EXIF
/// `DateTimeOriginal`; a picture without one after those with one) then by name; the folder's
/// own pictures are its first section, titled with its name, and each sub-folder (one level
/// down) is a section of its own, titled with the sub-folder's name, in name order — an album each.
package enum PictureFolder {
    /// The file extensions taken as pictures (lowercased).
    package static let extensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "heic", "heif"]

    /// Reads the folder at `path`; a missing, unreadable or picture-less folder is one error line.
    package static func read(path: String) throws(InputError) -> OwnContent {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(file: path, "no such folder")
        }
        guard isFolder.boolValue else { throw InputError(file: path, "not a folder (--images takes a folder of pictures)") }
        let top = try entries(of: path)
        let name = (standardized(path) as NSString).lastPathComponent
        var sections: [OwnContentSection] = []
        let own = pictures(in: path, names: top.files, prefix: "")
        if !own.isEmpty { sections.append(OwnContentSection(title: name, items: own)) }
        for folder in top.folders {
            let folderPath = (path as NSString).appendingPathComponent(folder)
            let inner = try entries(of: folderPath)
            let items = pictures(in: folderPath, names: inner.files, prefix: folder + "/")
            if !items.isEmpty { sections.append(OwnContentSection(title: folder, items: items)) }
        }
        guard !sections.isEmpty else { throw InputError("no pictures in \(path) (PNG, JPEG, WebP, GIF or HEIC)") }
        return OwnContent(source: .folder(path), name: name, sections: sections)
    }

    /// The folder's visible regular files and sub-folders, each sorted by name. A symbolic link
    /// counts as what it points to; anything else (a FIFO, a socket, a device) is left out
    /// unopened, as opening it could wait for a writer for ever.
    private static func entries(of path: String) throws(InputError) -> (files: [String], folders: [String]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            // Why, as the system says it ("permission denied").
            let directory = opendir(path)
            let reason = directory == nil ? String(cString: strerror(errno)).lowercased() : "its entries could not be listed"
            if let directory { closedir(directory) }
            throw InputError(file: path, "cannot read the folder (\(reason))")
        }
        var files: [String] = [], folders: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            switch FileKind(path: (path as NSString).appendingPathComponent(name)) {
            case .folder: folders.append(name)
            case .regular: files.append(name)
            case .other, .missing: continue
            }
        }
        return (files, folders)
    }

    /// The pictures among `names` as items, by capture date then name; `prefix` makes ids unique across folders.
    private static func pictures(in folder: String, names: [String], prefix: String) -> [OwnContentItem] {
        let pictures = names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        let dated = pictures.map { name in
            (name: name, date: PictureCaptureDate.read(path: (folder as NSString).appendingPathComponent(name)))
        }
        let sorted = dated.sorted { a, b in
            switch (a.date, b.date) {
            case let (x?, y?) where x != y: x < y
            case (.some, nil): true
            case (nil, .some): false
            default: a.name < b.name
            }
        }
        return sorted.map { entry in
            var item = OwnContentItem()
            item.id = prefix + entry.name
            item.title = (entry.name as NSString).deletingPathExtension
            item.imagePath = standardized((folder as NSString).appendingPathComponent(entry.name))
            return item
        }
    }

    /// An absolute, standardized path.
    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
