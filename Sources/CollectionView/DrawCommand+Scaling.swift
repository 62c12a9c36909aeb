import CollectionLayout

extension DrawCommand {
    /// The same instruction drawn `scale` times larger, then moved by `offset`: a point p lands at
    /// p × scale + offset, and every length (corner radii, blurs, stroke widths, type sizes, a
    /// layer's translation and perspective distance) scales with it — a device's screen shown
    /// smaller than its points (fit to window) or larger (pixel accurate).
    public func scaled(by scale: Double, offset: Point) -> DrawCommand {
        func rect(_ r: Rect) -> Rect {
            Rect(x: r.minX * scale + offset.x, y: r.minY * scale + offset.y, width: r.width * scale, height: r.height * scale)
        }
        switch self {
        case let .fill(r, color, radius):
            return .fill(rect(r), color: color, cornerRadius: radius * scale)
        case let .shadow(r, radius, blur, color):
            return .shadow(rect(r), cornerRadius: radius * scale, blur: blur * scale, color: color)
        case let .stroke(r, color, width):
            return .stroke(rect(r), color: color, width: width * scale)
        case var .text(run):
            run.origin = Point(x: run.origin.x * scale + offset.x, y: run.origin.y * scale + offset.y)
            run.pointSize *= scale
            run.glyphs = run.glyphs.map { GlyphRun.Glyph(id: $0.id, x: $0.x * scale, y: $0.y * scale) }
            return .text(run)
        case let .picture(picture, frame, alpha):
            return .picture(picture, frame: rect(frame), alpha: alpha)
        case let .pushClip(r):
            return .pushClip(rect(r))
        case .popClip:
            return .popClip
        case let .transformed(frame, transform, alpha, key, commands):
            return .transformed(frame: rect(frame), transform: transform.conjugated(byScale: scale), alpha: alpha,
                                contentKey: Self.key(key, scale: scale), commands: commands.map { $0.scaled(by: scale, offset: offset) })
        case let .flatLayer(frame, key, commands):
            return .flatLayer(frame: rect(frame), contentKey: Self.key(key, scale: scale),
                              commands: commands.map { $0.scaled(by: scale, offset: offset) })
        }
    }

    /// A layer's content key at another scale: its pixels differ, so a kept texture must not be reused.
    private static func key(_ key: Int, scale: Double) -> Int {
        var hasher = Hasher()
        hasher.combine(key)
        hasher.combine(scale)
        return hasher.finalize()
    }
}

extension Transform3D {
    /// The same transform in a space `scale` times larger (p·S⁻¹·M·S with S a uniform scale):
    /// rotations and scales stay, translations grow by `scale`, the perspective entries shrink by it.
    func conjugated(byScale scale: Double) -> Transform3D {
        var result = self
        for row in 1...4 {
            for column in 1...4 {
                result[row, column] = self[row, column] * (row < 4 ? 1 / scale : 1) * (column < 4 ? scale : 1)
            }
        }
        return result
    }
}
