import CFreeType
import CHarfBuzz
import Foundation

/// One font file, loaded once: HarfBuzz shapes with it, FreeType rasterises its glyphs.
///
/// Both read the same bytes, so what is measured is what is drawn. Sizes are in points;
/// HarfBuzz works unhinted in font units, so measurements do not depend on the pixel scale.
@MainActor
public final class FontFace {
    /// The file's name without extension, e.g. `Inter-Regular`.
    public let name: String
    /// The path the face was loaded from.
    public let path: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// The ascender as a fraction of the em (positive, above the baseline).
    public let ascenderPerEm: Double
    /// The descender as a fraction of the em (negative, below the baseline).
    public let descenderPerEm: Double
    /// The line gap as a fraction of the em.
    public let lineGapPerEm: Double

    /// Plain characters shaped in this face so far, until the probe runs (`PlainTextShaping`).
    var plainCharactersShaped = 0
    /// The probe's answer (`PlainTextShaping`): the features plain text is shaped with; nil until it runs.
    var probedPlainTextFeatures: [hb_feature_t]?
    /// The face's plain characters (`PlainTextShaping.alphabet`), one bit per BMP scalar; made on first use.
    var plainScalarBits: [UInt64]?

    /// What HarfBuzz's default lookups may do with each glyph (`GlyphInteractions`); read on first use.
    private var glyphInteractions: GlyphInteractions?
    /// Scalars shaped alone, a table per script and language (`ScalarGlyphTable`), made on first use.
    private var scalarGlyphTables: [ScalarGlyphTableKey: ScalarGlyphTable] = [:]
    /// The table asked for last, before the dictionary: a face's runs mostly ask for one script's table.
    private var lastScalarGlyphTable: (key: ScalarGlyphTableKey, table: ScalarGlyphTable)?
    /// Where clusters may be shaped apart (`ClusterBoundaryTable`), made on first use.
    private var clusterBoundaryTable: ClusterBoundaryTable?
    /// What each joined form's lookups do with each glyph (`JoiningForm`), read on first use.
    private var formInteractions: [JoiningForm: GlyphInteractions] = [:]
    /// Whether the face gives letters their joined forms by its own lookups, asked once.
    private var drawsJoinedForms: Bool?

    /// The file's bytes FreeType and HarfBuzz read, kept as long as the face (freed after `deinit` has closed both).
    let bytes: FontFileBytes
    let hbFont: OpaquePointer
    let ftFace: FT_Face

    /// The family the font names itself (FreeType's `family_name`: "Inter", "SF Pro").
    public let familyName: String
    /// The tracking iOS gives this family at each size by itself (SF Pro's), nil for none.
    public let sizeSpecificTracking: SizeSpecificTracking?

    /// Whether the face's glyphs are colour bitmaps (CBDT/sbix, as Noto Color Emoji): drawn in their own colours.
    public let isColor: Bool
    /// The index of the face in its file (a collection such as `NotoSansCJK-Regular.ttc` holds several).
    public let index: Int

