import CVips

/// What the thumbnail specification files a picture under: its canonical URI (`file://` and
/// the absolute path, percent-encoded as GLib's `g_filename_to_uri` does, which is what GNOME's
/// and other file managers' thumbnailers use) and the MD5 of that URI in lower-case hex, plus
/// `.png`, as the thumbnail's file name. GLib (through libvips) computes both.
public enum ThumbnailName {
    /// The canonical `file://` URI of the file at `path` (made absolute against the working
    /// folder, `.` and `..` removed, symbolic links left as they are); nil if GLib refuses it.
    public static func uri(forPath path: String, workingDirectory: String? = nil) -> String? {
        let absolute = absolutePath(path, workingDirectory: workingDirectory)
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(absolute, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The thumbnail's file name for `uri`: its MD5 in lower-case hex and `.png`.
    public static func fileName(forURI uri: String) -> String {
        guard let digest = g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1) else { return "" }
        defer { g_free(digest) }
        return String(cString: digest) + ".png"
    }

    /// `path` made absolute and tidied: empty and `.` components dropped, `..` taking one off.
    static func absolutePath(_ path: String, workingDirectory: String?) -> String {
        var full = path
        if !path.hasPrefix("/") {
            let folder = workingDirectory ?? currentDirectory()
            full = folder + "/" + path
        }
        var components: [Substring] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The process's working folder ("/" if it cannot be read).
    private static func currentDirectory() -> String {
        guard let folder = g_get_current_dir() else { return "/" }
        defer { g_free(folder) }
        return String(cString: folder)
    }
}
