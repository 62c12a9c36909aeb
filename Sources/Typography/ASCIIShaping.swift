import CHarfBuzz

/// The HarfBuzz features plain text (tab and the printable ASCII characters) is shaped with in a
/// face: the defaults, except `ccmp` turned off when a probe shows it changes nothing there.
///
/// `ccmp` composes a letter and its combining marks into one glyph. HarfBuzz 6.0 applies a
/// ligature lookup by trying every ligature that starts with the glyph, one after another, so in
/// Inter (476 letter + mark ligatures) half of the time spent shaping plain text went to
/// finding that none applies. The probe is a de Bruijn sequence in which every ordered pair of
/// these characters stands side by side, shaped once with the defaults and once without `ccmp`,
/// and once more for text without letters (which HarfBuzz shapes with the default script, not
/// Latin); only when all glyphs and positions agree is `ccmp` left out. A face without `ccmp`
/// needs no probe.
///
/// The probe is evidence, not proof: it sees each pair once, in one context. A font whose
/// `ccmp` joins three or more plain characters, or acts on a pair only in some other context,
/// would pass it and then be shaped without that rule (measured and drawn alike, but not as
/// HarfBuzz's defaults would). For the bundled Inter weights the tests check every triple, with
/// letters and without; `ccmp` is meant for marks and decompositions, which plain text lacks.
///
/// The probe costs about as much as shaping 20,000 plain characters, so a face runs it only once
/// it has shaped `probeThreshold` of them with the defaults: a `shot` of a few dozen cards never
/// pays for it, and text-heavy work earns it back soon after.
@MainActor
enum ASCIIShaping {
    /// Plain characters a face shapes with the defaults before it runs the probe.
    static let probeThreshold = 50_000

    /// The features to shape `count` plain characters with in `face`: the defaults until the face
    /// has shaped `probeThreshold` plain characters, then the probe's answer.
    static func features(toShape count: Int, in face: FontFace) -> [hb_feature_t] {
        if let probed = face.probedPlainTextFeatures { return probed }
        face.plainCharactersShaped += count
        guard face.plainCharactersShaped >= probeThreshold else { return [] }
        let probed = probedFeatures(for: face)
        face.probedPlainTextFeatures = probed
        return probed
    }

    /// Whether `value` is one of the characters the probe covers: tab, and space to tilde.
    nonisolated static func isProbed(_ value: UInt32) -> Bool {
        value == 0x09 || (0x20...0x7E).contains(value)
    }

    /// The characters the probe covers, in order.
    nonisolated static let probedScalars: [UInt32] = (0..<0x80).filter(isProbed)

    /// Whether an ASCII scalar is a letter (text with one is Latin script; without, Common).
    nonisolated static func isLetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// The features to shape text of probed characters with in `face`, by the probe (empty: HarfBuzz's defaults).
    static func probedFeatures(for face: FontFace) -> [hb_feature_t] {
        guard face.hasSubstitutionFeature("ccmp") else { return [] }
        let withoutComposition = [feature("-ccmp")]
        return leavesTextUnchanged(withoutComposition, in: face, windowLength: 2) ? withoutComposition : []
    }

    /// Whether shaping every window of `windowLength` probed characters with `features` gives the
    /// same glyphs, clusters and positions as shaping it with the defaults, with letters (Latin
    /// script) and without (the default script).
    static func leavesTextUnchanged(_ features: [hb_feature_t], in face: FontFace, windowLength: Int) -> Bool {
        let alphabets = [probedScalars, probedScalars.filter { !isLetter($0) }]
        for alphabet in alphabets {
            let probe = DeBruijnSequence.windows(of: alphabet, length: windowLength)
            let defaults = Shaper.shapeInFontUnits(probe, range: 0..<probe.count, font: face)
            let changed = Shaper.shapeInFontUnits(probe, range: 0..<probe.count, font: face, features: features)
            if defaults != changed { return false }
        }
        return true
    }

    /// A feature setting written as HarfBuzz reads it (`-ccmp`, `kern=0`…).
    static func feature(_ text: String) -> hb_feature_t {
        var feature = hb_feature_t()
        let parsed = hb_feature_from_string(text, -1, &feature)
        precondition(parsed != 0, "not a HarfBuzz feature: \(text)")
        return feature
    }
}
