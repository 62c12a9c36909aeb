import Audit
import CollectionLayout
import Testing

/// The small-target check's measure of a cell, worked by hand.
@MainActor struct SmallTargetCheckTests {
    /// A turned card counts by its projected size: cos 60° halves a 60-point width to 30.
    @Test func smallTargetCountsTheProjectedShape() {
        var attributes = LayoutAttributes(forCellWith: CollectionLayout.IndexPath(0, 0))
        attributes.size = Size(width: 60, height: 60)
        attributes.transform3D = .rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
        let size = SmallTargetCheck.projectedSize(attributes)
        #expect(abs(size.width - 30) < 1e-9 && abs(size.height - 60) < 1e-9)
    }
}
