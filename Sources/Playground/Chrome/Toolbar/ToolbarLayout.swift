import CollectionLayout

/// Places the toolbar's and the status bar's controls for a window size: each bar's controls in
/// order while they fit, its pinned control (Inspector at the top, Screenshot at the bottom)
/// always at its right end; the status bar's toggles sit right-aligned beside Screenshot when
/// everything fits. What does not fit either bar goes into the overflow menu, in order (the
/// toolbar's first), behind a "⋯" control on the toolbar.
@MainActor
struct ToolbarLayout {
    /// The controls on the two bars, the toolbar's first.
    var bars: [ToolbarControl]
    /// The controls that did not fit, for the overflow menu.
    var overflow: [ToolbarControl]

    /// The margin at either end of a bar.
    static let margin = 12.0

    /// Both bars laid out for a window of `size`.
    init(size: Size, state: ToolbarState, labelWidth: (String) -> Double) {
        let width = size.width
        let status = Self.statusBar(width: width, top: size.height - StatusBar.height, state: state, labelWidth: labelWidth)
        let top = Self.toolbar(width: width, state: state, forcesMore: !status.overflow.isEmpty, labelWidth: labelWidth)
        bars = top.placed + status.placed
        overflow = top.overflow + status.overflow
    }

    private static func toolbar(width: Double, state: ToolbarState, forcesMore: Bool,
                                labelWidth: (String) -> Double) -> (placed: [ToolbarControl], overflow: [ToolbarControl]) {
        let (row, pinned) = Toolbar.specs(state: state, labelWidth: labelWidth)
        let y = (Toolbar.height - Toolbar.controlHeight) / 2
        func place(_ spec: ToolbarSpec, _ x: Double) -> ToolbarControl {
            spec.placed(at: x, y: y, height: Toolbar.controlHeight, on: .toolbar)
        }
        let more = ToolbarSpec(action: .more, label: "⋯", tooltip: "More controls", menuTitle: "More controls", shortcut: "",
                               width: 34, gapBefore: 6)
        let limit = width - margin
        let total = margin + row.reduce(0) { $0 + $1.gapBefore + $1.width } + pinned.gapBefore + pinned.width
        let needsMore = forcesMore || total > limit
        let reserve = pinned.width + 6 + (needsMore ? more.width + more.gapBefore : 0)
        var placed: [ToolbarControl] = [], overflow: [ToolbarControl] = []
        var x = margin
        for spec in row {
            let start = placed.isEmpty ? x : x + spec.gapBefore
            if overflow.isEmpty, start + spec.width <= limit - reserve {
                placed.append(place(spec, start))
                x = start + spec.width
            } else {
                overflow.append(place(spec, 0))
            }
        }
        let pinnedX = max(x + 6 + (needsMore ? more.width + more.gapBefore : 0), limit - pinned.width)
        if needsMore { placed.append(place(more, pinnedX - 6 - more.width)) }
        placed.append(place(pinned, pinnedX))
        return (placed, overflow)
    }

    private static func statusBar(width: Double, top: Double, state: ToolbarState,
                                  labelWidth: (String) -> Double) -> (placed: [ToolbarControl], overflow: [ToolbarControl]) {
        let (values, toggles, pinned) = StatusBar.specs(state: state, labelWidth: labelWidth)
        let y = top + (StatusBar.height - StatusBar.controlHeight) / 2
        func place(_ spec: ToolbarSpec, _ x: Double) -> ToolbarControl {
            spec.placed(at: x, y: y, height: StatusBar.controlHeight, on: .statusBar)
        }
        let limit = width - margin
        let pinnedX = max(margin, limit - pinned.width)
        let row = values + toggles
        let total = margin + row.reduce(0) { $0 + $1.gapBefore + $1.width } + pinned.gapBefore + pinned.width
        var placed: [ToolbarControl] = [], overflow: [ToolbarControl] = []
        if total <= limit {
            // Everything fits: the values from the left, the toggles right-aligned beside Screenshot.
            var x = margin - values[0].gapBefore
            for spec in values {
                x += spec.gapBefore
                placed.append(place(spec, x))
                x += spec.width
            }
            var right = pinnedX - pinned.gapBefore
            for spec in toggles.reversed() {
                right -= spec.width
                placed.append(place(spec, right))
                right -= spec.gapBefore
            }
            placed.sort { $0.frame.minX < $1.frame.minX }
        } else {
            var x = margin
            for spec in row {
                let start = placed.isEmpty ? x : x + spec.gapBefore
                if overflow.isEmpty, start + spec.width <= pinnedX - pinned.gapBefore {
                    placed.append(place(spec, start))
                    x = start + spec.width
                } else {
                    overflow.append(place(spec, 0))
                }
            }
        }
        placed.append(place(pinned, pinnedX))
        return (placed, overflow)
    }
}
