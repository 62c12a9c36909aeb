import CFontconfig

/// fontconfig's pattern calls as this module uses them: strings in and out, and the one match that
/// counts — a face of exactly the family asked for (fontconfig answers every request with some face).
enum FontconfigPattern {
    /// Adds the string `value` to `pattern` under `object` ("family", "lang").
    static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        value.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                _ = FcPatternAddString(pattern, object, $0)
            }
        }
    }

    /// The `index`th string of `pattern` under `object` ("file", "family"), if it has one.
    static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// fontconfig's best face of exactly `family` at `weight` (fontconfig's scale), in `language` when
    /// given, upright only when asked, among `config`'s fonts (nil: the installed ones); the caller
    /// destroys the pattern. Nil when the best face is of another family.
    static func exactMatch(family: String, weight: Int, language: String? = nil, uprightOnly: Bool = false,
                           in config: OpaquePointer? = nil) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, "family", family)
        if let language { addString(pattern, "lang", language) }
        FcPatternAddInteger(pattern, "weight", Int32(weight))
        if uprightOnly { FcPatternAddInteger(pattern, "slant", 0) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        var names: [String] = []
        var position: Int32 = 0
        while let name = string(match, "family", position) {
            names.append(name.lowercased())
            position += 1
        }
        guard names.contains(family.lowercased()) else {
            FcPatternDestroy(match)
            return nil
        }
        return match
    }
}
