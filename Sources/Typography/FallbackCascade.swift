import CFontconfig
import Foundation

/// The installed faces tried, in order, for scalars the bundled faces lack, as Core Text's cascade
/// list does for SF: one Noto face a script (Thai, Lao, Khmer, Myanmar, the Indic scripts,
/// Ethiopic…), Noto Sans CJK in the language's glyph forms (Japanese unless told), Noto's symbol
/// faces, then whatever face fontconfig sorts first for "sans-serif" that has the scalar, and
/// Noto Color Emoji for emoji. Faces and their coverage (charsets) come from fontconfig; a face's
/// file is read only when a scalar first needs it, and each scalar's answer is kept.
@MainActor
public final class FallbackCascade {
    /// The cascade's families, in the order they are tried, each with the Debian package that installs it.
    /// `CJK` stands for the Noto Sans CJK face of the language (`cjkFamily(for:)`).
    public nonisolated static let families: [(family: String, package: String)] = [
        ("Noto Sans Thai", "fonts-noto-core"), ("Noto Sans Lao", "fonts-noto-core"),
        ("Noto Sans Khmer", "fonts-noto-core"), ("Noto Sans Myanmar", "fonts-noto-core"),
        ("Noto Sans Devanagari", "fonts-noto-core"), ("Noto Sans Bengali", "fonts-noto-core"),
        ("Noto Sans Tamil", "fonts-noto-core"), ("Noto Sans Telugu", "fonts-noto-core"),
        ("Noto Sans Gujarati", "fonts-noto-core"), ("Noto Sans Gurmukhi", "fonts-noto-core"),
        ("Noto Sans Kannada", "fonts-noto-core"), ("Noto Sans Malayalam", "fonts-noto-core"),
        ("Noto Sans Oriya", "fonts-noto-core"), ("Noto Sans Sinhala", "fonts-noto-core"),
        ("Noto Sans Georgian", "fonts-noto-core"), ("Noto Sans Armenian", "fonts-noto-core"),
        ("Noto Sans Ethiopic", "fonts-noto-core"),
        ("CJK", "fonts-noto-cjk"),
        ("Noto Sans", "fonts-noto-core"), ("Noto Sans Symbols", "fonts-noto-core"),
        ("Noto Sans Symbols2", "fonts-noto-core"), ("Noto Sans Math", "fonts-noto-core"),
    ]
    /// The colour emoji family and its package.
    public nonisolated static let emojiFamily = (family: "Noto Color Emoji", package: "fonts-noto-color-emoji")

    /// The Noto Sans CJK family and fontconfig language of a BCP 47 tag: Simplified Chinese for
    /// `zh`, `zh-Hans`, `zh-CN`, `zh-SG`; Traditional for `zh-Hant`, `zh-TW`, `zh-MO`; Hong Kong's for
    /// `zh-HK`; Korean for `ko`; Japanese for anything else (the default).
    public nonisolated static func cjkFamily(for language: String) -> (family: String, fontconfigLanguage: String) {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if tag.hasPrefix("ko") { return ("Noto Sans CJK KR", "ko") }
        if tag.hasPrefix("zh") {
            if tag.contains("hant") || tag.hasSuffix("-tw") || tag.hasSuffix("-mo") { return ("Noto Sans CJK TC", "zh-tw") }
            if tag.hasSuffix("-hk") { return ("Noto Sans CJK HK", "zh-hk") }
            return ("Noto Sans CJK SC", "zh-cn")
        }
        return ("Noto Sans CJK JP", "ja")
    }

    /// One face fontconfig found: where it is, what it covers, and the face once loaded.
    private struct Candidate {
        var family: String
        var path: String
        var index: Int
        /// fontconfig's charset of the face (owned: destroyed with the cascade).
        var charset: OpaquePointer
        var face: FontFace?
        /// The file could not be loaded: the candidate is skipped.
        var failed = false
    }

