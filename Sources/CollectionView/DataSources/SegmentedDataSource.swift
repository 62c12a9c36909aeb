import CollectionLayout

/// Several children, one shown at a time (the session's `AAPLSegmentedDataSource`, behind the
/// Details | Episodes | Reviews control). Switching deletes the old child's sections and
/// inserts the new one's in one update, sliding right when the new segment is after the old.
/// Its state is the selected child's; the other children's changes are not shown and not reported.
public final class SegmentedDataSource: DataSource, DataSourceContainer {
    /// The children, in segment order.
    public let children: [DataSource]
    /// The selected segment, or nil when there are no children.
    public private(set) var selectedIndex: Int?

    /// A segmented source over `children` showing `selectedIndex` (the first unless told).
    public init(children: [DataSource], selectedIndex: Int = 0) throws(DataSourceError) {
        guard children.isEmpty || children.indices.contains(selectedIndex) else {
            throw DataSourceError("segment \(selectedIndex) does not exist: there are \(children.count) segments")
        }
        self.children = children
        self.selectedIndex = children.isEmpty ? nil : selectedIndex
        super.init()
        for child in children { try adopt(child) }
    }

    /// The selected child, if any.
    public var selectedChild: DataSource? { selectedIndex.map { children[$0] } }

    /// The selected child's sections.
    public override var numberOfSections: Int { selectedChild?.numberOfSections ?? 0 }
    /// The selected child's state.
    public override var loadState: LoadState { selectedChild?.loadState ?? .initial }
    /// The selected child's failed load's message.
    public override var loadingError: String? { selectedChild?.loadingError }
    /// The selected child's data.
    public override var data: CollectionData { selectedChild?.data ?? CollectionData(sections: []) }

    /// Starts the selected child's load at `time` (the sample loads the visible segment).
    public override func loadContent(at time: Double) {
        selectedChild?.loadContent(at: time)
    }

    /// Moves every child's clock to `time`, so a load started earlier finishes even if its
    /// segment is not shown.
    public override func advance(to time: Double) {
        for child in children { child.advance(to: time) }
    }

    /// Shows segment `index`: one update deletes the old child's sections and inserts the new
    /// child's, with the direction of the switch (none when not animated).
    public func selectChild(at index: Int, animated: Bool = true) throws(DataSourceError) {
        guard children.indices.contains(index) else {
            throw DataSourceError("segment \(index) does not exist: there are \(children.count) segments")
        }
        guard let old = selectedIndex, old != index else { return }
        let oldState = loadState
        var update = BatchUpdate()
        update.deletedSections = Array(0..<children[old].numberOfSections)
        selectedIndex = index
        update.insertedSections = Array(0..<children[index].numberOfSections)
        notify(update, direction: SectionOperationDirection(from: old, to: index, animated: animated))
        if loadState != oldState {
            if let parent { parent.childDidChangeLoadState(self) } else { delegate?.dataSourceDidChangeLoadState(self) }
        }
    }

    /// The selected child's update goes up unchanged; the others' are not shown.
    public func child(_ child: DataSource, didPerform update: BatchUpdate, direction: SectionOperationDirection) {
        guard child === selectedChild else { return }
        notify(update, direction: direction)
    }

    /// The selected child's state is this source's: its change goes up.
    public func childDidChangeLoadState(_ child: DataSource) {
        guard child === selectedChild else { return }
        if let parent { parent.childDidChangeLoadState(self) } else { delegate?.dataSourceDidChangeLoadState(self) }
    }
}
