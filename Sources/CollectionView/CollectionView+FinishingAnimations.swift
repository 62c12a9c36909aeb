/// Changes made with `animated: false` after something that animates by itself (a data
/// source's update, for one): every element goes to its place on the next frame, with no fade.
extension CollectionView {
    /// Ends every running animation at its end state.
    public func finishAnimations() {
        animator.finishAll()
        layerContentGeneration &+= 1
    }
}
