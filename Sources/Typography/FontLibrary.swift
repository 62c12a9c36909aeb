import Foundation

/// The bundled fonts, loaded on demand from one folder and kept for the process's life.
///
/// `withBoldText(_:)` gives a library over the same loaded faces whose text styles are drawn one
/// weight heavier (iOS's Bold Text); everything loaded is shared between the two.
@MainActor
public final class FontLibrary {
    /// The folder the fonts are read from.
    public let directory: String
    /// Whether text styles are drawn one weight heavier, as iOS draws them with the accessibility
    /// setting Bold Text on (`TextStyle.weight(boldText:)`); the app's own chrome is not.
    public let boldText: Bool
    /// The designer's own family drawing the text styles instead of Inter (`withFamily(_:folder:)`); nil: Inter.
    public let family: DesignerFontFamily?
    /// What is loaded, shared by every library made from this one.
    private let storage: Storage
    /// The installed faces tried after the bundled ones (`FallbackCascade`), found through
    /// fontconfig, at regular weight in the library's language; `cascade(for:language:)` gives the others.
    public var cascade: FallbackCascade { storage.cascade }

    /// The faces, fallbacks and cascades loaded so far, and the problems met loading them.
    @MainActor private final class Storage {
        var faces: [FontWeight: FontFace] = [:]
        var fallbacks: [FontFace]?
        let cascade: FallbackCascade
        /// The cascades of other weights and languages, made on first use; they share the regular one's faces.
        var otherCascades: [CascadeKey: FallbackCascade] = [:]
        let faceStore = FaceStore()
        var problems: [String] = []
        var cascadeWarned = false
        /// The designer's families found (or not: nil) so far, by name and folder.
        var families: [String: DesignerFontFamily?] = [:]

        init(language: String) {
            cascade = FallbackCascade(language: language, weight: 80, store: faceStore)
        }
    }

    /// A weight and the fontconfig language of a CJK glyph form: what makes one cascade differ from another.
    private struct CascadeKey: Hashable {
        var weight: FontWeight
        var cjkLanguage: String
    }

    /// A library reading from `directory`; nothing is loaded until a face is asked for. `language`
    /// (BCP 47) chooses the glyph forms of Chinese, Japanese and Korean text (default Japanese)
    /// when the text names no language of its own.
    public init(directory: String, language: String? = nil) {
        self.directory = directory
        self.boldText = false
        self.family = nil
        self.storage = Storage(language: language ?? "ja")
    }

    private init(directory: String, boldText: Bool, family: DesignerFontFamily?, storage: Storage) {
        self.directory = directory
        self.boldText = boldText
        self.family = family
        self.storage = storage
    }

    /// This library with Bold Text on or off: the same faces, loaded once for both.
    public func withBoldText(_ on: Bool) -> FontLibrary {
        on == boldText ? self : FontLibrary(directory: directory, boldText: on, family: family, storage: storage)
    }

    /// This library with the designer's family `name` drawing the text styles (nil: Inter), found
    /// in `folder` or among the installed fonts and scaled with Dynamic Type as `UIFontMetrics`
    /// scales a custom font (each text style's size at each category). A family that is not found
    /// leaves Inter, and `problems` gets one line saying so (once per family).
    public func withFamily(_ name: String?, folder: String? = nil) -> FontLibrary {
        guard let name else { return family == nil ? self : FontLibrary(directory: directory, boldText: boldText, family: nil, storage: storage) }
        let key = "\(name)\u{0}\(folder ?? "")"
        let found: DesignerFontFamily?
        if let known = storage.families[key] {
            found = known
        } else {
            found = DesignerFontFamily(name: name, folder: folder)
            storage.families[key] = found
            if found == nil {
                let place = folder.map { "in \($0) or " } ?? ""
                storage.problems.append("warning: no font family \"\(name)\" \(place)among the installed fonts; the text styles are drawn in Inter")
            }
        }
        return FontLibrary(directory: directory, boldText: boldText, family: found, storage: storage)
    }

    /// The cascade matched to a bundled weight (a semibold headline's CJK in Noto Sans CJK Bold), for
    /// text in `language` (nil: the library's): Japanese, Simplified or Traditional Chinese or Korean
    /// glyph forms of the same ideographs, as the language writes them.
    public func cascade(for weight: FontWeight, language: String? = nil) -> FallbackCascade {
        let cjkLanguage = FallbackCascade.cjkFamily(for: language ?? cascade.language).fontconfigLanguage
        if weight == .regular, cjkLanguage == FallbackCascade.cjkFamily(for: cascade.language).fontconfigLanguage { return cascade }
        let key = CascadeKey(weight: weight, cjkLanguage: cjkLanguage)
        if let known = storage.otherCascades[key] { return known }
        let made = FallbackCascade(language: language ?? cascade.language, weight: FallbackCascade.fontconfigWeight(weight), store: storage.faceStore)
        storage.otherCascades[key] = made
        return made
    }

    /// The cascade for text requested in `face` (its weight's when it is a bundled weight, else the
    /// regular one's) in `language` (nil: the library's).
    public func cascade(forRequested face: FontFace, language: String? = nil) -> FallbackCascade {
        for (weight, loaded) in storage.faces where loaded === face { return cascade(for: weight, language: language) }
        for family in [family] + storage.families.values.map({ $0 }) {
            if let weight = family?.weight(of: face) { return cascade(for: weight, language: language) }
        }
        return cascade(for: .regular, language: language)
    }

    /// The face of a weight, loaded on first use; throws a `TypographyError` naming the file.
    public func face(_ weight: FontWeight) throws -> FontFace {
        if let face = storage.faces[weight] { return face }
        let face = try FontFace(path: (directory as NSString).appendingPathComponent(weight.fileName))
        storage.faces[weight] = face
        return face
    }

