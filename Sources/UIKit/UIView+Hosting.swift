import Foundation

/// What the playground's host sets on a view that iOS sets from the window and the device.
extension UIView {
    /// Sets the safe area's insets (on iOS, from the window's bars and the device's sensor housing).
    @_spi(Playground) public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        hostedSafeAreaInsets = insets
        hostedEnvironmentDidChange()
    }

    /// Sets the view's traits (on iOS, inherited from the window scene): size classes, text size, layout direction.
    @_spi(Playground) public func setTraitCollection(_ traitCollection: UITraitCollection) {
        let previous = self.traitCollection
        hostedTraitCollection = traitCollection
        // The app's text size is its interface's: what `UIFont.preferredFont(forTextStyle:)` makes fonts at.
        if UIApplication.shared.hostedView === self { AppContentSizeCategory.set(traitCollection.preferredContentSizeCategory) }
        hostedEnvironmentDidChange()
        traitsMayHaveChanged(from: previous)
    }
}
