import CHyphen
import Foundation

/// Where a word may be hyphenated, from libhyphen and Debian's US English patterns
/// (`hyphen-en-us`, `/usr/share/hyphen/hyph_en_US.dic`). The dictionary is loaded once; without
/// it (the package missing) nothing is hyphenated and words that do not fit break as before.
final class Hyphenator: @unchecked Sendable {
    /// The shared hyphenator (its dictionary is read-only once loaded, so any thread may ask).
    static let shared = Hyphenator(path: "/usr/share/hyphen/hyph_en_US.dic")

    private let dictionary: UnsafeMutablePointer<HyphenDict>?

    /// Loads the patterns at `path`; a missing or unreadable file leaves hyphenation off.
    init(path: String) {
        dictionary = FileManager.default.isReadableFile(atPath: path) ? hnj_hyphen_load(path) : nil
    }

    deinit {
        if let dictionary { hnj_hyphen_free(dictionary) }
    }

    /// Whether the patterns loaded.
    var isAvailable: Bool { dictionary != nil }

    /// The places inside `word` (Unicode scalar offsets, each between two letters) where a hyphen
    /// may go, in order, respecting the dictionary's minimum lengths before and after a break.
    /// Only words of letters are hyphenated; anything else has no places.
    func breakPoints(_ word: [Unicode.Scalar]) -> [Int] {
        guard let dictionary, word.count >= 4, word.count <= 100, word.allSatisfy({ $0.properties.isAlphabetic }) else { return [] }
        // The patterns are lower case; offsets are counted in scalars, the library counts bytes.
        let lower = String(String.UnicodeScalarView(word)).lowercased()
        let scalars = Array(lower.unicodeScalars)
        guard scalars.count == word.count else { return [] }
        let bytes = Array(lower.utf8)
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        // The library reads the word as a C string (it searches it with strstr): NUL-terminated.
        let status = lower.withCString { pointer in
            hnj_hyphen_hyphenate2(dictionary, pointer, Int32(bytes.count), &hyphens, nil, &rep, &pos, &cut)
        }
        if let rep {
            for index in 0..<bytes.count { free(rep[index]) }
            free(rep)
        }
        free(pos)
        free(cut)
        guard status == 0 else { return [] }
        // hyphens[i] odd: a hyphen may follow byte i. Map bytes to scalar offsets.
        let left = max(2, Int(dictionary.pointee.lhmin)), right = max(2, Int(dictionary.pointee.rhmin))
        var points: [Int] = []
        var byte = 0
        for (index, scalar) in scalars.enumerated() {
            byte += String(scalar).utf8.count
            let after = index + 1
            if byte - 1 < hyphens.count, hyphens[byte - 1] & 1 == 1, after >= left, word.count - after >= right {
                points.append(after)
            }
        }
        return points
    }
}
