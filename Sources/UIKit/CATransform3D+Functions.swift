import Foundation
internal import CollectionLayout

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether two transforms have equal entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.entries == b.entries
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.translation(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.scale(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the vector `(x, y, z)`; the identity when the vector is zero.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.rotation(angle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` followed by `b` (the matrix product `a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.engine.concatenating(b.engine))
}

/// A translation applied before `t`: `translation · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`: `rotation · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` unchanged when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.entries.map(Double.init)
    var inverse = CATransform3DIdentity.entries.map(Double.init)
    for column in 0..<4 {
        let pivot = (column..<4).max { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) }!
        guard abs(a[pivot * 4 + column]) > 1e-12 else { return t }
        for k in 0..<4 {
            a.swapAt(column * 4 + k, pivot * 4 + k)
            inverse.swapAt(column * 4 + k, pivot * 4 + k)
        }
        let scale = a[column * 4 + column]
        for k in 0..<4 {
            a[column * 4 + k] /= scale
            inverse[column * 4 + k] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse.map { CGFloat($0) })
}

/// The 3D transform doing what an affine transform does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine transform of the plane (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its x and y rows and translation).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
