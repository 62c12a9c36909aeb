/// A dictionary with a bound and a named eviction policy, "generations": new entries go into the
/// youngest generation; when it holds `generationCapacity` entries, the oldest generation is
/// dropped whole and a new youngest one begins. A hit in an older generation moves the entry back
/// to the youngest, so what is used every frame survives and what was used once is forgotten
/// after `generations` generations — an approximation of least-recently-used at no cost per hit
/// in the youngest generation. At most `generations` × `generationCapacity` entries are kept,
/// and once full the count only moves between (`generations` − 1) and `generations` generations'
/// worth, so memory stays flat.
struct GenerationalCache<Key: Hashable, Value> {
    /// Entries a generation holds before a new one begins.
    let generationCapacity: Int
    /// Generations kept, the youngest first.
    private var generations: [[Key: Value]]

    /// An empty cache keeping at most `generations` × `generationCapacity` entries.
    init(generationCapacity: Int, generations: Int = 8) {
        precondition(generationCapacity > 0 && generations >= 2)
        self.generationCapacity = generationCapacity
        self.generations = Array(repeating: [:], count: generations)
    }

    /// How many entries are kept now.
    var count: Int { generations.reduce(0) { $0 + $1.count } }

    /// The value for `key`, if kept (a hit in an older generation moves it to the youngest).
    mutating func value(for key: Key) -> Value? {
        if let value = generations[0][key] { return value }
        for index in 1..<generations.count {
            if let value = generations[index].removeValue(forKey: key) {
                insert(value, for: key)
                return value
            }
        }
        return nil
    }

    /// Keeps `value` for `key` in the youngest generation, starting a new one first when it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if generations[0].count >= generationCapacity, generations[0][key] == nil {
            generations.removeLast()
            generations.insert([:], at: 0)
        }
        generations[0][key] = value
    }

    /// Forgets everything.
    mutating func removeAll() {
        generations = Array(repeating: [:], count: generations.count)
    }
}
