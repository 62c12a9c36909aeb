/// What a data source shows instead of its items while it has none to show: the session's
/// placeholder (a title, a message and an optional button), or the activity indicator while it
/// loads its first content.
public struct DataSourcePlaceholder: Hashable, Sendable {
    /// The headline, e.g. "No Episodes".
    public var title: String?
    /// The explanation under the title.
    public var message: String?
    /// The title of a button (e.g. "Try Again"), or nil for no button.
    public var buttonTitle: String?
    /// Whether this is the loading indicator rather than a message.
    public var showsActivityIndicator: Bool

    /// Creates a placeholder.
    public init(title: String? = nil, message: String? = nil, buttonTitle: String? = nil, showsActivityIndicator: Bool = false) {
        self.title = title
        self.message = message
        self.buttonTitle = buttonTitle
        self.showsActivityIndicator = showsActivityIndicator
    }

    /// The loading indicator.
    public static let activityIndicator = DataSourcePlaceholder(showsActivityIndicator: true)
}
