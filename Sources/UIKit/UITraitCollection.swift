import Foundation

/// The traits of a view's environment (size classes, text size, layout direction, appearance, Bold Text's
/// legibility weight, contrast, display scale), as UIKit's `UITraitCollection`.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark appearance (read by dynamic colours' providers, which run on any thread).
    public nonisolated let userInterfaceStyle: UIUserInterfaceStyle
    /// The weight text is drawn at: `.bold` with Bold Text on.
    public let legibilityWeight: UILegibilityWeight
    /// The display's contrast: `.high` with Increase Contrast on.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The screen's pixels per point (2 or 3 on an iPhone, 2 on an iPad); 0 when unspecified.
    public let displayScale: CGFloat

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: .unspecified)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, category: .unspecified, direction: .unspecified)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, category: .unspecified, direction: .unspecified)
    }

    /// A collection with only the preferred text size specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: preferredContentSizeCategory, direction: .unspecified)
    }

    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: layoutDirection)
    }

    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: .unspecified, style: userInterfaceStyle)
    }

    /// A collection with only the legibility weight specified.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: .unspecified, weight: legibilityWeight)
    }

    /// A collection with only the contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: .unspecified, contrast: accessibilityContrast)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, category: .unspecified, direction: .unspecified, scale: scale)
    }

    /// A collection combining others: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  weight: last(\.legibilityWeight, unspecified: .unspecified),
                  contrast: last(\.accessibilityContrast, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0))
    }

    private init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
                 category: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection, style: UIUserInterfaceStyle = .unspecified,
                 weight: UILegibilityWeight = .unspecified, contrast: UIAccessibilityContrast = .unspecified, scale: CGFloat = 0) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        layoutDirection = direction
        userInterfaceStyle = style
        legibilityWeight = weight
        accessibilityContrast = contrast
        displayScale = scale
        super.init()
    }
}
