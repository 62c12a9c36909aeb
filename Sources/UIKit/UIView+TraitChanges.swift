import Foundation

/// A trait a view's handlers may watch (`UITraitPreferredContentSizeCategory.self`), as UIKit's `UITraitDefinition`.
public protocol UITraitDefinition {}

/// A trait's type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The preferred text size as a trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// The layout direction as a trait.
public enum UITraitLayoutDirection: UITraitDefinition {}

/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration {}

/// One registration of a view's trait handler.
struct TraitHandlerRegistration: UITraitChangeRegistration {}

/// An object whose traits may change and that calls handlers registered for them (iOS 17).
public protocol UITraitChangeObservable {}

extension UIView: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIView {
    /// Calls `handler` with the view and its previous traits whenever one of `traits` changes.
    @MainActor @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        traitChangeHandlers.append((traits, { view, previous in handler(view as! Self, previous) }))
        return TraitHandlerRegistration()
    }
}

extension UIView {
    /// Tells the view and its subtree that their traits may differ from `previous`: each view whose traits
    /// changed (text size, direction, appearance, a size class, legibility weight, contrast) hears
    /// `traitCollectionDidChange`, and its handlers registered for the text size or the direction theirs.
    func traitsMayHaveChanged(from previous: UITraitCollection) {
        let current = traitCollection
        let category = current.preferredContentSizeCategory != previous.preferredContentSizeCategory
        let direction = current.layoutDirection != previous.layoutDirection
        let style = current.userInterfaceStyle != previous.userInterfaceStyle
        guard category || direction || style || current.horizontalSizeClass != previous.horizontalSizeClass
            || current.verticalSizeClass != previous.verticalSizeClass || current.legibilityWeight != previous.legibilityWeight
            || current.accessibilityContrast != previous.accessibilityContrast else { return }
        setNeedsLayout()
        traitCollectionDidChange(previous)
        for (traits, handler) in traitChangeHandlers
        where traits.contains(where: { trait in
            (ObjectIdentifier(trait) == ObjectIdentifier(UITraitPreferredContentSizeCategory.self) && category)
                || (ObjectIdentifier(trait) == ObjectIdentifier(UITraitLayoutDirection.self) && direction)
        }) {
            handler(self, previous)
        }
        for view in subviews where view.hostedTraitCollection == nil {
            view.traitsMayHaveChanged(from: previous)
        }
    }
}
