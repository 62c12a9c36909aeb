import CHarfBuzz

/// What is known about a scalar no face could draw: its script, and the Debian package whose
/// faces would draw it (the audit's `missingGlyph` evidence).
public enum MissingGlyphs {
    /// The scalars of `text` drawn as .notdef in `layout` (its measurement), in logical order, each once.
    public static func scalars(in layout: TextLayout, of text: String) -> [Unicode.Scalar] {
        let scalars = Array(text.unicodeScalars)
        var clusters: [Int] = []
        for line in layout.lines {
            for glyph in line.glyphs where glyph.glyphID == 0 && glyph.cluster < scalars.count { clusters.append(glyph.cluster) }
        }
        var seen: Set<UInt32> = []
        return clusters.sorted().map { scalars[$0] }.filter { seen.insert($0.value).inserted }
    }

    /// The scalar's script as its ISO 15924 code (`Thai`, `Hani`, `Deva`; `Zyyy` for common characters such as emoji).
    public static func script(of scalar: Unicode.Scalar) -> String {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        let tag = hb_script_to_iso15924_tag(script)
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Debian package with a face for the scalar's script, when one is known: `fonts-noto-cjk`
    /// for Han, kana, Hangul and Bopomofo, `fonts-noto-color-emoji` for emoji, `fonts-noto-core`
    /// for the scripts of the cascade's other Noto faces (`FallbackCascade.families`).
    public static func package(for scalar: Unicode.Scalar) -> String? {
        if scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value >= 0x1F000) {
            return FallbackCascade.emojiFamily.package
        }
        switch script(of: scalar) {
        case "Hani", "Hira", "Kana", "Hang", "Bopo": return "fonts-noto-cjk"
        case "Thai", "Laoo", "Khmr", "Mymr", "Deva", "Beng", "Taml", "Telu", "Gujr", "Guru", "Knda", "Mlym", "Orya",
             "Sinh", "Geor", "Armn", "Ethi", "Arab", "Hebr", "Grek", "Cyrl", "Latn":
            return "fonts-noto-core"
        default: return nil
        }
    }

    /// `U+0E01`: a scalar as the audit names it.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
