import CollectionLayout

extension DrawCommand {
    /// The same instruction moved by `offset` points.
    public func translated(by offset: Point) -> DrawCommand {
        switch self {
        case let .fill(rect, color, radius):
            return .fill(rect.offsetBy(dx: offset.x, dy: offset.y), color: color, cornerRadius: radius)
        case let .shadow(rect, radius, blur, color):
            return .shadow(rect.offsetBy(dx: offset.x, dy: offset.y), cornerRadius: radius, blur: blur, color: color)
        case let .stroke(rect, color, width):
            return .stroke(rect.offsetBy(dx: offset.x, dy: offset.y), color: color, width: width)
        case var .text(run):
            run.origin = Point(x: run.origin.x + offset.x, y: run.origin.y + offset.y)
            return .text(run)
        case let .picture(picture, frame, alpha):
            return .picture(picture, frame: frame.offsetBy(dx: offset.x, dy: offset.y), alpha: alpha)
        case let .pushClip(rect):
            return .pushClip(rect.offsetBy(dx: offset.x, dy: offset.y))
        case .popClip:
            return .popClip
        case let .transformed(frame, transform, alpha, key, commands):
            return .transformed(frame: frame.offsetBy(dx: offset.x, dy: offset.y), transform: transform, alpha: alpha,
                                contentKey: key, commands: commands.map { $0.translated(by: offset) })
        case let .flatLayer(frame, key, commands):
            return .flatLayer(frame: frame.offsetBy(dx: offset.x, dy: offset.y), contentKey: key,
                              commands: commands.map { $0.translated(by: offset) })
        }
    }
}
