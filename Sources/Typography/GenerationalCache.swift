/// A dictionary with a bound and a named eviction policy, "generations": new entries go into the
/// youngest generation; when it holds `generationCapacity` entries, the oldest generation is
/// dropped whole and a new youngest one begins. A hit in one of the older half of the generations
/// moves the entry back to the youngest, so what is used every frame survives and what was used
/// once is forgotten after `generations` generations — an approximation of least-recently-used
/// at no cost per hit in the younger half (a working set up to half the bound, while nothing new
/// comes in, is only looked up, never moved). At most `generations` × `generationCapacity` entries are kept,
/// and once full the count only moves between (`generations` − 1) and `generations` generations'
/// worth, so memory stays flat.
///
/// Every entry lives in one dictionary, stamped with its generation, so a lookup hashes its key
/// once however many generations there are; each generation lists the keys that entered it, so
/// that dropping it removes just those still stamped with it.
struct GenerationalCache<Key: Hashable, Value> {
    /// Entries a generation holds before a new one begins.
    let generationCapacity: Int
    /// Generations kept.
    private let generationLimit: Int
    private struct Entry {
        var value: Value
        /// The generation the entry last entered (a count that only grows).
        var generation: Int
    }
    private var entries: [Key: Entry] = [:]
    /// The keys that entered each kept generation, at `generation % generationLimit`; a key moved
    /// to a younger generation stays listed in its older one, where dropping it skips it.
    private var arrivals: [[Key]]
    /// The youngest generation's number, and how many entries entered it.
    private var youngest = 0
    private var youngestCount = 0

    /// An empty cache keeping at most `generations` × `generationCapacity` entries.
    init(generationCapacity: Int, generations: Int = 8) {
        precondition(generationCapacity > 0 && generations >= 2)
        self.generationCapacity = generationCapacity
        self.generationLimit = generations
        self.arrivals = Array(repeating: [], count: generations)
    }

    /// How many entries are kept now.
    var count: Int { entries.count }

    /// The value for `key`, if kept (a hit in the older half of the generations moves it to the youngest).
    mutating func value(for key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        let entry = entries.values[index]
        // The key as kept, not as asked for (a lookup's key may be a view into something larger),
        // copied only when the entry moves.
        if youngest - entry.generation >= promotionAge { enterYoungest(entry.value, for: entries.keys[index]) }
        return entry.value
    }

    /// How many generations old a hit must be to move to the youngest: half of those kept (at least one, as at least two are kept).
    private var promotionAge: Int { generationLimit / 2 }

    /// Keeps `value` for `key` in the youngest generation, starting a new one first when it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if let index = entries.index(forKey: key), entries.values[index].generation == youngest {
            entries.values[index].value = value
        } else {
            enterYoungest(value, for: key)
        }
    }

    /// Keeps `value` for a `key` that `value(for:)` has just not found (one lookup fewer than `insert`).
    mutating func insertMissing(_ value: Value, for key: Key) {
        enterYoungest(value, for: key)
    }

    /// Forgets everything (the generations' numbers go on counting from where they were).
    mutating func removeAll() {
        entries = [:]
        arrivals = Array(repeating: [], count: generationLimit)
        youngestCount = 0
    }

    /// Puts `key` in the youngest generation, first starting a new one (and dropping the oldest) when it is full.
    private mutating func enterYoungest(_ value: Value, for key: Key) {
        if youngestCount >= generationCapacity {
            youngest += 1
            youngestCount = 0
            let dropped = youngest - generationLimit
            let slot = youngest % generationLimit
            for old in arrivals[slot] {
                // One lookup for each: the key is found once, and removed where it was found.
                if let index = entries.index(forKey: old), entries.values[index].generation == dropped { entries.remove(at: index) }
            }
            arrivals[slot].removeAll(keepingCapacity: true)
        }
        entries[key] = Entry(value: value, generation: youngest)
        arrivals[youngest % generationLimit].append(key)
        youngestCount += 1
    }
}
