import Foundation

/// The text size the app's interface has — the hosted collection view's traits' — kept where code on any thread can
/// read it, as `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` read the app's setting on iOS.
enum AppContentSizeCategory {
    /// The guarded category: `.large` until the host sets the view's traits.
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var category = UIContentSizeCategory.large
    }

    private static let box = Box()

    /// The app's text size now.
    static var current: UIContentSizeCategory {
        box.lock.lock()
        defer { box.lock.unlock() }
        return box.category
    }

    /// Sets the app's text size (the hosted view's traits changed).
    static func set(_ category: UIContentSizeCategory) {
        box.lock.lock()
        box.category = category == .unspecified ? .large : category
        box.lock.unlock()
    }

    /// The category a font made for `traits` is at: theirs when they say one, else the app's.
    static func category(for traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        return current
    }
}
