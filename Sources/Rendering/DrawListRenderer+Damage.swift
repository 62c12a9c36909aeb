import CSDL2
import CollectionLayout
import CollectionView

/// What a new frame changes: the commands from the first that differs to the last that differs
/// (the lists' common beginning and end are the same drawing), and the pixels they reach in
/// either frame. Drawing only there, clipped to it, gives the same pixels as drawing everything.
extension DrawListRenderer {
    /// The pixel rectangle reaching everything that differs between two frames' top-level
    /// commands (empty when none does), or nil when it cannot be bounded (a clip changed, or a
    /// layer turns through the eye).
    func damage(from previous: [DrawCommand], to current: [DrawCommand], scale: Double) -> SDL_Rect? {
        var prefix = 0
        while prefix < previous.count, prefix < current.count, previous[prefix] == current[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < previous.count - prefix, suffix < current.count - prefix,
              previous[previous.count - 1 - suffix] == current[current.count - 1 - suffix] { suffix += 1 }
        return union(of: previous[prefix..<(previous.count - suffix)] + current[prefix..<(current.count - suffix)], scale: scale)
    }

    /// The pixels a top-level command can touch, with a pixel to spare, or nil when unknown
    /// (a clip push or pop changes what every later command reaches).
    func bounds(of command: DrawCommand, scale: Double) -> SDL_Rect? {
        switch command {
        case let .fill(rect, _, _), let .stroke(rect, _, _):
            return grown(pixels(rect), by: 1)
        case let .picture(_, frame, _):
            return grown(pixels(frame), by: 1)
        case let .shadow(rect, _, blur, _):
            return grown(pixels(rect), by: Int32((blur * scale).rounded(.up)) + 1)
        case let .text(run):
            return bounds(of: run, scale: scale)
        case .pushClip, .popClip:
            return nil
        case let .flatLayer(_, _, commands):
            return union(of: commands, scale: scale)
        case let .transformed(frame, transform, _, _, _):
            // The projected corners (as the layer is mapped), when all are in front of the eye.
            let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { transform.vertex(size: frame.size, u: $0.0, v: $0.1) }
            guard corners.allSatisfy({ $0.w >= NearPlaneClipping.minimumW }) else { return nil }
            let points = corners.map { Point(x: frame.midX + $0.projected.x, y: frame.midY + $0.projected.y) }
            let xs = points.map(\.x), ys = points.map(\.y)
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return grown(pixels(box), by: 2)
        }
    }

    /// The pixels any of `commands` can touch (empty when none touches any), or nil when unknown.
    private func union(of commands: some Sequence<DrawCommand>, scale: Double) -> SDL_Rect? {
        var region: SDL_Rect?
        for command in commands {
            guard let bounds = bounds(of: command, scale: scale) else { return nil }
            region = PixelRect.union(region, bounds)
        }
        return region ?? SDL_Rect()
    }

    /// A glyph run's pixels: each glyph's image where the renderer places it.
    private func bounds(of run: GlyphRun, scale: Double) -> SDL_Rect {
        guard let font = fonts.face(named: run.fontName) else { return SDL_Rect() }
        let pixelSize = run.pointSize * scale
        let baseline = ((run.origin.y - origin.y) * scale).rounded()
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for glyph in run.glyphs {
            guard let entry = atlas.entry(font: font, glyph: glyph.id, pixelSize: pixelSize) else { continue }
            let x = Int32(((run.origin.x - origin.x + glyph.x) * scale).rounded()) + entry.left
            let y = Int32(baseline - (glyph.y * scale).rounded()) - entry.top
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + entry.source.w)
            maxY = max(maxY, y + entry.source.h)
        }
        guard minX <= maxX else { return SDL_Rect() }
        return grown(SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY), by: 1)
    }

    /// Layers named by a frame's commands are still shown (drawn or not this frame): kept.
    func markLayersKept(_ commands: [DrawCommand]) {
        for command in commands {
            switch command {
            case let .flatLayer(_, key, _), let .transformed(_, _, _, key, _): layers.markUsed(key: key)
            default: break
            }
        }
    }

    private func grown(_ rect: SDL_Rect, by margin: Int32) -> SDL_Rect {
        SDL_Rect(x: rect.x - margin, y: rect.y - margin, w: rect.w + 2 * margin, h: rect.h + 2 * margin)
    }
}