    /// The face a text style is drawn in.
    public func face(for style: TextStyle) throws -> FontFace {
        try contentFace(style.weight)
    }

    /// The face of a weight for the scene's own text (titles, headers, initials): in the designer's
    /// family when there is one, one weight heavier with Bold Text on (`FontWeight.withBoldText`).
    /// iOS's own controls ask `systemFace(_:)`, the playground's chrome `face(_:)`.
    public func contentFace(_ weight: FontWeight) throws -> FontFace {
        let shown = boldText ? weight.withBoldText : weight
        if let family { return family.face(shown) }
        return try face(shown)
    }

    /// The face of a weight for what iOS itself draws in the app (the status bar, swipe actions, a
    /// segmented control, a content-unavailable view): one weight heavier with Bold Text on, as the
    /// system's own text is, but never in the designer's family.
    public func systemFace(_ weight: FontWeight) throws -> FontFace {
        try face(boldText ? weight.withBoldText : weight)
    }

    /// An already loaded face by its name (`Inter-Regular`), or a bundled weight of that name.
    public func face(named name: String) -> FontFace? {
        if let face = storage.faces.values.first(where: { $0.name == name }) { return face }
        // The library's own family first, then any other a scene of this window named (a renderer
        // keeps the library it started with while scenes with other families come and go).
        for family in [family] + storage.families.values.map({ $0 }) {
            if let face = family.flatMap({ family in FontWeight.allCases.map(family.face).first { $0.name == name } }) { return face }
        }
        if let fallback = fallbackFaces().first(where: { $0.name == name }) { return fallback }
        if let installed = cascade.loadedFace(named: name) { return installed }
        for other in storage.otherCascades.values {
            if let installed = other.loadedFace(named: name) { return installed }
        }
        guard let weight = FontWeight.allCases.first(where: { $0.fileName.hasPrefix(name + ".") }) else { return nil }
        return try? face(weight)
    }

    /// The bundled fallbacks for scripts Inter lacks, in the order they are tried: Noto Sans Arabic
    /// and Noto Sans Hebrew for their scripts' scalars only, then DejaVu Sans for anything it has
    /// (Armenian, symbols…) but Lao, of which it has only some letters and marks: Lao is drawn
    /// whole by the cascade's Noto Sans Lao, not by two faces in one word.
    public nonisolated static let fallbackFiles: [(fileName: String, scalars: [ClosedRange<UInt32>]?,
                                                  excluding: [ClosedRange<UInt32>])] = [
        ("NotoSansArabic-Regular.ttf", [0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF], []),
        ("NotoSansHebrew-Regular.ttf", [0x0590...0x05FF, 0xFB1D...0xFB4F], []),
        ("DejaVuSans.ttf", nil, [0x0E80...0x0EFF]),
    ]

    /// Every bundled face's name (its file's name without extension): the Inter weights, then the fallbacks.
    public nonisolated static var bundledFaceNames: [String] {
        (FontWeight.allCases.map(\.fileName) + fallbackFiles.map(\.fileName)).map { ($0 as NSString).deletingPathExtension }
    }

    /// The fallback faces, in the order they are tried; a file that is not there is left out.
    public func fallbackFaces() -> [FontFace] {
        if let fallbacks = storage.fallbacks { return fallbacks }
        var faces: [FontFace] = []
        for file in Self.fallbackFiles {
            let face: FontFace
            do {
                face = try FontFace(path: (directory as NSString).appendingPathComponent(file.fileName))
            } catch {
                storage.problems.append("warning: \(Self.describe(error)); text in its scripts is drawn without it")
                continue
            }
            face.fallbackScalars = file.scalars
            face.fallbackExclusions = file.excluding
            faces.append(face)
        }
        storage.fallbacks = faces
        return faces
    }

    /// A measurer that falls back to the bundled fallback fonts, then to the installed cascade of
    /// the requested font's weight and the text's language.
    public func makeMeasurer() -> TextMeasurer {
        // The measurer keeps the library (not the other way round, so no cycle): a measurer outlives
        // the model it was made for when the window opens another scene.
        TextMeasurer(fallbackFonts: fallbackFaces(), cascade: cascade) { face, language in
            self.cascade(forRequested: face, language: language)
        }
    }

    /// One line for each bundled font file that could not be loaded (missing, truncated, not a
    /// font), filled by `loadAll()` and `fallbackFaces()`; the app prints them and goes on.
    public var problems: [String] { storage.problems }

    /// Loads every bundled weight, so a bad file is reported before anything is drawn. A weight
    /// whose file cannot be loaded is drawn in a weight that loaded (Regular first), and the
    /// file is listed in `problems`; only when no weight and no fallback loads does this throw.
    public func loadAll() throws {
        defer {
            if !storage.cascadeWarned { storage.problems += cascade.warnings }
            storage.cascadeWarned = true
        }
        var failures: [(weight: FontWeight, error: Error)] = []
        for weight in FontWeight.allCases {
            do {
                _ = try face(weight)
            } catch {
                failures.append((weight, error))
            }
        }
        guard let firstFailure = failures.first else { return }
        let loaded = ([FontWeight.regular] + FontWeight.allCases).lazy.compactMap { self.storage.faces[$0] }.first
        guard let substitute = loaded ?? fallbackFaces().first else { throw firstFailure.error }
        for failure in failures {
            storage.problems.append("warning: \(Self.describe(failure.error)); \(failure.weight.fileName) text is drawn with \(substitute.name)")
            storage.faces[failure.weight] = substitute
        }
    }

    private static func describe(_ error: Error) -> String {
        return (error as? TypographyError)?.description ?? "\(error)"
    }
}
