import CUnibreak

/// Where UAX #14 allows or requires a line break, computed by libunibreak.
enum LineBreakOpportunities {
    /// What may happen after one scalar.
    enum Opportunity: Equatable {
        /// A line must end here (after a newline, and at the end of the text).
        case mandatory
        /// A line may end here.
        case allowed
        /// A line may not end here.
        case prohibited
    }

    /// libunibreak's tables, initialised once on first use.
    private static let initialised: Void = init_linebreak()

    /// The opportunity after each scalar of `scalars`.
    static func compute(_ scalars: [UInt32], language: String = "en") -> [Opportunity] {
        guard !scalars.isEmpty else { return [] }
        _ = initialised
        var breaks = [CChar](repeating: 0, count: scalars.count)
        // libunibreak as shipped by Debian 12 asserts on regional indicators (flags); they
        // break like letters (a pair never splits), so they are passed as "A".
        let safe = scalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0) })
            ? scalars.map { (0x1F1E6...0x1F1FF).contains($0) ? 0x41 : $0 }
            : scalars
        safe.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(text.baseAddress, scalars.count, language, out.baseAddress)
            }
        }
        return breaks.map {
            switch Int32($0) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .prohibited
            }
        }
    }
}
