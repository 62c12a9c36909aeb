/// Text edits to a Swift source, by UTF-8 offsets into the original: replacements, insertions (an empty range)
/// and removals, applied together so that each offset keeps meaning the original's. Edits at one offset are
/// applied in the order of their `rank` (lower first), so an enclosing insertion opens before, and closes after,
/// one it encloses.
struct SourceEdits {
    /// One edit: the original's bytes `start..<end` replaced by `text`.
    struct Edit {
        var start: Int, end: Int
        var text: String
        /// Among edits at the same offset, which comes first (lower first).
        var rank: Int
    }

    /// The edits so far, in the order they were added.
    private(set) var edits: [Edit] = []

    /// Whether there are none.
    var isEmpty: Bool { edits.isEmpty }

    /// Replaces the bytes `start..<end` with `text`.
    mutating func replace(_ start: Int, _ end: Int, with text: String, rank: Int = 0) {
        edits.append(Edit(start: start, end: end, text: text, rank: rank))
    }

    /// Inserts `text` at `offset`, after what ends there and before what starts there.
    mutating func insert(_ text: String, at offset: Int) {
        replace(offset, offset, with: text, rank: -1)
    }

    /// Inserts `text` that opens a span `length` bytes long at `offset`: before a replacement starting there, and a
    /// longer span's opening before a shorter one's.
    mutating func open(_ text: String, at offset: Int, spanning length: Int) {
        replace(offset, offset, with: text, rank: -1_000_000_000 - length)
    }

    /// Inserts `text` that closes a span `length` bytes long at `offset`: before anything opening there, and a
    /// shorter span's closing before a longer one's.
    mutating func close(_ text: String, at offset: Int, spanning length: Int) {
        replace(offset, offset, with: text, rank: -2_000_000_000 + length)
    }

    /// Takes out the edits that lie within `start..<end` (a removal of exactly that range aside), as edits of the
    /// text of that range (offsets from `start`), so that a moved declaration keeps its own edits.
    mutating func extract(_ start: Int, _ end: Int) -> SourceEdits {
        var inside = SourceEdits()
        edits.removeAll { edit in
            guard edit.start >= start, edit.end <= end, !(edit.start == start && edit.end == end && edit.start != edit.end) else { return false }
            inside.edits.append(Edit(start: edit.start - start, end: edit.end - start, text: edit.text, rank: edit.rank))
            return true
        }
        return inside
    }

    /// `text` with the edits applied. Overlapping replacements keep the first that starts (the others are dropped).
    func applied(to text: String) -> String {
        let bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted {
            ($0.element.start, $0.element.rank, $0.offset) < ($1.element.start, $1.element.rank, $1.offset)
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for edit in ordered where edit.start >= position && edit.end <= bytes.count {
            result += bytes[position..<edit.start]
            result += Array(edit.text.utf8)
            position = edit.end
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }
}
