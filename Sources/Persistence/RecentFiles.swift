import AppSupport
import Foundation

/// The files recently opened in the window, newest first — at most ten, each once — kept as
/// `{"files": [paths]}` in `recent.json` of the config folder and written atomically. Only the
/// window (`run`) reads and writes it; headless commands never do.
public struct RecentFiles: Equatable, Sendable {
    /// The most files kept.
    public static let limit = 10
    /// The file the list is kept in.
    public let file: URL
    /// The absolute paths, newest first, as last read or recorded (some may since have gone).
    public private(set) var paths: [String] = []

    /// Where the list is kept: `recent.json` in the app's config folder.
    public static func defaultFile(_ directories: XDGDirectories = XDGDirectories()) -> URL {
        directories.config.appendingPathComponent("recent.json")
    }

    /// Writes a one-line warning to standard error.
    public static func warnOnStandardError(_ message: String) {
        TerminalLine.writeToStandardError("warning: \(message)")
    }

    /// The list kept at `file`: empty when there is none yet; a file that is not such a list is
    /// ignored, with a one-line warning saying why (it is written anew at the next record).
    public init(file: URL = RecentFiles.defaultFile(), warn: (String) -> Void = RecentFiles.warnOnStandardError) {
        self.file = file
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        do {
            paths = try Self.decode(data, file: file.path)
        } catch {
            warn("ignoring the recent files list \(error.description)")
        }
    }

    /// The paths that still exist, newest first: what the palette lists.
    public var existing: [String] {
        paths.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Puts `path` (made absolute against the working folder) at the front, drops its older place,
    /// files that have gone and what is past the limit, and writes the list; a failed write is a
    /// one-line warning, and the list in memory stands.
    public mutating func record(_ path: String, warn: (String) -> Void = RecentFiles.warnOnStandardError) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        paths = Array(([absolute] + existing.filter { $0 != absolute }).prefix(Self.limit))
        do {
            try PrivateFolder.write(Array(Self.encode(paths).utf8), to: file)
        } catch {
            warn("the recent files list was not saved: \(error.description)")
        }
    }

    /// The file's text for `paths`.
    package static func encode(_ paths: [String]) -> String {
        "{\"files\": [\n" + paths.map { "  " + JSONWriter.quote($0) }.joined(separator: ",\n") + "\n]}\n"
    }

    /// The paths a file's bytes hold; a file that is not `{"files": [strings]}` is an error at its line and column.
    package static func decode(_ data: Data, file: String) throws(InputError) -> [String] {
        let root: JSONNode
        do { root = try JSONText.parse(data) } catch {
            throw InputError(file: file, location: error.location, error.message)
        }
        var reader = try JSONObjectReader(root, file: file, context: "the recent files list")
        let list = try reader.array(try reader.required("files"), "files")
        var paths: [String] = []
        for node in list {
            guard case .string(let path) = node.value, path.hasPrefix("/") else {
                throw InputError(file: file, location: node.location, "\"files\" must be a list of absolute paths, found \(node.snippet)")
            }
            if !paths.contains(path) { paths.append(path) }
        }
        return Array(paths.prefix(limit))
    }
}
