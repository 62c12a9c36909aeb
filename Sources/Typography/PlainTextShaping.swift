import CHarfBuzz

/// The HarfBuzz features a face shapes its plain text with: the defaults, except `ccmp`, `mark`
/// and `mkmk` turned off when a probe shows that this changes nothing there.
///
/// A face's plain text is its alphabet (`alphabet(of:)`): for the requested face tab, printable
/// ASCII, Latin-1 Supplement and Latin Extended-A (café, Zürich, Kraków); for a script's fallback
/// face (Noto Sans Arabic, Noto Sans Hebrew) the space and its script's main block — letters,
/// digits and punctuation, never combining marks. `ccmp` composes a letter and its combining
/// marks into one glyph, `mark` and `mkmk` place marks on letters and on marks: text without
/// marks gives them nothing to do, yet HarfBuzz 6.0 still tries them glyph by glyph (in Inter,
/// 476 letter + mark ligatures for every letter: half of the time spent shaping plain text went
/// to finding that none applies; a third of the time for Hebrew went to `mark` and `mkmk`).
///
/// The probe is a de Bruijn sequence in which every ordered pair of the alphabet stands side by
/// side, shaped once with the defaults and once without the features, and once more without
/// letters (which HarfBuzz shapes in the Common script); only when all glyphs and positions agree
/// are they left out — all three, or else `ccmp` alone, or none. A face without them needs no
/// probe. Words with a scalar outside the alphabet (a combining mark, a Greek letter) are shaped
/// with the defaults: on their own, or in a run through features that turn the three back on for
/// their clusters.
///
/// The probe is evidence, not proof: it sees each pair once, in one context. A font whose
/// features join three or more plain characters, or act on a pair only in some other context,
/// would pass it and then be shaped without that rule (measured and drawn alike, but not as
/// HarfBuzz's defaults would). For the bundled Inter weights the tests check every triple of
/// ASCII, and the measurer's glyphs for random words of each alphabet against HarfBuzz's.
///
/// The probe costs about as much as shaping a few tens of thousands of characters, so a face
/// runs it only once it has shaped `probeThreshold` plain characters with the defaults: a `shot`
/// of a few dozen cards never pays for it, and text-heavy work earns it back soon after.
@MainActor
enum PlainTextShaping {
    /// Plain characters a face shapes with the defaults before it runs the probe.
    static let probeThreshold = 50_000

    /// The feature sets the probe tries, in turn: the first that changes nothing is used.
    static let candidates: [[String]] = [["-ccmp", "-mark", "-mkmk"], ["-ccmp"]]

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

    /// The features that turn the probe's answer back to the defaults over `clusters` (empty when
    /// the answer is the defaults).
    static func defaults(over clusters: Range<Int>, undoing features: [hb_feature_t]) -> [hb_feature_t] {
        var undone: [hb_feature_t] = []
        for feature in features {
            var restored = feature
            restored.value = 1
            restored.start = UInt32(clusters.lowerBound)
            restored.end = UInt32(clusters.upperBound)
            undone.append(restored)
        }
        return undone
    }

    /// Whether `value` is one of the ASCII characters every requested face's alphabet has: tab, and space to tilde.
    nonisolated static func isPlainASCII(_ value: UInt32) -> Bool {
        value == 0x09 || (0x20...0x7E).contains(value)
    }

    /// Whether an ASCII scalar is a letter (text with one is Latin script; without, Common).
    nonisolated static func isLetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// Whether `value` is in `face`'s alphabet.
    static func isPlain(_ value: UInt32, in face: FontFace) -> Bool {
        isPlain(value, bits: plainBits(of: face))
    }

    /// Whether `value` is in the alphabet whose `plainBits` are `bits` (look them up once for many scalars).
    static func isPlain(_ value: UInt32, bits: [UInt64]) -> Bool {
        value < 0x1_0000 && bits[Int(value) >> 6] & (1 << (UInt64(value) & 63)) != 0
    }

    /// Whether every scalar of `word` is in the alphabet whose `plainBits` are `bits`.
    static func isPlain(_ word: ArraySlice<UInt32>, bits: [UInt64]) -> Bool {
        // A loop, not `allSatisfy`: a main-actor closure would check its executor on every call.
        for value in word where !isPlain(value, bits: bits) { return false }
        return true
    }

    /// The face's alphabet as one bit per BMP scalar, made on first use.
    static func plainBits(of face: FontFace) -> [UInt64] {
        if let bits = face.plainScalarBits { return bits }
        var bits = [UInt64](repeating: 0, count: 0x1_0000 / 64)
        for value in alphabet(of: face) { bits[Int(value) >> 6] |= 1 << (UInt64(value) & 63) }
        face.plainScalarBits = bits
        return bits
    }

    /// The face's plain characters, in order: for a face asked for every scalar (the requested
    /// face), tab, printable ASCII, Latin-1 Supplement and Latin Extended-A; for a script's
    /// fallback face, the space and the script's main block (its first range). Only what the face
    /// draws, and no combining mark, format character or control.
    static func alphabet(of face: FontFace) -> [UInt32] {
        let ranges: [ClosedRange<UInt32>] = face.fallbackScalars.map { [0x20...0x20, $0[0]] }
            ?? [0x09...0x09, 0x20...0x7E, 0xA0...0x17F]
        let functions = hb_unicode_funcs_get_default()
        var alphabet: [UInt32] = []
        for range in ranges {
            for value in range {
                if value == 0x09 { alphabet.append(value); continue }
                switch hb_unicode_general_category(functions, value) {
                case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
                     HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_FORMAT,
                     HB_UNICODE_GENERAL_CATEGORY_CONTROL, HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED,
                     HB_UNICODE_GENERAL_CATEGORY_PRIVATE_USE:
                    continue
                default:
                    if let scalar = Unicode.Scalar(value), face.hasGlyph(for: scalar) { alphabet.append(value) }
                }
            }
        }
        return alphabet
    }

    /// Whether HarfBuzz shapes `value` in a script of its own (a letter), not Common or Inherited.
    static func hasScript(_ value: UInt32) -> Bool {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), value)
        return script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
    }

    /// The features to shape `face`'s plain text with, by the probe (empty: HarfBuzz's defaults).
    static func probedFeatures(for face: FontFace) -> [hb_feature_t] {
        for candidate in candidates {
            // Only features the face has: turning off one it lacks changes nothing and costs nothing.
            let present = candidate.filter { setting in
                let tag = String(setting.dropFirst())
                return tag == "ccmp" ? face.hasSubstitutionFeature(tag) : face.hasPositioningFeature(tag)
            }
            guard !present.isEmpty else { continue }
            let features = present.map(feature)
            if leavesTextUnchanged(features, in: face, windowLength: 2) { return features }
        }
        return []
    }

    /// Whether shaping every window of `windowLength` characters of the face's alphabet with
    /// `features` gives the same glyphs, clusters and positions as shaping it with the defaults,
    /// with letters and without.
    static func leavesTextUnchanged(_ features: [hb_feature_t], in face: FontFace, windowLength: Int) -> Bool {
        let letters = alphabet(of: face)
        for alphabet in [letters, letters.filter { !hasScript($0) }] where !alphabet.isEmpty {
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
