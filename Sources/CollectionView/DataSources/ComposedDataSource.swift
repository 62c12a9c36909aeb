import CollectionLayout

/// Several children shown at once, one after the other, each keeping its own sections (the
/// session's `AAPLComposedDataSource`). A child's change arrives here at the child's index paths
/// and goes up at this source's, through `mapping`.
///
/// Its load state is its children's, aggregated (`aggregateLoadState`); while any child loads its
/// first content the whole composition shows one loading indicator and hides every item.
public final class ComposedDataSource: DataSource, DataSourceContainer {
    /// The children, in display order.
    public private(set) var children: [DataSource] = []
    /// Where each child's sections are.
    public private(set) var mapping = ComposedMapping(sectionCounts: [])
    private var aggregateState: LoadState = .initial

    /// A composition of `children`; a child that already has a parent is refused.
    public init(children: [DataSource] = []) throws(DataSourceError) {
        super.init()
        for child in children { try adopt(child) }
        self.children = children
        mapping = ComposedMapping(sectionCounts: children.map(\.numberOfSections))
        aggregateState = Self.aggregateLoadState(of: children.map(\.loadState))
    }

    /// The aggregate of the children's states (the playground's rule, close to the sample's):
    /// `loadingContent` if any child loads its first content (one indicator for the screen);
    /// else `refreshingContent` if any refreshes; else `error` if any failed; else `noContent`
    /// if every child has no content; else `contentLoaded` if any child loaded; else `initial`.
    public static func aggregateLoadState(of states: [LoadState]) -> LoadState {
        if states.contains(.loadingContent) { return .loadingContent }
        if states.contains(.refreshingContent) { return .refreshingContent }
        if states.contains(.error) { return .error }
        if !states.isEmpty, states.allSatisfy({ $0 == .noContent }) { return .noContent }
        if states.contains(where: { $0 == .contentLoaded || $0 == .noContent }) { return .contentLoaded }
        return .initial
    }

    /// The children's sections together.
    public override var numberOfSections: Int { mapping.numberOfSections }
    /// The children's aggregate state.
    public override var loadState: LoadState { aggregateState }
    /// While a child loads its first content, every item is hidden behind one indicator.
    public override var hidesItems: Bool { aggregateState == .loadingContent }
    /// The first failing child's message, in the error state.
    public override var loadingError: String? {
        aggregateState == .error ? children.lazy.compactMap(\.loadingError).first : nil
    }
    /// The children's data, one after the other.
    public override var data: CollectionData {
        CollectionData(sections: children.flatMap { $0.data.sections })
    }

    /// Starts every child's load at `time`.
    public override func loadContent(at time: Double) {
        for child in children { child.loadContent(at: time) }
    }

    /// Moves every child's clock to `time`.
    public override func advance(to time: Double) {
        for child in children { child.advance(to: time) }
    }

    /// Adds `child` after the others: its sections are inserted.
    public func add(_ child: DataSource) throws(DataSourceError) {
        try insert(child, at: children.count)
    }

    /// Inserts `child` at `index` among the children: its sections are inserted.
    public func insert(_ child: DataSource, at index: Int) throws(DataSourceError) {
        guard (0...children.count).contains(index) else {
            throw DataSourceError("child index \(index) is out of range: there are \(children.count) children")
        }
        try adopt(child)
        let old = aggregateState
        let offset = mapping.sectionOffsets[index]
        children.insert(child, at: index)
        mapping = ComposedMapping(sectionCounts: children.map(\.numberOfSections))
        var update = BatchUpdate()
        update.insertedSections = Array(offset..<offset + child.numberOfSections)
        notify(update)
        refreshAggregate(wasShowing: nil, old: old)
    }

    /// Removes `child`: its sections are deleted.
    public func remove(_ child: DataSource) throws(DataSourceError) {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            throw DataSourceError("the data source is not a child of this composed data source")
        }
        let old = aggregateState
        let sections = mapping.sectionOffsets[index]..<mapping.sectionOffsets[index + 1]
        children.remove(at: index)
        child.parent = nil
        mapping = ComposedMapping(sectionCounts: children.map(\.numberOfSections))
        var update = BatchUpdate()
        update.deletedSections = Array(sections)
        notify(update)
        refreshAggregate(wasShowing: nil, old: old)
    }

    /// The child's update, moved to this source's sections, goes up.
    public func child(_ child: DataSource, didPerform update: BatchUpdate, direction: SectionOperationDirection) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        // The child's first section is where it was: only children after it move.
        let global = update.offsettingSections(by: mapping.sectionOffsets[index])
        if !update.insertedSections.isEmpty || !update.deletedSections.isEmpty {
            mapping = ComposedMapping(sectionCounts: children.map(\.numberOfSections))
        }
        notify(global, direction: direction)
    }

    /// A child's state changed: the aggregate is worked out again; if it hides or shows items,
    /// that goes up as one update.
    public func childDidChangeLoadState(_ child: DataSource) {
        refreshAggregate(wasShowing: data, old: aggregateState)
    }

    private func refreshAggregate(wasShowing shown: CollectionData?, old: LoadState) {
        let shown = shown ?? data
        aggregateState = Self.aggregateLoadState(of: children.map(\.loadState))
        guard aggregateState != old else { return }
        loadStateDidChange(showing: shown)
    }
}