    /// The language the CJK face is chosen for (BCP 47).
    public let language: String
    /// The weight faces are matched at, on fontconfig's scale (80 regular, 100 medium, 180 semibold,
    /// 200 bold): the nearest weight each family has is used (Noto Sans CJK Bold for a semibold headline).
    public let weight: Int
    /// Faces already read, shared with the library's other cascades (by file and index).
    private let store: FaceStore
    private var candidates: [Candidate] = []
    /// The emoji face's candidate, if installed.
    private var emoji: Candidate?
    /// fontconfig's own order of every face for "sans-serif" (a font set, owned), the last resort.
    private var sorted: UnsafeMutablePointer<FcFontSet>? {
        get { handles.sorted }
        set { handles.sorted = newValue }
    }
    private var sortedLoaded = false
    private var loaded = false
    /// Each scalar asked about: the candidate that draws it (-1: none).
    private var choices: [UInt32: Int] = [:]
    /// The packages whose faces fontconfig did not find, in the cascade's order.
    public private(set) var missingPackages: [String] = []

    /// A cascade for text in `language` (BCP 47; it picks the CJK glyph forms). Nothing is asked
    /// of fontconfig until a scalar is.
    public convenience init(language: String = "ja", weight: Int = 80) {
        self.init(language: language, weight: weight, store: FaceStore())
    }

    /// A cascade sharing loaded faces with others through `store`.
    init(language: String, weight: Int, store: FaceStore) {
        self.language = language
        self.weight = weight
        self.store = store
    }

