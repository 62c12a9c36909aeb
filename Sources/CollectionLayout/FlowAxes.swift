/// Translates between real coordinates and a flow layout's axes: `main` is the scroll axis,
/// `cross` the axis lines run along. One algorithm then serves both scroll directions.
struct FlowAxes {
    /// Insets expressed along the two axes.
    struct AxisInsets {
        var crossStart: Double
        var crossEnd: Double
        var mainStart: Double
        var mainEnd: Double
    }

    /// The scroll direction the axes belong to.
    var direction: ScrollDirection

    func main(of size: Size) -> Double { direction == .vertical ? size.height : size.width }
    func cross(of size: Size) -> Double { direction == .vertical ? size.width : size.height }
    func mainMin(of rect: Rect) -> Double { direction == .vertical ? rect.minY : rect.minX }
    func mainMax(of rect: Rect) -> Double { direction == .vertical ? rect.maxY : rect.maxX }

    func size(cross: Double, main: Double) -> Size {
        direction == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    func rect(cross: Double, main: Double, crossSize: Double, mainSize: Double) -> Rect {
        direction == .vertical
            ? Rect(x: cross, y: main, width: crossSize, height: mainSize)
            : Rect(x: main, y: cross, width: mainSize, height: crossSize)
    }

    func moving(_ rect: Rect, toMain position: Double) -> Rect {
        var moved = rect
        if direction == .vertical { moved.origin.y = position } else { moved.origin.x = position }
        return moved
    }

    func insets(_ insets: EdgeInsets) -> AxisInsets {
        direction == .vertical
            ? AxisInsets(crossStart: insets.left, crossEnd: insets.right, mainStart: insets.top, mainEnd: insets.bottom)
            : AxisInsets(crossStart: insets.top, crossEnd: insets.bottom, mainStart: insets.left, mainEnd: insets.right)
    }
}
