import Foundation
internal import CollectionLayout

/// Conversions between Core Animation's transform and the layout engine's `Transform3D` (same layout, row order).
extension CATransform3D {
    /// The sixteen entries in row order.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries in row order.
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The engine's transform with the same entries.
    init(_ transform: Transform3D) {
        self.init(entries: transform.m.map { CGFloat($0) })
    }

    /// The same transform as the engine's value.
    var engine: Transform3D { Transform3D(entries.map(Double.init)) }
}
