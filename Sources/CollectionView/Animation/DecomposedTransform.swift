import CollectionLayout
import Foundation

/// A 3D transform split into parts that interpolate meaningfully: translation, scale, skew,
/// perspective and a rotation quaternion (the W3C CSS Transforms "unmatrix" decomposition).
///
/// Interpolating these parts — and the rotation by spherical interpolation — turns a 90° turn
/// about y into a turn through 45° at the midpoint, never a squashed matrix.
public struct DecomposedTransform: Equatable, Sendable {
    /// Translation along x, y and z.
    public var translation: [Double]
    /// Scale along x, y and z.
    public var scale: [Double]
    /// Shear factors xy, xz and yz.
    public var skew: [Double]
    /// The perspective row (m14, m24, m34, m44).
    public var perspective: [Double]
    /// The rotation as a unit quaternion (x, y, z, w).
    public var quaternion: [Double]

    /// The parts of the identity.
    public static let identity = DecomposedTransform(translation: [0, 0, 0], scale: [1, 1, 1], skew: [0, 0, 0],
                                                     perspective: [0, 0, 0, 1], quaternion: [0, 0, 0, 1])

    /// Decomposes a transform; nil when it is singular (it cannot be split).
    public init?(_ transform: Transform3D) {
        var m = (0..<4).map { r in (0..<4).map { c in transform.m[r * 4 + c] } }
        guard m[3][3] != 0 else { return nil }
        for r in 0..<4 { for c in 0..<4 { m[r][c] /= m[3][3] } }

        // The perspective part, isolated by solving against the upper 3×4 matrix.
        var perspectiveMatrix = m
        for r in 0..<3 { perspectiveMatrix[r][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard abs(Self.determinant(perspectiveMatrix)) > 1e-12 else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            guard let inverse = Self.inverse(perspectiveMatrix) else { return nil }
            // perspective = rhs × transpose(inverse(perspectiveMatrix))
            perspective = (0..<4).map { c in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[c][$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [m[3][0], m[3][1], m[3][2]]

        var rows = (0..<3).map { r in [m[r][0], m[r][1], m[r][2]] }
        scale = [0, 0, 0]
        skew = [0, 0, 0]
        scale[0] = Self.length(rows[0])
        rows[0] = Self.normalized(rows[0])
        skew[0] = Self.dot(rows[0], rows[1])
        rows[1] = Self.combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = Self.length(rows[1])
        rows[1] = Self.normalized(rows[1])
        skew[0] /= scale[1]
        skew[1] = Self.dot(rows[0], rows[2])
        rows[2] = Self.combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = Self.dot(rows[1], rows[2])
        rows[2] = Self.combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = Self.length(rows[2])
        rows[2] = Self.normalized(rows[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        guard scale.allSatisfy({ $0 != 0 && $0.isFinite }) else { return nil }
        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                rows[i] = rows[i].map { -$0 }
            }
        }
        var q = [
            0.5 * (max(1 + rows[0][0] - rows[1][1] - rows[2][2], 0)).squareRoot(),
            0.5 * (max(1 - rows[0][0] + rows[1][1] - rows[2][2], 0)).squareRoot(),
            0.5 * (max(1 - rows[0][0] - rows[1][1] + rows[2][2], 0)).squareRoot(),
            0.5 * (max(1 + rows[0][0] + rows[1][1] + rows[2][2], 0)).squareRoot(),
        ]
        if rows[2][1] > rows[1][2] { q[0] = -q[0] }
        if rows[0][2] > rows[2][0] { q[1] = -q[1] }
        if rows[1][0] > rows[0][1] { q[2] = -q[2] }
        quaternion = q
    }

    /// Creates parts directly.
    public init(translation: [Double], scale: [Double], skew: [Double], perspective: [Double], quaternion: [Double]) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The parts between `self` (t = 0) and `other` (t = 1): linear for all but the rotation,
    /// which is spherical.
    public func interpolated(to other: DecomposedTransform, progress t: Double) -> DecomposedTransform {
        func lerp(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
        return DecomposedTransform(translation: lerp(translation, other.translation), scale: lerp(scale, other.scale),
                                   skew: lerp(skew, other.skew), perspective: lerp(perspective, other.perspective),
                                   quaternion: Self.slerp(quaternion, other.quaternion, t))
    }

    /// The transform these parts make.
    public var recomposed: Transform3D {
        var m = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { m[i][i] = 1 }
        for i in 0..<4 { m[i][3] = perspective[i] }
        // Translate.
        for i in 0..<4 { m[3][i] += translation[0] * m[0][i] + translation[1] * m[1][i] + translation[2] * m[2][i] }
        // Rotate.
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
        m = Self.multiply(rotation, m)
        // Skew.
        if skew[2] != 0 { m = Self.multiply([[1, 0, 0, 0], [0, 1, 0, 0], [0, skew[2], 1, 0], [0, 0, 0, 1]], m) }
        if skew[1] != 0 { m = Self.multiply([[1, 0, 0, 0], [0, 1, 0, 0], [skew[1], 0, 1, 0], [0, 0, 0, 1]], m) }
        if skew[0] != 0 { m = Self.multiply([[1, 0, 0, 0], [skew[0], 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], m) }
        // Scale.
        for r in 0..<3 { for c in 0..<4 { m[r][c] *= scale[r] } }
        return Transform3D(m.flatMap { $0 })
    }

    // MARK: Small linear algebra

    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var product = dot4(a, b)
        var b = b
        if product < 0 {
            b = b.map { -$0 }
            product = -product
        }
        product = min(1, product)
        if product > 0.9995 {
            let mixed = zip(a, b).map { $0 + ($1 - $0) * t }
            let length = mixed.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return mixed.map { $0 / length }
        }
        let theta = acos(product)
        let w = sin(t * theta) / sin(theta)
        let v = cos(t * theta) - product * w
        return zip(a, b).map { $0 * v + $1 * w }
    }

    private static func dot4(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func normalized(_ a: [Double]) -> [Double] {
        let l = length(a)
        return l == 0 ? a : a.map { $0 / l }
    }
    private static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { r in (0..<4).map { c in (0..<4).reduce(0) { $0 + a[r][$1] * b[$1][c] } } }
    }

    static func determinant(_ m: [[Double]]) -> Double {
        var total = 0.0
        for c in 0..<4 {
            let minor = (1..<4).map { r in (0..<4).filter { $0 != c }.map { m[r][$0] } }
            let d3 = minor[0][0] * (minor[1][1] * minor[2][2] - minor[1][2] * minor[2][1])
                - minor[0][1] * (minor[1][0] * minor[2][2] - minor[1][2] * minor[2][0])
                + minor[0][2] * (minor[1][0] * minor[2][1] - minor[1][1] * minor[2][0])
            total += (c % 2 == 0 ? 1 : -1) * m[0][c] * d3
        }
        return total
    }

    static func inverse(_ m: [[Double]]) -> [[Double]]? {
        var a = m
        var inv = (0..<4).map { r in (0..<4).map { c in r == c ? 1.0 : 0.0 } }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else {
                return nil
            }
            a.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let p = a[col][col]
            for c in 0..<4 {
                a[col][c] /= p
                inv[col][c] /= p
            }
            for r in 0..<4 where r != col {
                let f = a[r][col]
                guard f != 0 else { continue }
                for c in 0..<4 {
                    a[r][c] -= f * a[col][c]
                    inv[r][c] -= f * inv[col][c]
                }
            }
        }
        return inv
    }
}
