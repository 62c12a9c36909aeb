import CVips

/// libvips, opened and started once per process, when a picture first needs it (thread-safely: a
/// Swift global is initialised once; CVips opens the library then, so a process that reads no
/// picture never loads it), and set up for pictures decoded one per background thread: no
/// operation cache (memory stays bounded by the Pictures cache alone), one vips worker per
/// decode (the loader's threads are the parallelism), and vips' own warnings silenced (errors
/// are reported as `PictureError`).
public enum VipsRuntime {
    /// Whether libvips started; `start()` returns it.
    private static let started: Bool = {
        guard cvips_init("playground") == 0 else { return false }
        cvips_cache_set_max(0)
        cvips_concurrency_set(1)
        cvips_silence_warnings()
        return true
    }()

    /// Starts libvips if it has not started yet (safe from any thread); false if it could not.
    @discardableResult
    public static func start() -> Bool { started }

    /// vips' message about the file at `path`, without the path, or a general one. vips keeps
    /// one error buffer for the process, which other threads write to: only a line naming this
    /// file is trusted. The buffer is cleared only when nearly full (vips then drops new lines).
    static func takeErrorLine(about path: String) -> String {
        guard cvips_bind() == 0 else { return "libvips could not be opened (\(String(cString: cvips_bind_error())))" }
        let text = cvips_error_buffer().map { String(cString: $0) } ?? ""
        if text.utf8.count > 8_000 { cvips_error_clear() }
        let line = text.split(separator: "\n").last { $0.contains(path) }
        guard let line else { return "the decoder could not read it" }
        return line.replacingOccurrences(of: path, with: "").trimmingCharacters(in: " :\t")
    }

    /// Releases a vips image (a GObject).
    static func release(_ image: UnsafeMutablePointer<VipsImage>?) {
        if let image { g_object_unref(image) }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The string without the given characters at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
