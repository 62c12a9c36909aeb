@testable import Pictures
import Testing

/// The area average worked by hand on tiny rows and columns.
@Suite("Pictures: area reduction")
struct AreaReductionTests {
    /// RGBA pixels whose four channels all hold the given values (alpha too).
    private func grey(_ values: [UInt8]) -> [UInt8] { values.flatMap { [$0, $0, $0, $0] } }

    @Test("Three pixels 0, 90, 180 into two: each covers 1.5 — (0 + 90 × 0.5) / 1.5 = 30, (90 × 0.5 + 180) / 1.5 = 150")
    func threeIntoTwo() {
        let row = AreaReduction.reduce(grey([0, 90, 180]), width: 3, height: 1, targetWidth: 2, targetHeight: 1)
        #expect(row == grey([30, 150]))
        let column = AreaReduction.reduce(grey([0, 90, 180]), width: 1, height: 3, targetWidth: 1, targetHeight: 2)
        #expect(column == grey([30, 150]))
    }

    @Test("A 4 × 2 block into 2 × 1: plain means of 2 × 2 squares")
    func wholeFactor() {
        let pixels = grey([10, 20, 100, 200,
                           30, 40, 0, 100])
        #expect(AreaReduction.reduce(pixels, width: 4, height: 2, targetWidth: 2, targetHeight: 1) == grey([25, 100]))
    }

    @Test("Five pixels into two: 2.5 each — (10 + 20 + 30 × 0.5) / 2.5 = 18, (30 × 0.5 + 40 + 250) / 2.5 = 122")
    func fiveIntoTwo() {
        let row = AreaReduction.reduce(grey([10, 20, 30, 40, 250]), width: 5, height: 1, targetWidth: 2, targetHeight: 1)
        #expect(row == grey([18, 122]))
    }
}
