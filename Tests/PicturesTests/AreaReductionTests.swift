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

    @Test("Half-transparent red beside transparent black halves to red at a quarter alpha (premultiplied), not dark red")
    func semiTransparentEdge() {
        // A red square at alpha 128 whose right column is transparent (stored black, as encoders do).
        let red: [UInt8] = [255, 0, 0, 128], clear: [UInt8] = [0, 0, 0, 0]
        let pixels = red + red + red + clear
        let reduced = AreaReduction.reduceStraightAlpha(pixels, width: 4, height: 1, targetWidth: 2, targetHeight: 1)
        // Premultiplied: (128, 0, 0, 128) and (0, 0, 0, 0) average to (64, 0, 0, 64), divided back: (255, 0, 0, 64).
        #expect(reduced == [255, 0, 0, 128, 255, 0, 0, 64])
        // On white the edge is a paler red, not a darker one: 255 × 64/255 + 255 × 191/255 = 255 red; 191 green and blue.
        let onWhite = (0..<3).map { channel -> Int in
            let colour = Double(reduced[4 + channel])
            return Int(((colour * 64 + 255 * 191) / 255).rounded())
        }
        #expect(onWhite == [255, 191, 191])
        // Straight averaging would have given (128, 0, 0, 64): 128 × 64/255 + 191 = 223 red on white, a dark fringe.
        #expect(AreaReduction.reduce(pixels, width: 4, height: 1, targetWidth: 2, targetHeight: 1)[4] == 128)
        // Opaque pixels are averaged as they are.
        let opaque: [UInt8] = [10, 20, 30, 255, 30, 40, 50, 255]
        #expect(AreaReduction.reduceStraightAlpha(opaque, width: 2, height: 1, targetWidth: 1, targetHeight: 1) == [20, 30, 40, 255])
    }
}
