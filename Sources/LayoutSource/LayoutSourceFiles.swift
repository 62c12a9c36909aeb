import AppSupport
import Foundation

/// The Swift files `--layout-source` names: the file itself, or — for a layout that comes as a library's
/// folder of files (a layout, its attributes subclass, its delegate protocol, its options) — every `.swift`
/// file in the folder and its subfolders, in path order, except those of test, example, demo and dependency
/// (`Pods`, `Carthage`) folders.
package struct LayoutSourceFiles: Sendable, Equatable {
    /// The path as given.
    package var path: String
    /// The files' absolute paths, in path order.
    package var files: [String]

    /// Whether the folder's Objective-C umbrella header imports UIKit (`#import <UIKit/UIKit.h>`): in a framework,
    /// its Swift files then see UIKit without importing it, so each is compiled as if it did.
    package var umbrellaImportsUIKit = false

    /// Whether the path named a folder.
    package var isFolder: Bool { files != [path] }

    /// The files `path` names. A missing path, a folder with no Swift file, or an unreadable one throws one line.
    package init(path: String) throws(InputError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            files = [path]
            return
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            throw InputError(file: path, "cannot read the layout source folder")
        }
        var found: [String] = []
        for case let url as URL in walker {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if Self.skippedFolder(url.lastPathComponent) { walker.skipDescendants() }
                continue
            }
            if url.pathExtension == "swift", url.lastPathComponent != "Package.swift" { found.append(url.path) }
            if url.pathExtension == "h", !umbrellaImportsUIKit, let header = try? String(contentsOf: url, encoding: .utf8) {
                umbrellaImportsUIKit = header.contains("#import <UIKit/UIKit.h>") || header.contains("@import UIKit;")
            }
        }
        guard !found.isEmpty else { throw InputError(file: path, "the folder holds no .swift file to compile") }
        files = found.sorted()
    }

    /// Every file's text, read now. An unreadable file throws one line naming it.
    package func sources() throws(InputError) -> [String] {
        var texts: [String] = []
        for file in files {
            do {
                texts.append(try String(contentsOfFile: file, encoding: .utf8))
            } catch {
                throw InputError(file: file, "cannot read the layout source: \(error.localizedDescription)")
            }
        }
        return texts
    }

    /// The files' contents and names together, to tell whether any changed since they were last read (nil when
    /// none can be read): the watch of `run --layout-source` compares these.
    package static func snapshot(of path: String) -> Data? {
        guard let named = try? LayoutSourceFiles(path: path) else { return nil }
        if !named.isFolder { return FileManager.default.contents(atPath: path) }
        var data = Data()
        for file in named.files {
            data.append(Data(file.utf8))
            data.append(0)
            data.append(FileManager.default.contents(atPath: file) ?? Data())
            data.append(0)
        }
        return data
    }

    /// Folders a library keeps beside its sources that are not the layout: its tests, examples and demos.
    private static func skippedFolder(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("tests") || lower.hasPrefix("example") || lower.hasPrefix("demo") || lower == "samples" || lower == "pods" || lower == "carthage"
            || lower.hasSuffix(".xcodeproj") || lower.hasSuffix(".xcworkspace") || lower == ".build"
    }
}
