/// An action a swiped cell reveals (the session's `AAPLAction`): a title, what it does, whether it
/// destroys something (drawn red) and whether it asks for a second tap first.
public struct EditAction: Hashable, Sendable {
    /// What an action does.
    public enum Kind: String, CaseIterable, Sendable {
        /// Deletes the item, through its data source; undoable.
        case delete
        /// Marks the item a favourite (a star before its title), or unmarks it.
        case favorite
        /// Shows what else could be done (a message in the window).
        case more
    }

    /// The button's title.
    public var title: String
    /// What it does.
    public var kind: Kind
    /// Drawn in red.
    public var isDestructive: Bool
    /// The first tap turns the button into "Confirm <title>"; the second does it.
    public var requiresConfirmation: Bool

    /// Creates an action.
    public init(title: String, kind: Kind, isDestructive: Bool = false, requiresConfirmation: Bool = false) {
        self.title = title
        self.kind = kind
        self.isDestructive = isDestructive
        self.requiresConfirmation = requiresConfirmation
    }

    /// The session's pair: a favourite star and a destructive Delete.
    public static let standard = [EditAction(title: "★", kind: .favorite), EditAction(title: "Delete", kind: .delete, isDestructive: true)]
}
