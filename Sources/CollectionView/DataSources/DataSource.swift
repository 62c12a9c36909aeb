/// The base of the data sources of the WWDC 2014 session (`AAPLDataSource`): a source of
/// sections of items that reports its changes up an observer chain (child → parent → the
/// owner's `delegate`), knows its load state and the placeholders it shows instead of items.
///
/// A class hierarchy, as in the session: children and parents are linked by identity, and the
/// loading, placeholder and notification code lives once, here. The base class has no sections
/// and stays `initial`; `BasicDataSource`, `ComposedDataSource` and `SegmentedDataSource` give it
/// content.
@MainActor
open class DataSource {
    /// Hears of every change of a root source (one with no parent).
    public weak var delegate: (any DataSourceDelegate)?
    /// The composed or segmented source this one belongs to, if any.
    public internal(set) weak var parent: (any DataSourceContainer)?
    /// The source's title (a later header's text).
    public var title: String?
    /// What the source shows when it loaded no content.
    public var noContentPlaceholder = DataSourcePlaceholder(title: "No Content")
    /// What the source shows when its load failed; a nil message takes the load's error message.
    public var errorPlaceholder = DataSourcePlaceholder(title: "Unable to Load")

    /// Creates a source with no sections.
    public init() {}

    /// The number of sections the source has (shown or hidden behind a placeholder).
    open var numberOfSections: Int { 0 }

    /// The source's load state.
    open var loadState: LoadState { .initial }

    /// Whether the source itself hides its items behind a placeholder or loading indicator.
    open var hidesItems: Bool { false }

    /// The message of the last failed load, if the source is in the error state.
    open var loadingError: String? { nil }

    /// What the source shows, at its own index paths: every section, each with no items while
    /// the source or a parent shows a placeholder.
    open var data: CollectionData { CollectionData(sections: []) }

    /// Starts the loads of the source (and its children) at `time` on the caller's clock.
    open func loadContent(at time: Double) {}

    /// Moves the caller's clock to `time`: loads due by then finish.
    open func advance(to time: Double) {}

    /// Whether the source's items are hidden, by itself or by a parent.
    public var isObscured: Bool { hidesItems || (parent?.isObscured ?? false) }

    /// What the source shows instead of its items now, or nil when it shows its items.
    public var placeholder: DataSourcePlaceholder? {
        guard hidesItems else { return nil }
        switch loadState {
        case .loadingContent: return .activityIndicator
        case .noContent: return noContentPlaceholder
        case .error:
            var placeholder = errorPlaceholder
            if placeholder.message == nil { placeholder.message = loadingError }
            return placeholder
        case .initial, .contentLoaded, .refreshingContent: return nil
        }
    }

    /// Sends an update at this source's index paths up the chain: to the parent, which maps it,
    /// or at the root to the delegate with the data after it.
    func notify(_ update: BatchUpdate, direction: SectionOperationDirection = .none) {
        guard !update.isEmpty else { return }
        if let parent {
            parent.child(self, didPerform: update, direction: direction)
        } else {
            delegate?.dataSource(self, didPerform: DataSourceUpdate(update: update, resultingData: data, direction: direction))
        }
    }

    /// After the load state changed: the difference between what was shown (`old`) and what is
    /// shown now goes up as one update (items revealed or hidden, queued changes delivered),
    /// then the state change itself.
    func loadStateDidChange(showing old: CollectionData) {
        let new = data
        if old != new { notify(SnapshotDiff.update(from: old, to: new)) }
        if let parent {
            parent.childDidChangeLoadState(self)
        } else {
            delegate?.dataSourceDidChangeLoadState(self)
        }
    }
}

/// A data source with children (composed or segmented): it maps its children's updates to its
/// own index paths and follows their load states.
@MainActor
public protocol DataSourceContainer: DataSource {
    /// A child changed, at the child's index paths.
    func child(_ child: DataSource, didPerform update: BatchUpdate, direction: SectionOperationDirection)
    /// A child's load state changed.
    func childDidChangeLoadState(_ child: DataSource)
}

extension DataSourceContainer {
    /// Makes `child` this container's, refusing one that already belongs to another.
    func adopt(_ child: DataSource) throws(DataSourceError) {
        guard child.parent == nil, child !== self else {
            throw DataSourceError("the data source already belongs to a parent")
        }
        child.parent = self
    }
}
