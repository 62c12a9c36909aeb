import Foundation

/// A 4×4 homogeneous transform in Core Animation's `CATransform3D` layout.
///
/// Points are row vectors multiplied on the left (`p' = p · M`), so translation lives in
/// `m41…m43` and perspective in `m34`, exactly as UIKit developers write them.
public struct Transform3D: Hashable, Sendable {
    /// The sixteen entries, stored inline (no heap array), in row order.
    private var e: (Double, Double, Double, Double, Double, Double, Double, Double,
                    Double, Double, Double, Double, Double, Double, Double, Double)

    /// Creates a transform from sixteen entries in row order.
    public init(_ entries: [Double]) {
        precondition(entries.count == 16, "a 4×4 transform has 16 entries")
        e = (entries[0], entries[1], entries[2], entries[3], entries[4], entries[5], entries[6], entries[7],
             entries[8], entries[9], entries[10], entries[11], entries[12], entries[13], entries[14], entries[15])
    }

    /// The sixteen entries in row order: m11 m12 m13 m14, m21 …, m41 m42 m43 m44.
    public var m: [Double] {
        get { [e.0, e.1, e.2, e.3, e.4, e.5, e.6, e.7, e.8, e.9, e.10, e.11, e.12, e.13, e.14, e.15] }
        set { self = Transform3D(newValue) }
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The entry at zero-based position `index` in row order.
    private func entry(_ index: Int) -> Double {
        withUnsafeBytes(of: e) { $0.load(fromByteOffset: index * 8, as: Double.self) }
    }

    private mutating func setEntry(_ index: Int, _ value: Double) {
        withUnsafeMutableBytes(of: &e) { $0.storeBytes(of: value, toByteOffset: index * 8, as: Double.self) }
    }

    /// The entry at one-based row `r` and column `c`, as in `m34`.
    public subscript(r: Int, c: Int) -> Double {
        get {
            precondition((1...4).contains(r) && (1...4).contains(c), "Transform3D entries are m11 … m44 (one-based)")
            return entry((r - 1) * 4 + (c - 1))
        }
        set {
            precondition((1...4).contains(r) && (1...4).contains(c), "Transform3D entries are m11 … m44 (one-based)")
            setEntry((r - 1) * 4 + (c - 1), newValue)
        }
    }

    /// Equal when all sixteen entries are equal.
    public static func == (lhs: Transform3D, rhs: Transform3D) -> Bool {
        withUnsafeBytes(of: lhs.e) { a in
            withUnsafeBytes(of: rhs.e) { b in
                (0..<16).allSatisfy { a.load(fromByteOffset: $0 * 8, as: Double.self) == b.load(fromByteOffset: $0 * 8, as: Double.self) }
            }
        }
    }

    /// Hashes the sixteen entries.
    public func hash(into hasher: inout Hasher) {
        for index in 0..<16 { hasher.combine(entry(index)) }
    }

    /// A translation by the given distances.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t[4, 1] = x
        t[4, 2] = y
        t[4, 3] = z
        return t
    }

    /// A scale by the given factors.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t[1, 1] = x
        t[2, 2] = y
        t[3, 3] = z
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        return Transform3D([
            c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
            uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
            uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k, 0,
            0, 0, 0, 1,
        ])
    }

    /// The identity with the perspective entry `m34` set, e.g. `-1/500`.
    public static func perspective(m34: Double) -> Transform3D {
        var t = identity
        t[3, 4] = m34
        return t
    }

    /// This transform followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var result = Transform3D.identity
        for r in 0..<4 {
            for c in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += entry(r * 4 + k) * other.entry(k * 4 + c) }
                result.setEntry(r * 4 + c, sum)
            }
        }
        return result
    }

    /// Projects a point (z = 0) through the transform, dividing by w.
    public func project(_ point: Point) -> Point {
        let x = point.x * e.0 + point.y * e.4 + e.12
        let y = point.x * e.1 + point.y * e.5 + e.13
        let w = point.x * e.3 + point.y * e.7 + e.15
        return w == 0 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
    }
}
