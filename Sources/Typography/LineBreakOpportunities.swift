import CICU

/// Where a line may or must end, as iOS breaks lines: ICU's line break iterator (UAX #14 with
/// ICU's dictionaries, so Thai, Lao, Khmer and Myanmar break between words and CJK between
/// ideographs with kinsoku), in the rules of the text's language, and no break between two Hangul
/// letters (UILabel's standard strategy, `.hangulWordPriority`: Korean breaks at spaces).
///
/// Main-actor isolated, as `TextComposer` is: the iterators are kept open between calls.
@MainActor
enum LineBreakOpportunities {
    /// What may happen after one scalar.
    enum Opportunity: Equatable, Sendable {
        /// A line must end here (after a newline, and at the end of the text).
        case mandatory
        /// A line may end here.
        case allowed
        /// A line may not end here.
        case prohibited
    }

    /// One ICU line iterator per language, opened on first use and kept: opening one loads its
    /// rules, pointing an open one at new text (`ubrk_setText`) costs next to nothing. Nil for a
    /// language ICU could not open (then the root locale's iterator answers).
    private static var iterators: [String: OpaquePointer?] = [:]

    /// The opportunity after each scalar of `scalars`; `language` is a BCP 47 tag.
    static func compute(_ scalars: [UInt32], language: String = "en") -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        var breaks = [Opportunity](repeating: .prohibited, count: scalars.count)
        // ICU reads UTF-16: each scalar as one code unit, or two (a surrogate pair) above the BMP;
        // only text with such scalars needs to know which scalar each unit belongs to.
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        var scalarOfUnit: [Int32] = []
        for (index, value) in scalars.enumerated() {
            if value < 0x1_0000 || value > 0x10_FFFF {
                // A lone surrogate or a value past Unicode is no scalar: U+FFFD stands for it.
                units.append((0xD800...0xDFFF).contains(value) || value > 0x10_FFFF ? 0xFFFD : UInt16(truncatingIfNeeded: value))
                if !scalarOfUnit.isEmpty { scalarOfUnit.append(Int32(index)) }
            } else {
                if scalarOfUnit.isEmpty { scalarOfUnit = (0..<Int32(units.count)).map { $0 } }
                let value = value - 0x1_0000
                units.append(UInt16(truncatingIfNeeded: 0xD800 + (value >> 10)))
                units.append(UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF)))
                scalarOfUnit.append(Int32(index))
                scalarOfUnit.append(Int32(index))
            }
        }
        let unitsAreScalars = scalarOfUnit.isEmpty
        if let iterator = iterator(for: language) {
            units.withUnsafeBufferPointer { text in
                guard cicu_iterator_set_text(iterator, text.baseAddress, Int32(text.count)) != 0 else { return }
                _ = cicu_iterator_first(iterator)
                while case let offset = cicu_iterator_next(iterator), offset != CICU_DONE, offset > 0 {
                    // A break at a UTF-16 offset is after the scalar its previous unit belongs to
                    // (ICU never breaks between a surrogate pair's two units).
                    let scalar = unitsAreScalars ? Int(offset) - 1 : Int(scalarOfUnit[Int(offset) - 1])
                    breaks[scalar] = cicu_line_break_is_hard(iterator) != 0 ? .mandatory : .allowed
                }
                // The iterator keeps no pointer into this call's text.
                _ = cicu_iterator_set_text(iterator, nil, 0)
            }
        }
        // UILabel's `.hangulWordPriority`: never between two Hangul letters, so Korean breaks at spaces.
        for index in 0..<(scalars.count - 1) where breaks[index] == .allowed {
            if isHangul(scalars[index]) && isHangul(scalars[index + 1]) { breaks[index] = .prohibited }
        }
        breaks[scalars.count - 1] = .mandatory
        return breaks
    }

    /// The kept iterator of `language`, opened the first time it is asked for.
    private static func iterator(for language: String) -> OpaquePointer? {
        if let kept = iterators[language] { return kept }
        // ICU takes a BCP 47 tag's subtags with underscores ("zh_Hans").
        let opened = cicu_line_iterator_open(language.icuLocaleID) ?? cicu_line_iterator_open("")
        iterators[language] = opened
        return opened
    }

    /// Hangul syllables and jamo (conjoining, compatibility, extended A and B).
    nonisolated static func isHangul(_ value: UInt32) -> Bool {
        switch value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}

private extension String {
    /// A BCP 47 tag as an ICU locale ID: "-" as "_".
    var icuLocaleID: String { String(map { $0 == "-" ? "_" : $0 }) }
}
