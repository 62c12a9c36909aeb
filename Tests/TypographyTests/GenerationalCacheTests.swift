import Testing
@testable import Typography

/// The bounded caches' eviction policy: generations, a hit in the older half of them promoted.
struct GenerationalCacheTests {
    @Test func neverKeepsMoreThanTwoGenerations() {
        var cache = GenerationalCache<Int, Int>(generationCapacity: 3, generations: 2)
        for key in 0..<100 { cache.insert(key, for: key) }
        // 100 inserts into generations of 3: the young one holds 100 mod 3 = 1 (key 99), the old one 96, 97, 98.
        #expect(cache.count == 4)
        #expect(cache.value(for: 95) == nil)
        #expect(cache.value(for: 96) == 96)
    }

    @Test func whatIsUsedEveryGenerationStays() {
        var cache = GenerationalCache<String, Int>(generationCapacity: 2, generations: 2)
        cache.insert(1, for: "hot")
        cache.insert(2, for: "a")
        // Young is full (hot, a): inserting b retires it; young = {b}, old = {hot, a}.
        cache.insert(3, for: "b")
        // A hit in the old generation moves "hot" back: young = {b, hot}.
        #expect(cache.value(for: "hot") == 1)
        // c retires {b, hot}: young = {c}, old = {b, hot}; "a" was in the dropped generation.
        cache.insert(4, for: "c")
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "hot") == 1)
        #expect(cache.count == 3)
    }

    @Test func aHitInTheYoungerHalfStaysWhereItIs() {
        var cache = GenerationalCache<String, Int>(generationCapacity: 1, generations: 4)
        cache.insert(1, for: "a") // generation 0
        cache.insert(2, for: "b") // generation 1
        // "a" is one generation old, in the younger half of four: found, not moved.
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, for: "c") // generation 2
        cache.insert(4, for: "d") // generation 3
        cache.insert(5, for: "e") // generation 4 drops generation 0, and "a" with it
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "b") == 2)
    }

    @Test func aHitInTheOlderHalfMovesToTheYoungest() {
        var cache = GenerationalCache<String, Int>(generationCapacity: 1, generations: 4)
        cache.insert(1, for: "a") // generation 0
        cache.insert(2, for: "b") // generation 1
        cache.insert(3, for: "c") // generation 2
        // "a" is two generations old, the older half: it moves to a new generation 3.
        #expect(cache.value(for: "a") == 1)
        cache.insert(4, for: "d") // generation 4 drops generation 0, which "a" left
        cache.insert(5, for: "e") // generation 5 drops generation 1: "b"
        #expect(cache.count == 4) // a (3), c (2), d (4), e (5)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
    }

    @Test func eightGenerationsDropAnEighthAtATime() {
        var cache = GenerationalCache<Int, Int>(generationCapacity: 10)
        for key in 0..<80 { cache.insert(key, for: key) }
        // 80 entries fill the 8 generations of 10 exactly.
        #expect(cache.count == 80)
        // The 81st starts a new generation and drops the oldest (keys 0…9): 71 kept.
        cache.insert(80, for: 80)
        #expect(cache.count == 71)
        #expect(cache.value(for: 9) == nil)
        #expect(cache.value(for: 10) == 10)
    }

    @MainActor @Test func theMeasurerKeepsABoundedNumberOfMeasurements() throws {
        let measurer = TextMeasurer()
        let font = TypographyTestSupport.regular
        // Every width a pinch or a resize could ask for: far more than the cache keeps.
        let widths = 2 * TextMeasurer.cachedMeasurementLimit + 500
        for step in 0..<widths {
            _ = measurer.measure("Ocelot", font: font, pointSize: 17, width: 50 + Double(step) / 64)
        }
        #expect(measurer.computedCount == widths)
        #expect(measurer.cachedMeasurementCount <= TextMeasurer.cachedMeasurementLimit)
        // The last one measured is still a lookup.
        _ = measurer.measure("Ocelot", font: font, pointSize: 17, width: 50 + Double(widths - 1) / 64)
        #expect(measurer.computedCount == widths)
    }
}
