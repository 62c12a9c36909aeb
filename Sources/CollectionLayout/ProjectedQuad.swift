/// A point of a transformed rectangle before the perspective divide: homogeneous coordinates
/// (x, y, w) and where it lies in the rectangle (u, v from 0 to 1, for texturing).
public struct HomogeneousVertex: Hashable, Sendable {
    /// The homogeneous x, before the divide.
    public var x: Double
    /// The homogeneous y, before the divide.
    public var y: Double
    /// The homogeneous w: the divisor; at or below zero the point is at or behind the eye.
    public var w: Double
    /// The horizontal place in the rectangle, 0 at its left edge, 1 at its right.
    public var u: Double
    /// The vertical place in the rectangle, 0 at its top edge, 1 at its bottom.
    public var v: Double

    /// Creates a vertex from its homogeneous coordinates and its place in the rectangle.
    public init(x: Double, y: Double, w: Double, u: Double, v: Double) {
        self.x = x
        self.y = y
        self.w = w
        self.u = u
        self.v = v
    }

    /// The point after the perspective divide (only meaningful in front of the eye, w > 0).
    public var projected: Point { Point(x: x / w, y: y / w) }

    /// The vertex a fraction `t` of the way to `other`: every coordinate linear, as the
    /// homogeneous coordinates and the rectangle place are linear along a line of the rectangle.
    public func interpolated(to other: HomogeneousVertex, _ t: Double) -> HomogeneousVertex {
        HomogeneousVertex(x: x + (other.x - x) * t, y: y + (other.y - y) * t, w: w + (other.w - w) * t,
                          u: u + (other.u - u) * t, v: v + (other.v - v) * t)
    }
}

extension Transform3D {
    /// A point (z = 0) of the plane, relative to the centre the transform turns about, through the
    /// transform before the perspective divide: p · M with p = (x, y, 0, 1).
    public func homogeneous(_ point: Point) -> (x: Double, y: Double, w: Double) {
        (point.x * self[1, 1] + point.y * self[2, 1] + self[4, 1],
         point.x * self[1, 2] + point.y * self[2, 2] + self[4, 2],
         point.x * self[1, 4] + point.y * self[2, 4] + self[4, 4])
    }

    /// The vertex at place (u, v) of a rectangle of `size` transformed about its centre (Core
    /// Animation's anchor point ½, ½), before the divide, relative to that centre.
    public func vertex(size: Size, u: Double, v: Double) -> HomogeneousVertex {
        let (x, y, w) = homogeneous(Point(x: (u - 0.5) * size.width, y: (v - 0.5) * size.height))
        return HomogeneousVertex(x: x, y: y, w: w, u: u, v: v)
    }
}

/// Cutting away what lies at or behind the eye before the perspective divide, where w falls to
/// zero and dividing by it would throw points across the screen.
public enum NearPlaneClipping {
    /// The near plane: points with w below this are cut away (about 100× magnification).
    public static let minimumW = 0.01

    /// The part of a convex polygon with w ≥ `minimumW` (Sutherland–Hodgman against one plane):
    /// the polygon itself when it lies wholly in front, nothing when wholly behind.
    public static func clip(_ polygon: [HomogeneousVertex], minimumW: Double = minimumW) -> [HomogeneousVertex] {
        guard !polygon.isEmpty else { return [] }
        if polygon.allSatisfy({ $0.w >= minimumW }) { return polygon }
        var result: [HomogeneousVertex] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let currentInside = current.w >= minimumW, nextInside = next.w >= minimumW
            if currentInside { result.append(current) }
            if currentInside != nextInside {
                let t = (minimumW - current.w) / (next.w - current.w)
                var crossing = current.interpolated(to: next, t)
                crossing.w = minimumW
                result.append(crossing)
            }
        }
        return result.count >= 3 ? result : []
    }
}

/// A rectangle as a 3D transform shows it, the way the renderer draws it: the transform applied
/// about the rectangle's centre, the part at or behind the eye cut away, the rest divided by w.
/// It is convex (the image of a rectangle under a projective map, in front of the eye).
public struct ProjectedQuad: Hashable, Sendable {
    /// The outline's corners in order around it (four, or up to five when clipped; none when
    /// the rectangle lies wholly behind the eye).
    public var corners: [Point]

    /// The rectangle `frame` through `transform` about its centre.
    public init(frame: Rect, transform: Transform3D) {
        let vertices = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map {
            transform.vertex(size: frame.size, u: $0.0, v: $0.1)
        }
        // The centre is added after the divide, as the renderer places the layer.
        corners = NearPlaneClipping.clip(vertices).map {
            let local = $0.projected
            return Point(x: frame.midX + local.x, y: frame.midY + local.y)
        }
    }

    /// Whether the point lies inside the outline or on its edge; never for an outline with no
    /// area (a card seen edge-on, or wholly behind the eye).
    public func contains(_ point: Point) -> Bool {
        guard corners.count >= 3 else { return false }
        var sawPositive = false, sawNegative = false
        var area = 0.0
        for index in corners.indices {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            area += a.x * b.y - b.x * a.y
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross > 0 { sawPositive = true } else if cross < 0 { sawNegative = true }
            if sawPositive && sawNegative { return false }
        }
        return abs(area) > 1e-9
    }
}
