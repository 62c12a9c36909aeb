import CollectionLayout

/// A user's input, independent of the windowing system; positions are window points.
public enum InputEvent: Hashable, Sendable {
    /// The user asked to close the window.
    case quit
    /// The window's drawable area changed to this size in points.
    case resized(Size)
    /// Wheel or trackpad scrolling; positive values move the content offset right/down.
    /// With Ctrl held it is a pinch (as a trackpad's pinch arrives).
    case wheel(dx: Double, dy: Double, modifiers: Set<KeyModifier>)
    /// A key was pressed; `key` is SDL's key name, lowercased.
    case key(String, modifiers: Set<KeyModifier>)
    /// Text typed (SDL's text input: the characters a key press or an input method gives, after
    /// the key's own `key` event).
    case text(String)
    /// The window needs drawing again (exposed, restored).
    case redraw
    /// The primary button (or a finger) went down at a window point, with modifier keys held
    /// (Alt turns a drag into a simulated two-finger pinch).
    case pointerDown(Point, modifiers: Set<KeyModifier>)
    /// The secondary button went down at a window point (a right-click: a cell's context menu,
    /// as a long-press on iOS).
    case secondaryClick(Point)
    /// The pointer moved to a window point.
    case pointerMove(Point)
    /// The primary button (or a finger) came up at a window point.
    case pointerUp(Point)
    /// A two-finger pinch around a window point; `scale` is relative to the gesture's start.
    case pinch(center: Point, scale: Double, phase: GesturePhase)
    /// A file or folder was dropped on the window: its path.
    case dropFile(String)
}

/// A modifier key held with another input.
public enum KeyModifier: String, Hashable, Sendable, CaseIterable {
    /// Control.
    case ctrl
    /// Shift.
    case shift
    /// Alt / Option.
    case alt
}

/// Where a continuous gesture is.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
    /// The fingers came down.
    case began
    /// The fingers moved.
    case changed
    /// The fingers lifted (or the gesture was cancelled).
    case ended
}
