/// A dictionary with a bound and a named eviction policy, "two generations": new entries go
/// into the young generation; when it holds `generationCapacity` entries, the old generation is
/// dropped whole and the young one becomes old. A hit in the old generation moves the entry back
/// to the young one, so what is used every frame survives and what was used once is forgotten
/// after two generations — an approximation of least-recently-used at no cost per lookup.
/// At most 2 × `generationCapacity` entries are kept.
struct GenerationalCache<Key: Hashable, Value> {
    /// Entries a generation holds before it is retired.
    let generationCapacity: Int
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]

    /// An empty cache keeping at most 2 × `generationCapacity` entries.
    init(generationCapacity: Int) {
        precondition(generationCapacity > 0)
        self.generationCapacity = generationCapacity
    }

    /// How many entries are kept now.
    var count: Int { young.count + old.count }

    /// The value for `key`, if kept (a hit in the old generation moves it to the young one).
    mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    /// Keeps `value` for `key` in the young generation, retiring it first when it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if young.count >= generationCapacity, young[key] == nil {
            old = young
            young = [:]
            young.reserveCapacity(generationCapacity)
        }
        young[key] = value
    }

    /// Forgets everything.
    mutating func removeAll() {
        young = [:]
        old = [:]
    }
}
