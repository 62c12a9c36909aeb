/// What a section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`: the collection view's edges, its safe area, its layout margins or
/// its readable content guide. Along the section's leading and trailing sides only (the top and
/// bottom stay clear of the bars through the adjusted content inset, as scrolling does).
public enum ContentInsetsReference: String, Sendable, CaseIterable {
    /// The system's choice: the safe area (UIKit's default for a compositional section).
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area: clear of a landscape phone's sensor housing.
    case safeArea
    /// The layout margins: the safe area plus the view's margins (16 points a side in a compact
    /// width, 20 in a regular one).
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed and centred to a line length that
    /// stays readable (`readableWidth`) on a wide view.
    case readableContent

    /// The widest the readable content guide gets, in points (*own choice*: UIKit's width at the
    /// default text size; UIKit grows it with Dynamic Type).
    public static let readableWidth = 672.0

    /// The room this reference keeps at the leading and trailing sides of a view `width` wide with
    /// `safeArea` and `margins` along that axis.
    public func sideInsets(width: Double, safeArea: (leading: Double, trailing: Double),
                           margins: (leading: Double, trailing: Double)) -> (leading: Double, trailing: Double) {
        switch self {
        case .none: return (0, 0)
        case .automatic, .safeArea: return safeArea
        case .layoutMargins: return margins
        case .readableContent:
            let available = max(0, width - margins.leading - margins.trailing)
            let extra = max(0, available - Self.readableWidth) / 2
            return (margins.leading + extra, margins.trailing + extra)
        }
    }
}
