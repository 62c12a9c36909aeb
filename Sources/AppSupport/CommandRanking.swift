/// How the palette ranks what is typed against a command's title, as a person expects: the
/// letters at word starts first ("cf": Cover Flow), then a contiguous run anywhere ("over"),
/// then the letters scattered in order ("cvr"); case is ignored, and ties keep the table's order.
package enum CommandRanking {
    /// How well a query matches a title; lower tiers rank first.
    package enum Tier: Int, Comparable, Sendable {
        /// Runs of the query each begin at a word start, in order (an acronym, a word's prefix).
        case wordStarts
        /// The query appears whole inside the title.
        case substring
        /// The query's characters appear in order, scattered.
        case subsequence

        /// Word starts before substrings before subsequences.
        package static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    }

    /// The tier `query` matches `title` at, or nil when it does not match; an empty query matches everything at the first tier.
    package static func tier(of query: String, in title: String) -> Tier? {
        let q = Array(query.lowercased().filter { !$0.isWhitespace })
        let t = Array(title.lowercased())
        guard !q.isEmpty else { return .wordStarts }
        let starts = wordStarts(Array(title))
        if matchesAtWordStarts(q, 0, t, from: 0, starts: starts) { return .wordStarts }
        if title.lowercased().contains(String(q)) { return .substring }
        var index = 0
        for character in t where index < q.count && character == q[index] { index += 1 }
        return index == q.count ? .subsequence : nil
    }

    /// The indexes of `items` whose titles match `query`, best first (tier, then the items' order).
    package static func rank<T>(_ query: String, _ items: [T], title: (T) -> String) -> [Int] {
        items.indices.compactMap { index in tier(of: query, in: title(items[index])).map { (index, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .map(\.0)
    }

    /// Where words start: the first letter or digit, one after a character that is neither, a
    /// capital after a small letter.
    private static func wordStarts(_ title: [Character]) -> [Bool] {
        title.indices.map { index in
            let c = title[index]
            guard c.isLetter || c.isNumber else { return false }
            guard index > 0 else { return true }
            let before = title[index - 1]
            return !(before.isLetter || before.isNumber) || (before.isLowercase && c.isUppercase)
        }
    }

    /// Whether `q` from `qi` can be matched as runs each starting at a word start at or after `ti`.
    private static func matchesAtWordStarts(_ q: [Character], _ qi: Int, _ t: [Character], from ti: Int, starts: [Bool]) -> Bool {
        if qi == q.count { return true }
        var start = ti
        while start < t.count {
            if starts[start], t[start] == q[qi] {
                // Take a run of 1…n characters here, then the rest at a later word start.
                var length = 0
                while qi + length < q.count, start + length < t.count, t[start + length] == q[qi + length] {
                    length += 1
                    if matchesAtWordStarts(q, qi + length, t, from: start + length, starts: starts) { return true }
                }
            }
            start += 1
        }
        return false
    }
}
