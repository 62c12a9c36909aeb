import CollectionLayout
import Testing
@testable import CollectionView

/// The snapshot diff's id table: every id is found at its place, and nothing else is found —
/// for many ids (so probes run past collisions), ids of any script, and repeated ids.
@Suite struct ItemPlaceTableTests {
    @Test func everyIdIsFoundAtItsPlaceAndNoOtherIdIsFound() {
        var generator = SplitMix64(seed: 5)
        let ids = (0..<50_000).map { "item-\($0)-\(UInt32.random(in: 0...UInt32.max, using: &generator))" }
        let table = ItemPlaceTable(ids: ids)
        for (place, id) in ids.enumerated() { #expect(table.place(of: id) == place) }
        for index in 0..<5_000 { #expect(table.place(of: "absent-\(index)") == nil) }
        #expect(table.place(of: "") == nil)
    }

    @Test func idsOfAnyScriptAndLengthAreTheirOwn() {
        let ids = ["caf\u{E9}", "cafe\u{301}", "Ωmega", "עברית", "🦁", "🦁🦁", "", String(repeating: "long-", count: 200)]
        let table = ItemPlaceTable(ids: ids)
        // Ids are matched by their UTF-8 bytes: "café" precomposed and decomposed (equal Strings
        // in Swift) are two ids to the diff, each at its own place.
        #expect(table.place(of: "caf\u{E9}") == 0 && table.place(of: "cafe\u{301}") == 1)
        #expect(table.place(of: "Ωmega") == 2 && table.place(of: "עברית") == 3)
        #expect(table.place(of: "🦁") == 4 && table.place(of: "🦁🦁") == 5)
        #expect(table.place(of: "") == 6 && table.place(of: String(repeating: "long-", count: 200)) == 7)
        #expect(table.place(of: "🦁🦁🦁") == nil)
    }

    @Test func aRepeatedIdTakesItsLastPlace() {
        let table = ItemPlaceTable(ids: ["a", "b", "a"])
        #expect(table.place(of: "a") == 2 && table.place(of: "b") == 1)
    }
}
