import CFriBidi
import Testing
@testable import Typography

/// The levels `BidiParagraph` resolves without FriBidi for paragraphs with no embedding, isolate
/// or bracket (`BidiLevelsWithoutEmbeddings`) are FriBidi's, for random paragraphs of every
/// bidirectional type — and those with a type it leaves to FriBidi still get FriBidi's.
@Suite struct BidiLevelsTests {
    /// Scalars of each type: L, R, AL, EN, AN, ES, ET, CS, NSM, WS, ON, and a few that take
    /// FriBidi (a tab, ZWJ, a bracket, an embedding, an isolate).
    static let pool: [UInt32] = [
        0x61, 0x5A, 0xE9, 0x200E,               // L (with LRM)
        0x5D0, 0x5EA, 0x200F,                   // R (with RLM)
        0x628, 0x64A,                           // AL
        0x30, 0x35, 0x39, 0x6F4,                // EN (and an extended Arabic-Indic digit, EN too)
        0x660, 0x669, 0x66B,                    // AN
        0x2B, 0x2D,                             // ES
        0x23, 0x24, 0x25, 0xB0,                 // ET
        0x2C, 0x2E, 0x2F, 0x3A,                 // CS
        0x301, 0x64E,                           // NSM
        0x20, 0x20, 0x20,                       // WS
        0x21, 0x22, 0x26, 0x2A, 0x3F, 0x2026,   // ON
    ]
    static let others: [UInt32] = [0x09, 0x200D, 0x28, 0x29, 0x202B, 0x202C, 0x2067, 0x2069]

    /// FriBidi's levels and direction for `scalars` (brackets included).
    private static func reference(_ scalars: [UInt32], direction: WritingDirection) -> (levels: [Int], rightToLeft: Bool) {
        let paragraph = BidiReference.levels(of: scalars, direction: direction)
        return (paragraph.levels.map(Int.init), cfribidi_par_is_right_to_left(paragraph.base) != 0)
    }

    @Test(arguments: [WritingDirection.natural, .leftToRight, .rightToLeft])
    func levelsAreFriBidis(direction: WritingDirection) {
        var seed: UInt64 = 0x35_B1D1 &+ UInt64(direction.hashCode)
        for round in 0..<6_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % UInt64(bound))
            }
            let length = 1 + next(24)
            // One round in ten has a scalar that takes FriBidi's own path.
            let scalars = (0..<length).map { _ in
                round % 10 == 0 && next(8) == 0 ? Self.others[next(Self.others.count)] : Self.pool[next(Self.pool.count)]
            }
            let paragraph = BidiParagraph(scalars, range: 0..<scalars.count, direction: direction)
            let expected = Self.reference(scalars, direction: direction)
            let levels = scalars.indices.map { paragraph.level(at: $0) }
            #expect(levels == expected.levels && paragraph.isRightToLeft == expected.rightToLeft,
                    "\(scalars.map { String($0, radix: 16) }) in \(direction)")
        }
    }
}
