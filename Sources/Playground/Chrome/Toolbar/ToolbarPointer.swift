/// Owns the pointer's dealings with the toolbar: the control under it (and since when, for the
/// tooltip) and the control being pressed.
struct ToolbarPointer {
    /// How long the pointer rests on a control before its tooltip shows.
    static let tooltipDelay = 0.6

    /// The control under the pointer, and since when.
    private(set) var hovered: (index: Int, since: Double)?
    /// The control being pressed (it claims the pointer until it is released).
    private(set) var pressed: Int?

    /// A press went down on control `index`.
    mutating func press(_ index: Int) { pressed = index }

    /// The press comes up; returns the control it went down on.
    mutating func release() -> Int? {
        defer { pressed = nil }
        return pressed
    }

    /// The pointer is over control `index` (nil: none) at `time`; the rest starts again when it changes.
    mutating func hover(_ index: Int?, at time: Double) {
        if index != hovered?.index { hovered = index.map { ($0, time) } }
    }

    /// When the tooltip of the control the pointer rests on is due to show, if that is still after `time`.
    func tooltipDue(after time: Double) -> Double? {
        guard let hovered, pressed == nil else { return nil }
        let due = hovered.since + Self.tooltipDelay
        return due > time ? due : nil
    }

    /// The control whose tooltip shows at `time`: one rested on long enough, nothing pressed.
    func tooltipIndex(at time: Double) -> Int? {
        guard let hovered, pressed == nil, time - hovered.since >= Self.tooltipDelay else { return nil }
        return hovered.index
    }
}
