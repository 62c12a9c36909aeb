import CollectionLayout
import Foundation
import Testing
@testable import CollectionView

/// Attributes interpolate as animations need: positions, sizes and alpha linearly, zIndex at
/// the midpoint, and transforms through their decomposition, so rotations stay rotations.
@Suite struct InterpolationTests {
    private func attributes(center: Point, size: Size, alpha: Double = 1, zIndex: Int = 0,
                            transform: Transform3D = .identity) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.center = center
        attributes.size = size
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        attributes.transform3D = transform
        return attributes
    }

    private func close(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9) -> Bool {
        zip(a.m, b.m).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func customAttributesMoveOrSwitchAsTheyDeclare() {
        var from = attributes(center: .zero, size: Size(width: 300, height: 128))
        var to = attributes(center: .zero, size: Size(width: 70, height: 70))
        // Flow says nothing (a card's 12 points); the circle rounds its 70-point cell: 35.
        to[.cornerRadius] = 35
        // Halfway: (12 + 35) / 2 = 23.5; a quarter: 12 + 23 / 4 = 17.75.
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.5)[.cornerRadius] == 23.5)
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.25)[.cornerRadius] == 17.75)
        // A column index switches halfway, as zIndex does; a value only the start has goes to the default.
        from[.columnIndex] = 3
        to[.columnIndex] = 1
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.49)[.columnIndex] == 3)
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.5)[.columnIndex] == 1)
        from[.editing] = 1
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.75).custom[.editing] == 0)
        // Neither side has any: none made up.
        let plain = AttributesInterpolation.interpolate(attributes(center: .zero, size: Size(width: 1, height: 1)),
                                                        attributes(center: .zero, size: Size(width: 3, height: 3)), progress: 0.5)
        #expect(plain.custom.isEmpty)
    }

    @Test func positionSizeAlphaAndZIndexAtZeroHalfAndOne() {
        let from = attributes(center: Point(x: 0, y: 100), size: Size(width: 50, height: 50), alpha: 0, zIndex: 1)
        let to = attributes(center: Point(x: 200, y: 300), size: Size(width: 150, height: 70), alpha: 1, zIndex: 9)
        let start = AttributesInterpolation.interpolate(from, to, progress: 0)
        let middle = AttributesInterpolation.interpolate(from, to, progress: 0.5)
        let end = AttributesInterpolation.interpolate(from, to, progress: 1)
        #expect(start.center == from.center && start.size == from.size && start.alpha == 0 && start.zIndex == 1)
        #expect(middle.center == Point(x: 100, y: 200))
        #expect(middle.size == Size(width: 100, height: 60))
        #expect(middle.alpha == 0.5)
        #expect(middle.zIndex == 9)
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.49).zIndex == 1)
        #expect(end.center == to.center && end.size == to.size && end.alpha == 1 && end.zIndex == 9)
    }

    @Test func aFrameHalfwayIsHalfwayInEveryCoordinate() {
        // (0, 0, 100, 100) → (100, 50, 200, 100): x 0 + (100 − 0)/2 = 50, y 0 + (50 − 0)/2 = 25,
        // width 100 + (200 − 100)/2 = 150, height 100. Alpha 0 → 1 is 0.5 halfway.
        var from = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        from.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        from.alpha = 0
        var to = from
        to.frame = Rect(x: 100, y: 50, width: 200, height: 100)
        to.alpha = 1
        let middle = AttributesInterpolation.interpolate(from, to, progress: 0.5)
        #expect(middle.frame == Rect(x: 50, y: 25, width: 150, height: 100))
        #expect(middle.alpha == 0.5)
        // A quarter of the way: x 25, y 12.5, width 125.
        #expect(AttributesInterpolation.interpolate(from, to, progress: 0.25).frame == Rect(x: 25, y: 12.5, width: 125, height: 100))
    }

    @Test func aNinetyDegreeTurnAboutYPassesThroughFortyFive() {
        // About y, Core Animation's row-vector matrix is m11 = cos θ, m13 = −sin θ, m31 = sin θ,
        // m33 = cos θ, m22 = m44 = 1. At 90°: cos = 0, sin = 1.
        let quarter = Transform3D([0, 0, -1, 0,
                                   0, 1, 0, 0,
                                   1, 0, 0, 0,
                                   0, 0, 0, 1])
        #expect(close(quarter, .rotation(angle: .pi / 2, x: 0, y: 1, z: 0)))
        // Halfway it is a 45° turn: cos 45° = sin 45° = √2/2 ≈ 0.7071.
        let half = 2.0.squareRoot() / 2
        let fortyFive = Transform3D([half, 0, -half, 0,
                                     0, 1, 0, 0,
                                     half, 0, half, 0,
                                     0, 0, 0, 1])
        let middle = AttributesInterpolation.transform(.identity, quarter, 0.5)
        #expect(close(middle, fortyFive))
        // A lerp of the matrices would give m11 = m13 = ±0.5, a squashed matrix; this stays a rotation.
        #expect(abs(middle[1, 1] - 0.5) > 0.2)
        #expect(close(AttributesInterpolation.transform(.identity, quarter, 0), .identity))
        #expect(close(AttributesInterpolation.transform(.identity, quarter, 1), quarter))
    }

    @Test func decompositionRoundTripsTranslationScaleRotationAndPerspective() throws {
        let transform = Transform3D.scale(x: 2, y: 0.5, z: 1)
            .concatenating(.rotation(angle: 0.7, x: 0, y: 1, z: 0))
            .concatenating(.translation(x: 30, y: -12, z: 5))
            .concatenating(.perspective(m34: -1.0 / 500))
        let parts = try #require(DecomposedTransform(transform))
        // The decomposition normalises m44 to 1: the same projective transform.
        let normalised = Transform3D(transform.m.map { $0 / transform[4, 4] })
        #expect(close(parts.recomposed, normalised, tolerance: 1e-7))
        #expect(abs(parts.translation[0] - 30 / transform[4, 4]) < 1e-9)
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        // Scale 3 in x and y, then 40 points right.
        let to = Transform3D([3, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 40, 0, 0, 1])
        let middle = AttributesInterpolation.transform(.identity, to, 0.5)
        // Scale 1 → 3 is 2 halfway, translation 0 → 40 is 20: diagonal 2, 2, 1 and m41 = 20.
        #expect(close(middle, Transform3D([2, 0, 0, 0,
                                           0, 2, 0, 0,
                                           0, 0, 1, 0,
                                           20, 0, 0, 1])))
    }

    @Test func timingCurvesStartAtZeroEndAtOneAndEaseInTheMiddle() {
        for curve in [TimingCurve.easeInOut, .spring, .linear] {
            #expect(curve.progress(0) == 0)
            #expect(abs(curve.progress(1) - 1) < 1e-9)
        }
        #expect(abs(TimingCurve.easeInOut.progress(0.5) - 0.5) < 1e-6)
        #expect(TimingCurve.easeInOut.progress(0.1) < 0.1)
        #expect(TimingCurve.easeInOut.progress(0.9) > 0.9)
        // The critically damped spring never overshoots and is nearly settled at the end.
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { TimingCurve.spring.progress($0) }
        #expect(samples.allSatisfy { $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(TimingCurve.spring.progress(0.99) > 0.99)
    }
}
