/// Where a data source is in loading its content: the states of the WWDC 2014 session's
/// `AAPLLoadableContentStateMachine` (`AAPLLoadStateInitial`, `…LoadingContent`, …).
public enum LoadState: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Nothing loaded and no load started.
    case initial
    /// The first load of content is under way (the session's single loading indicator).
    case loadingContent
    /// Content loaded successfully.
    case contentLoaded
    /// The load finished and there is nothing to show (the no-content placeholder).
    case noContent
    /// The load failed (the error placeholder).
    case error
    /// A later load is under way while the earlier content stays on screen.
    case refreshingContent

    /// The state's name, as written in messages and the notes.
    public var description: String { rawValue }
}
