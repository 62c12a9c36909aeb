import CollectionLayout
import Foundation

/// Lines of words that (almost) never repeat, written in one script, for the cold text workloads
/// beyond plain ASCII (`text.measure.cold.unique.latin`, `.vietnamese`, `.arabic`, `.hebrew`…): no word cache can
/// help, and every letter is drawn by a seeded generator from the whole script, so another seed
/// gives other letters and other words.
struct UniqueWordCorpus {
    /// The script a corpus is written in.
    enum Script: String, CaseIterable {
        /// Lowercase Latin words in which about one letter in five carries a diacritic (Latin-1
        /// Supplement and Latin Extended-A), precomposed — and in a tenth of the words decomposed
        /// into the base letter and combining marks — with capitalised names among them.
        case latin
        /// Vietnamese-like words: letters of the Vietnamese alphabet, their vowels precomposed with
        /// stacked diacritics (ư ơ ấ ặ ễ ộ, Latin Extended-B and Latin Extended Additional), an
        /// eighth of the words capitalised.
        case vietnamese
        /// Arabic words, with Latin names and digits (European and Arabic-Indic) mixed in.
        case arabic
        /// Hebrew words, with Latin names and digits mixed in.
        case hebrew
        /// Chinese and Japanese: runs of ideographs (CJK Unified Ideographs) and hiragana with no
        /// spaces, an ideographic comma or full stop between phrases, Latin names and digits mixed in.
        case cjk
        /// Thai syllables (a leading vowel now and then, a consonant, a vowel or tone mark above or
        /// below now and then), words run together in phrases separated by spaces.
        case thai
        /// Latin words with emoji among them: single pictographs, skin-tone sequences, ZWJ
        /// sequences, flags and keycaps.
        case emoji
    }

    /// Latin-1 Supplement and Latin Extended-A lowercase letters with a diacritic or of their own
    /// (ß, æ, ø, ł…): every lowercase letter from U+00DF to U+017F but the division sign.
    static let accentedLatin: [Unicode.Scalar] = (0xDF...0x17F).compactMap { value in
        guard value != 0xF7, let scalar = Unicode.Scalar(UInt32(value)), scalar.properties.isLowercase else { return nil }
        return scalar
    }

    /// `count` lines of 20–60 characters in `script`, from a generator seeded with `seed`.
    static func lines(_ script: Script, seed: UInt64, count: Int = 20_000) -> [String] {
        var generator = SplitMix64(seed: seed)
        // Half of the accented letters, chosen by the seed: another seed, other letters.
        let accented = accentedLatin.filter { _ in Bool.random(using: &generator) }
        return (0..<count).map { _ in
            let target = Int.random(in: 20...60, using: &generator)
            var line = ""
            while line.unicodeScalars.count < target {
                let word: String
                switch script {
                case .latin: word = latinWord(accented: accented, using: &generator)
                case .vietnamese: word = vietnameseWord(using: &generator)
                case .arabic: word = mixedWord(letters: 0x0621...0x064A, localDigits: 0x0660...0x0669, using: &generator)
                case .hebrew: word = mixedWord(letters: 0x05D0...0x05EA, localDigits: nil, using: &generator)
                case .cjk: word = cjkPhrase(using: &generator)
                case .thai: word = thaiPhrase(using: &generator)
                case .emoji: word = Int.random(in: 0..<3, using: &generator) == 0 ? emoji(using: &generator)
                    : latinWord(accented: [], using: &generator)
                }
                line += line.isEmpty ? word : " " + word
            }
            return String(String.UnicodeScalarView(line.unicodeScalars.prefix(60)))
        }
    }