    /// Loads a font file; throws a `TypographyError` naming the file when it is missing or unreadable.
    /// `index` picks a face of a collection (`.ttc`); `name` replaces the file's name as the face's name
    /// (faces of one collection need their own); `namedByPostScript` names it by the font's PostScript
    /// name (`NotoSansCJKjp-Regular`) instead.
    public init(path: String, index: Int = 0, name: String? = nil, namedByPostScript: Bool = false) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw TypographyError.fontMissing(path: path) }
        guard let file = FontFileBytes(path: path) else {
            throw TypographyError.fontUnreadable(path: path, reason: "the file is empty or not readable")
        }
        let buffer = file.buffer
        if let truncation = FontFileCheck.truncation(of: buffer) {
            throw TypographyError.fontUnreadable(path: path, reason: truncation)
        }

        var face: FT_Face?
        let error = FT_New_Memory_Face(FreeTypeLibrary.shared, buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(buffer.count), FT_Long(index), &face)
        guard error == 0, let face else {
            throw TypographyError.fontUnreadable(path: path, reason: "not a font FreeType can open (error \(error))")
        }
        let blob = hb_blob_create(buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(buffer.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(upem), Int32(upem))

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)

        let postScript = namedByPostScript ? FT_Get_Postscript_Name(face).map { String(cString: $0) } : nil
        self.name = name ?? Self.instanceName(postScript ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                                              of: face, index: index)
        self.index = index
        self.isColor = (face.pointee.face_flags & (1 << 14)) != 0  // FT_FACE_FLAG_COLOR
        self.path = path
        self.bytes = file
        self.hbFont = font
        self.ftFace = face
        self.unitsPerEm = Double(upem)
        self.ascenderPerEm = Double(extents.ascender) / Double(upem)
        self.descenderPerEm = Double(extents.descender) / Double(upem)
        self.lineGapPerEm = Double(extents.line_gap) / Double(upem)
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.sizeSpecificTracking = SizeSpecificTracking.forFamily(familyName)
        guard upem > 0 else {
            throw TypographyError.fontUnreadable(path: path, reason: "HarfBuzz found no units per em")
        }
    }

    /// `name` (the font's PostScript name, else its file's) as the name of the face at `index`: for
    /// a named instance of a variable font (`index` above 16 bits, as fontconfig gives it) followed
    /// by the instance's style (`VariedSans-VF-SemiBold`) unless it ends with it already (an
    /// instance's own PostScript name, `SFPro-Bold`), so that faces found by name never stand for each other.
    private static func instanceName(_ name: String, of face: FT_Face, index: Int) -> String {
        guard index >> 16 != 0, let style = face.pointee.style_name.map({ String(cString: $0) }) else { return name }
        let styleWord = style.filter { !$0.isWhitespace }
        return name.hasSuffix("-" + styleWord) ? name : name + "-" + styleWord
    }

    deinit {
        MainActor.assumeIsolated {
            hb_font_destroy(hbFont)
            FT_Done_Face(ftFace)
        }
    }

    /// Whether the font's substitution table (GSUB) has a feature of this tag (`ccmp`, `liga`…) for any script.
    func hasSubstitutionFeature(_ tag: String) -> Bool {
        hasFeature(tag, table: "GSUB")
    }

    /// Whether the font's positioning table (GPOS) has a feature of this tag (`kern`, `mark`…) for any script.
    func hasPositioningFeature(_ tag: String) -> Bool {
        hasFeature(tag, table: "GPOS")
    }

    private func hasFeature(_ tag: String, table: String) -> Bool {
        let face = hb_font_get_face(hbFont)
        let wanted = hb_tag_from_string(tag, -1)
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var start: UInt32 = 0
        while true {
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(face, hb_tag_from_string(table, -1), start, &count, &tags)
            if tags.prefix(Int(count)).contains(wanted) { return true }
            start += count
            if count == 0 || start >= total { return false }
        }
    }

    /// The table of this face's scalars shaped alone in `script`, `direction` and `language` (`ScalarGlyphTable`).
    func scalarGlyphTable(script: hb_script_t, direction: hb_direction_t = HB_DIRECTION_LTR,
                          language: hb_language_t?) -> ScalarGlyphTable {
        let key = ScalarGlyphTableKey(script: script.rawValue, direction: direction.rawValue, language: language)
        if let last = lastScalarGlyphTable, last.key == key { return last.table }
        if let table = scalarGlyphTables[key] {
            lastScalarGlyphTable = (key, table)
            return table
        }
        let table = ScalarGlyphTable(face: self, interactions: interactions, script: script, direction: direction, language: language)
        scalarGlyphTables[key] = table
        lastScalarGlyphTable = (key, table)
        return table
    }

    /// The table of this face's scalars shaped in a joined `form` (`ScalarGlyphTable`), or nil when the
    /// face has no `init`, `medi` and `fina` lookups of its own (HarfBuzz then makes the forms from
    /// Unicode's presentation forms, ligatures included, which no table describes), or when a
    /// contextual lookup reads more than two glyphs or adds glyphs (`GlyphInteractions.contextsReadPairs`).
    func joinedFormTable(_ form: JoiningForm, script: hb_script_t, direction: hb_direction_t,
                         language: hb_language_t?) -> ScalarGlyphTable? {
        if drawsJoinedForms == nil {
            drawsJoinedForms = ["init", "medi", "fina"].allSatisfy(hasSubstitutionFeature)
        }
        guard drawsJoinedForms == true else { return nil }
        let key = ScalarGlyphTableKey(script: script.rawValue, direction: direction.rawValue, language: language, form: form.rawValue)
        if let table = scalarGlyphTables[key] { return table }
        // The lookups that meet a letter's starting glyph (those before the forms, and the form's own) or
        // any form (`mset`, `stch`); the rest meet only the form's glyph, and the table's interactions read them.
        let lookups = formInteractions[form]
            ?? GlyphInteractions(font: hbFont, features: ["rvrn", "ccmp", "locl", form.featureTag, "mset", "stch"])
        formInteractions[form] = lookups
        // A face whose contexts read more than pairs or add glyphs (Noto Nastaliq Urdu's) keeps HarfBuzz.
        guard lookups.contextsReadPairs && interactions.contextsReadPairs else {
            drawsJoinedForms = false
            return nil
        }
        let table = ScalarGlyphTable(face: self, interactions: interactions, script: script, direction: direction, language: language,
                                     form: form, formInteractions: lookups)
        scalarGlyphTables[key] = table
        return table
    }

    /// What HarfBuzz's default lookups may do with each glyph, read on first use.
    private var interactions: GlyphInteractions {
        if let glyphInteractions { return glyphInteractions }
        let interactions = GlyphInteractions(font: hbFont)
        glyphInteractions = interactions
        return interactions
    }

    /// Where clusters of this face's text may be shaped apart (`ClusterBoundaryTable`), made on first use.
    var clusterBoundaries: ClusterBoundaryTable {
        if let clusterBoundaryTable { return clusterBoundaryTable }
        let table = ClusterBoundaryTable(font: hbFont, interactions: interactions)
        clusterBoundaryTable = table
        return table
    }

    /// Whether the font has a glyph for the scalar.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// The scalars this face is asked for as a fallback (a script's blocks); nil: every scalar it has a glyph for.
    public internal(set) var fallbackScalars: [ClosedRange<UInt32>]?
    /// Scalars this face is never asked for as a fallback, though it has glyphs for them (a script it draws only in part).
    public internal(set) var fallbackExclusions: [ClosedRange<UInt32>] = []

    /// Whether a fallback chain draws `scalar` in this face: it has the glyph, and the scalar is of its script.
    public func isFallback(for scalar: Unicode.Scalar) -> Bool {
        // A loop, not `contains(where:)`: a main-actor closure would check its executor on every call.
        if let fallbackScalars {
            var ofScript = false
            for range in fallbackScalars where range.contains(scalar.value) {
                ofScript = true
                break
            }
            if !ofScript { return false }
        }
        for range in fallbackExclusions where range.contains(scalar.value) { return false }
        return hasGlyph(for: scalar)
    }

    /// The font's vertical metrics at a point size.
    public func metrics(pointSize: Double) -> FontMetrics {
        FontMetrics(ascender: ascenderPerEm * pointSize, descender: descenderPerEm * pointSize,
                    lineGap: lineGapPerEm * pointSize)
    }
}

/// A script, a direction, a language and a joined form, which choose a face's `ScalarGlyphTable`.
struct ScalarGlyphTableKey: Hashable {
    var script: UInt32
    var direction: UInt32
    var language: hb_language_t?
    /// The joined form's raw value (`JoiningForm`), −1 for scalars alone.
    var form = -1
}
