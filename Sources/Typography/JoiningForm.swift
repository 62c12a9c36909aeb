import CICU

/// The form a letter of a cursive script (Arabic) takes in a word: joined to the letter before it,
/// to the one after it, to both or to neither — what HarfBuzz's Arabic shaper marks each glyph
/// with before it applies the face's `isol`, `init`, `medi` and `fina` lookups.
enum JoiningForm: Int, CaseIterable {
    case isolated = 0, initial, medial, final

    /// The OpenType feature whose lookups give a glyph this form.
    var featureTag: String {
        switch self {
        case .isolated: "isol"
        case .initial: "init"
        case .medial: "medi"
        case .final: "fina"
        }
    }

    /// `value` between the joiners that give it this form when shaped alone: ZERO WIDTH JOINER (a
    /// join-causing character, which HarfBuzz hides) before it to join it backwards, after it to join it forwards.
    func shapedAlone(_ value: UInt32) -> [UInt32] {
        switch self {
        case .isolated: [value]
        case .initial: [value, 0x200D]
        case .medial: [0x200D, value, 0x200D]
        case .final: [0x200D, value]
        }
    }

    /// Unicode's Joining_Type of a scalar (ArabicShaping.txt, through ICU).
    enum JoiningType: UInt8 {
        case none = 0, causing, dual, left, right, transparent

        /// Whether a scalar of this type joins the one before it when that one joins forwards.
        var joinsBackwards: Bool { self == .dual || self == .right || self == .causing }
        /// Whether a scalar of this type joins the one after it when that one joins backwards.
        var joinsForwards: Bool { self == .dual || self == .left || self == .causing }
    }

    /// The joining type of `value`; the Arabic blocks (U+0600–U+08FF) from a table made on first use.
    static func joiningType(of value: UInt32) -> JoiningType {
        if value >= 0x600 && value < 0x900 { return arabicBlockTypes[Int(value - 0x600)] }
        return JoiningType(rawValue: UInt8(cicu_joining_type(value))) ?? .none
    }

    /// The joining types of U+0600–U+08FF, asked of ICU once.
    private static let arabicBlockTypes: [JoiningType] = (0x600..<0x900).map {
        JoiningType(rawValue: UInt8(cicu_joining_type(UInt32($0)))) ?? .none
    }
}

extension JoiningForm {
    /// The form of a letter that joins the letter before it (`joinsBackwards`), the one after it, both or neither.
    @inline(__always)
    init(joinsBackwards: Bool, joinsForwards: Bool) {
        self = joinsBackwards ? (joinsForwards ? .medial : .final) : (joinsForwards ? .initial : .isolated)
    }
}
