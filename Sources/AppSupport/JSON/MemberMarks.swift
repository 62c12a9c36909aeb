/// Which members of an object a `JSONObjectReader` has handed out, by position: a bit each for
/// the first 64 (every object a scene or script has), a set beyond them; no allocation for the
/// usual object.
package struct MemberMarks {
    private var low: UInt64 = 0
    private var beyond: Set<Int> = []

    /// Marks the member at `index`.
    package mutating func mark(_ index: Int) {
        if index < 64 { low |= 1 << UInt64(index) } else { beyond.insert(index) }
    }

    /// Whether the member at `index` was marked.
    package func isMarked(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : beyond.contains(index)
    }
}