    /// The fontconfig weight of a bundled weight.
    public nonisolated static func fontconfigWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: 80
        case .medium: 100
        case .semibold: 180
        case .bold: 200
        }
    }

    /// What the cascade holds of fontconfig's, freed with it on whichever thread lets it go.
    private final class Handles: @unchecked Sendable {
        var charsets: [OpaquePointer] = []
        var sorted: UnsafeMutablePointer<FcFontSet>?

        deinit {
            for charset in charsets { FcCharSetDestroy(charset) }
            if let sorted { FcFontSetDestroy(sorted) }
        }
    }
    private let handles = Handles()

    /// Asks fontconfig for every family of the cascade (once).
    private func load() {
        guard !loaded else { return }
        loaded = true
        guard FcInit() != 0 else {
            missingPackages = ["fontconfig"]
            return
        }
        let cjk = Self.cjkFamily(for: language)
        var missing: [String] = []
        for entry in Self.families {
            let family = entry.family == "CJK" ? cjk.family : entry.family
            let lang = entry.family == "CJK" ? cjk.fontconfigLanguage : nil
            if let candidate = match(family: family, language: lang) {
                candidates.append(candidate)
            } else if !missing.contains(entry.package) {
                missing.append(entry.package)
            }
        }
        emoji = match(family: Self.emojiFamily.family, language: nil)
        if emoji == nil { missing.append(Self.emojiFamily.package) }
        missingPackages = missing
    }

    /// The installed face of exactly `family` (nil when fontconfig substitutes another family).
    private func match(family: String, language: String?) -> Candidate? {
        guard let match = FontconfigPattern.exactMatch(family: family, weight: weight, language: language) else { return nil }
        defer { FcPatternDestroy(match) }
        return candidate(of: match, family: family)
    }

    /// The file, index and charset of a fontconfig pattern that names a font.
    private func candidate(of pattern: OpaquePointer, family: String) -> Candidate? {
        guard let path = FontconfigPattern.string(pattern, "file", 0) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, "index", 0, &index)
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset,
              let copy = FcCharSetCopy(charset) else { return nil }
        handles.charsets.append(copy)
        return Candidate(family: family, path: path, index: Int(index), charset: copy)
    }

    /// The emoji face (Noto Color Emoji), loaded on first use; nil when it is not installed.
    public func emojiFace() -> FontFace? {
        load()
        guard var candidate = emoji else { return nil }
        if candidate.face == nil && !candidate.failed {
            loadFace(&candidate)
            emoji = candidate
        }
        return candidate.face
    }

    /// The first face of the cascade that has a glyph for `value` (nil: none installed has one).
    public func face(for value: UInt32) -> FontFace? {
        if let choice = choices[value] { return choice >= 0 ? candidates[choice].face : nil }
        load()
        var chosen = -1
        for index in candidates.indices where !candidates[index].failed
            && FcCharSetHasChar(candidates[index].charset, value) != 0 {
            if candidates[index].face == nil { loadFace(&candidates[index]) }
            if candidates[index].face != nil {
                chosen = index
                break
            }
        }
        if chosen < 0 { chosen = lastResort(for: value) }
        choices[value] = chosen
        return chosen >= 0 ? candidates[chosen].face : nil
    }

    /// fontconfig's first face for "sans-serif" in the cascade's language that has `value`, added
    /// to the candidates (-1: none).
    private func lastResort(for value: UInt32) -> Int {
        if !sortedLoaded {
            sortedLoaded = true
            if let pattern = FcPatternCreate() {
                FontconfigPattern.addString(pattern, "family", "sans-serif")
                FontconfigPattern.addString(pattern, "lang", Self.cjkFamily(for: language).fontconfigLanguage)
                FcPatternAddInteger(pattern, "weight", Int32(weight))
                FcConfigSubstitute(nil, pattern, FcMatchPattern)
                FcDefaultSubstitute(pattern)
                var result = FcResultMatch
                sorted = FcFontSort(nil, pattern, 1, nil, &result)
                FcPatternDestroy(pattern)
            }
        }
        guard let sorted else { return -1 }
        for position in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[position] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset,
                  FcCharSetHasChar(charset, value) != 0 else { continue }
            guard let path = FontconfigPattern.string(font, "file", 0) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, "index", 0, &index)
            if let known = candidates.firstIndex(where: { $0.path == path && $0.index == Int(index) }) {
                if candidates[known].face != nil && !candidates[known].failed { return known }
                continue
            }
            guard var candidate = candidate(of: font, family: FontconfigPattern.string(font, "family", 0) ?? "?") else { continue }
            // Colour bitmap faces serve emoji through `emojiFace`, not as text.
            loadFace(&candidate)
            if candidate.face?.isColor == true { candidate.failed = true }
            candidates.append(candidate)
            if candidate.face != nil && !candidate.failed { return candidates.count - 1 }
        }
        return -1
    }

    /// Loads a candidate's face (named by its PostScript name, unique within a collection).
    private func loadFace(_ candidate: inout Candidate) {
        candidate.face = store.face(path: candidate.path, index: candidate.index)
        candidate.failed = candidate.face == nil
    }

    /// A face the cascade has loaded, by its name (what glyph runs name it by).
    public func loadedFace(named name: String) -> FontFace? {
        if let face = emoji?.face, face.name == name { return face }
        for candidate in candidates where candidate.face?.name == name { return candidate.face }
        return nil
    }

    /// One warning line for each missing package, naming it (what `make deps` installs).
    public var warnings: [String] {
        load()
        return missingPackages.map { package in
            "warning: no face from \(package) is installed (sudo apt-get install \(package), or make deps): "
                + "text in its scripts draws as empty boxes"
        }
    }
}

/// The installed faces a library's cascades have read, by file and index: each is read once
/// whichever weights and languages ask for it (Noto Color Emoji, 11 MB, once).
@MainActor
final class FaceStore {
    private var faces: [String: FontFace?] = [:]

    /// The face at `index` of the file at `path`, named by its PostScript name; nil when it cannot be read.
    func face(path: String, index: Int) -> FontFace? {
        let key = "\(path)#\(index)"
        if let known = faces[key] { return known }
        let face = try? FontFace(path: path, index: index, namedByPostScript: true)
        faces[key] = face
        return face
    }
}
