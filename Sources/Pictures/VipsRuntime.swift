import CVips

/// libvips, started once per process (thread-safely: a Swift global is initialised once) and
/// set up for pictures decoded one per background thread: no operation cache (memory stays
/// bounded by the Pictures cache alone), one vips worker per decode (the loader's threads are
/// the parallelism), and vips' own warnings silenced (errors are reported as `PictureError`).
public enum VipsRuntime {
    /// Whether libvips started; `start()` returns it.
    private static let started: Bool = {
        guard vips_init("playground") == 0 else { return false }
        vips_cache_set_max(0)
        vips_concurrency_set(1)
        cvips_silence_warnings()
        return true
    }()

    /// Starts libvips if it has not started yet (safe from any thread); false if it could not.
    @discardableResult
    public static func start() -> Bool { started }

    /// The first line of vips' error buffer, which is then cleared.
    static func takeErrorLine() -> String {
        let text = vips_error_buffer().map { String(cString: $0) } ?? ""
        vips_error_clear()
        let line = text.split(separator: "\n").first.map(String.init) ?? "unknown error"
        return line.trimmingCharacters(in: " \t")
    }

    /// Releases a vips image (a GObject).
    static func release(_ image: UnsafeMutablePointer<VipsImage>?) {
        if let image { g_object_unref(image) }
    }
}

extension String {
    /// The string without the given characters at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
