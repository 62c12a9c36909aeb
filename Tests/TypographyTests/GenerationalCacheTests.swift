import Testing
@testable import Typography

/// The bounded caches' eviction policy: generations, a hit in an older one promoted.
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
