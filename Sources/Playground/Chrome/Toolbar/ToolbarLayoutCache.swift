import CollectionLayout

/// The bars' last layout and what it was made for: a frame whose window size and toolbar state
/// are those of the frame before lays nothing out again (every control's label measured and its
/// shortcut looked up), as nearly every frame of scrolling or an animation is.
struct ToolbarLayoutCache {
    private var made: (size: Size, state: ToolbarState, layout: ToolbarLayout)?

    /// The layout for `size` and `state`: the last one when both are the same, else `make()`'s, kept.
    mutating func layout(size: Size, state: ToolbarState, make: () -> ToolbarLayout) -> ToolbarLayout {
        if let made, made.size == size, made.state == state { return made.layout }
        let layout = make()
        made = (size, state, layout)
        return layout
    }
}