    /// A word of 2–10 letters, about one in five accented; a tenth of the words decomposed, an
    /// eighth capitalised.
    private static func latinWord(accented: [Unicode.Scalar], using generator: inout SplitMix64) -> String {
        var word = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 2...10, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0, let letter = accented.randomElement(using: &generator) {
                word.append(letter)
            } else {
                word.append(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &generator)))
            }
        }
        var text = String(word)
        if Int.random(in: 0..<8, using: &generator) == 0 { text = text.prefix(1).uppercased() + text.dropFirst() }
        if Int.random(in: 0..<10, using: &generator) == 0 { text = text.decomposedStringWithCanonicalMapping }
        return text
    }

    /// Vietnamese consonants (đ among them).
    static let vietnameseConsonants: [Unicode.Scalar] = Array("bcdđghklmnpqrstvx".unicodeScalars)

    /// Every Vietnamese vowel with each of the six tones (none, grave, acute, hook above, tilde,
    /// dot below), precomposed: a, ă, â, e, ê, i, o, ô, ơ, u, ư, y — 72 letters, from ả to ỵ.
    static let vietnameseVowels: [Unicode.Scalar] = Array("aăâeêioôơuưy".unicodeScalars).flatMap { vowel in
        ["", "\u{300}", "\u{301}", "\u{309}", "\u{303}", "\u{323}"].map { tone in
            let composed = (String(Character(vowel)) + tone).precomposedStringWithCanonicalMapping.unicodeScalars
            precondition(composed.count == 1, "no precomposed letter for \(vowel) with \(tone)")
            return composed.first!
        }
    }

    /// A word of 2–8 letters alternating (mostly) consonants and toned vowels; an eighth capitalised.
    private static func vietnameseWord(using generator: inout SplitMix64) -> String {
        var word = String.UnicodeScalarView()
        var vowel = Bool.random(using: &generator)
        for _ in 0..<Int.random(in: 2...8, using: &generator) {
            word.append((vowel ? vietnameseVowels : vietnameseConsonants).randomElement(using: &generator)!)
            // Two vowels or two consonants side by side now and then (ươ, ng).
            if Int.random(in: 0..<4, using: &generator) != 0 { vowel.toggle() }
        }
        let text = String(word)
        return Int.random(in: 0..<8, using: &generator) == 0 ? text.prefix(1).uppercased() + text.dropFirst() : text
    }

    /// A word of 2–8 letters of `letters`; one word in eight a capitalised Latin name, one in ten
    /// a number (in `localDigits` half the time, where the script has its own).
    private static func mixedWord(letters: ClosedRange<UInt32>, localDigits: ClosedRange<UInt32>?,
                                  using generator: inout SplitMix64) -> String {
        let roll = Int.random(in: 0..<40, using: &generator)
        if roll < 5 {
            let name = (0..<Int.random(in: 3...8, using: &generator)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &generator))) }
            return String(name).capitalized
        }
        if roll < 9 {
            let digits = localDigits.flatMap { Bool.random(using: &generator) ? $0 : nil } ?? 0x30...0x39
            return String(String.UnicodeScalarView((0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Unicode.Scalar(UInt32.random(in: digits, using: &generator))!
            }))
        }
        var word = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 2...8, using: &generator) {
            var value = UInt32.random(in: letters, using: &generator)
            // Tatweel (U+0640) is a joining stroke, not a letter.
            if value == 0x0640 { value = 0x0641 }
            word.append(Unicode.Scalar(value)!)
        }
        return String(word)
    }

    /// 2–12 ideographs and hiragana run together, ending in "、" or "。" half the time; one phrase
    /// in eight a Latin name, one in ten a number.
    private static func cjkPhrase(using generator: inout SplitMix64) -> String {
        let roll = Int.random(in: 0..<40, using: &generator)
        if roll < 9 { return mixedWord(letters: 0x4E00...0x9FA5, localDigits: nil, using: &generator) }
        var phrase = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 2...12, using: &generator) {
            let value = Int.random(in: 0..<3, using: &generator) == 0 ? UInt32.random(in: 0x3041...0x3093, using: &generator)
                : UInt32.random(in: 0x4E00...0x9FA5, using: &generator)
            phrase.append(Unicode.Scalar(value)!)
        }
        if Bool.random(using: &generator) { phrase.append(Bool.random(using: &generator) ? "\u{3001}" : "\u{3002}") }
        return String(phrase)
    }

    /// 2–6 Thai syllables run together: a leading vowel (เ แ โ ใ ไ) one time in five, a consonant,
    /// then a vowel or tone mark above or below one time in two.
    private static func thaiPhrase(using generator: inout SplitMix64) -> String {
        let marks: [UInt32] = [0x0E31, 0x0E34, 0x0E35, 0x0E36, 0x0E37, 0x0E38, 0x0E39, 0x0E48, 0x0E49, 0x0E4A, 0x0E4B]
        var phrase = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 2...6, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0 { phrase.append(Unicode.Scalar(UInt32.random(in: 0x0E40...0x0E44, using: &generator))!) }
            phrase.append(Unicode.Scalar(UInt32.random(in: 0x0E01...0x0E2E, using: &generator))!)
            if Bool.random(using: &generator) { phrase.append(Unicode.Scalar(marks.randomElement(using: &generator)!)!) }
        }
        return String(phrase)
    }

    /// One emoji: a pictograph (U+1F300–U+1F64F) most of the time, else one with a skin tone, a
    /// ZWJ pair, a flag of two regional indicators, or a keycap.
    private static func emoji(using generator: inout SplitMix64) -> String {
        func pictograph() -> Unicode.Scalar { Unicode.Scalar(UInt32.random(in: 0x1F300...0x1F64F, using: &generator))! }
        var sequence = String.UnicodeScalarView()
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: sequence += ["\u{1F44B}", Unicode.Scalar(UInt32.random(in: 0x1F3FB...0x1F3FF, using: &generator))!]
        case 1: sequence += [Bool.random(using: &generator) ? "\u{1F469}" : "\u{1F468}", "\u{200D}",
                             ["\u{1F373}", "\u{1F4BB}", "\u{1F52C}", "\u{1F680}"].randomElement(using: &generator)!]
        case 2: sequence += [Unicode.Scalar(UInt32.random(in: 0x1F1E6...0x1F1FF, using: &generator))!,
                             Unicode.Scalar(UInt32.random(in: 0x1F1E6...0x1F1FF, using: &generator))!]
        case 3: sequence += [Unicode.Scalar(UInt8.random(in: 0x30...0x39, using: &generator)), "\u{FE0F}", "\u{20E3}"]
        default: sequence.append(pictograph())
        }
        return String(sequence)
    }
}
