/// A de Bruijn sequence: the shortest sequence over an alphabet in which every string of a
/// given length appears as a window exactly once (read cyclically). Used as a probe that puts
/// every pair (or triple) of characters next to each other.
enum DeBruijnSequence {
    /// The sequence over `alphabet` for windows of `length`, with its first `length − 1` elements
    /// repeated at the end so that every window appears in a straight (not cyclic) reading:
    /// `alphabet.count`^`length` + `length` − 1 elements. (The Lyndon-word construction of
    /// Fredricksen, Kessler and Maiorana.)
    static func windows<Element>(of alphabet: [Element], length: Int) -> [Element] {
        precondition(length >= 1 && !alphabet.isEmpty)
        let size = alphabet.count
        var word = [Int](repeating: 0, count: length + 1)
        var indices: [Int] = []
        func extend(_ position: Int, _ period: Int) {
            if position > length {
                if length % period == 0 { indices.append(contentsOf: word[1...period]) }
                return
            }
            word[position] = word[position - period]
            extend(position + 1, period)
            var next = word[position - period] + 1
            while next < size {
                word[position] = next
                extend(position + 1, position)
                next += 1
            }
        }
        extend(1, 1)
        indices.append(contentsOf: indices.prefix(length - 1))
        return indices.map { alphabet[$0] }
    }
}
