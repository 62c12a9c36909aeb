import CollectionLayout
import Foundation

/// Lines of words that (almost) never repeat, written in one script, for the cold text workloads
/// beyond plain ASCII (`text.measure.cold.unique.latin`, `.arabic`, `.hebrew`): no word cache can
/// help, and every letter is drawn by a seeded generator from the whole script, so another seed
/// gives other letters and other words.
struct UniqueWordCorpus {
    /// The script a corpus is written in.
    enum Script: String, CaseIterable {
        /// Lowercase Latin words in which about one letter in five carries a diacritic (Latin-1
        /// Supplement and Latin Extended-A), precomposed — and in a tenth of the words decomposed
        /// into the base letter and combining marks — with capitalised names among them.
        case latin
        /// Arabic words, with Latin names and digits (European and Arabic-Indic) mixed in.
        case arabic
        /// Hebrew words, with Latin names and digits mixed in.
        case hebrew
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
                case .arabic: word = mixedWord(letters: 0x0621...0x064A, localDigits: 0x0660...0x0669, using: &generator)
                case .hebrew: word = mixedWord(letters: 0x05D0...0x05EA, localDigits: nil, using: &generator)
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
}
