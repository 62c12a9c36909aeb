import CollectionLayout

/// One section of items with stable ids (the session's `AAPLBasicDataSource`), with a load
/// state machine. Edits change the items at once; while the source is obscured (loading its
/// first content, no content, error, or a parent loading) they are not reported but queued,
/// and delivered as one update when the source shows its items again.
public final class BasicDataSource: DataSource {
    /// The section's stable id.
    public let sectionID: String
    /// The items' ids, the model (shown unless the source is obscured).
    public private(set) var items: [String]
    /// The load this source runs when asked to load, if any.
    public var loadScript: LoadScript?

    private var machine = LoadableContentStateMachine()
    private var error: String?
    private var pendingLoad: (due: Double, outcome: LoadOutcome)?

    /// A source of one section, `sectionID`, holding `items`.
    public init(sectionID: String, items: [String] = [], loadScript: LoadScript? = nil) {
        self.sectionID = sectionID
        self.items = items
        self.loadScript = loadScript
    }

    /// One section.
    public override var numberOfSections: Int { 1 }
    /// The state machine's state.
    public override var loadState: LoadState { machine.currentState }
    /// Loading its first content, no content and error hide the items.
    public override var hidesItems: Bool {
        switch machine.currentState {
        case .loadingContent, .noContent, .error: true
        case .initial, .contentLoaded, .refreshingContent: false
        }
    }
    /// The failed load's message, in the error state.
    public override var loadingError: String? { machine.currentState == .error ? error : nil }
    /// When the scripted load under way ends on the caller's clock, or nil when none is under way.
    public var pendingLoadEnd: Double? { pendingLoad?.due }
    /// The section, with no items while obscured.
    public override var data: CollectionData {
        CollectionData(sections: [CollectionData.Section(id: sectionID, itemIDs: isObscured ? [] : items)])
    }

    // MARK: Edits

    /// Inserts `ids` at `index` (0…count).
    public func insertItems(_ ids: [String], at index: Int) throws(DataSourceError) {
        guard (0...items.count).contains(index) else { throw outOfRange(index, count: items.count + 1) }
        var update = BatchUpdate()
        update.insertedItems = ids.indices.map { IndexPath(item: index + $0, section: 0) }
        items.insert(contentsOf: ids, at: index)
        report(update)
    }

    /// Deletes the items at `indexes`.
    public func deleteItems(at indexes: [Int]) throws(DataSourceError) {
        let unique = Set(indexes)
        if let bad = unique.first(where: { !items.indices.contains($0) }) { throw outOfRange(bad, count: items.count) }
        var update = BatchUpdate()
        update.deletedItems = unique.sorted().map { IndexPath(item: $0, section: 0) }
        for index in unique.sorted(by: >) { items.remove(at: index) }
        report(update)
    }

    /// Moves the item at `from` to `to` (an index after the move).
    public func moveItem(from: Int, to: Int) throws(DataSourceError) {
        guard items.indices.contains(from) else { throw outOfRange(from, count: items.count) }
        guard items.indices.contains(to) else { throw outOfRange(to, count: items.count) }
        var update = BatchUpdate()
        update.movedItems = [.init(from: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))]
        items.insert(items.remove(at: from), at: to)
        report(update)
    }

    /// Reloads the items at `indexes` (their content changed; ids stay).
    public func reloadItems(at indexes: [Int]) throws(DataSourceError) {
        let unique = Set(indexes)
        if let bad = unique.first(where: { !items.indices.contains($0) }) { throw outOfRange(bad, count: items.count) }
        var update = BatchUpdate()
        update.reloadedItems = unique.sorted().map { IndexPath(item: $0, section: 0) }
        report(update)
    }

    /// Reloads the whole section.
    public func reloadSection() {
        var update = BatchUpdate()
        update.reloadedSections = [0]
        report(update)
    }

    /// Replaces the items; the change is reported as the difference by id.
    public func setItems(_ ids: [String]) {
        let old = data
        items = ids
        // While obscured the difference stays queued: it goes up when the items are shown.
        if !isObscured { notify(SnapshotDiff.update(from: old, to: data)) }
    }

    /// Takes the items the collection view already shows, reporting nothing: after a move the
    /// user made by dragging (UIKit's `moveItemAt:to:`, where the data source updates its model
    /// and the view has already moved the cell) or an edit its owner applied to the view itself.
    /// Refused while the source is obscured (its section shows no items to take).
    public func acceptItemsShown(_ ids: [String]) throws(DataSourceError) {
        guard !isObscured else {
            throw DataSourceError("the section \"\(sectionID)\" is showing its placeholder: its items change when it loads")
        }
        items = ids
    }

    /// Reports an edit, or (obscured) leaves it queued: the items changed but what is shown did
    /// not; the difference goes up as one update when the items are shown again.
    private func report(_ update: BatchUpdate) {
        if !isObscured { notify(update) }
    }

    private func outOfRange(_ index: Int, count: Int) -> DataSourceError {
        DataSourceError("index \(index) is out of range: the section \"\(sectionID)\" has \(count) places")
    }

    // MARK: Loading

    /// Enters `state`, or throws and changes nothing when the state table does not allow it.
    /// Items that become shown or hidden, and queued edits, go up as one update. A scripted
    /// load under way is cancelled: the state was decided by hand.
    public func transition(to state: LoadState) throws(DataSourceError) {
        let old = data
        let before = machine.currentState
        try machine.enter(state)
        pendingLoad = nil
        guard state != before else { return }
        loadStateDidChange(showing: old)
    }

    /// Begins a load: the first load (from initial, or loading again) is `loadingContent`, any
    /// later one `refreshingContent` (the sample's `beginLoading`). Legal from every state; it
    /// supersedes a scripted load under way, as a new load does in the sample.
    public func beginLoading() {
        let target: LoadState = machine.currentState == .initial || machine.currentState == .loadingContent
            ? .loadingContent : .refreshingContent
        try? transition(to: target)
    }

    /// Ends a load with its outcome: content replaces the items, no content empties them, an
    /// error keeps them (hidden) with its message. Refused unless a load is under way.
    public func endLoading(_ outcome: LoadOutcome) throws(DataSourceError) {
        let target: LoadState
        switch outcome {
        case .content: target = .contentLoaded
        case .noContent: target = .noContent
        case .error: target = .error
        }
        guard machine.currentState == .loadingContent || machine.currentState == .refreshingContent else {
            throw DataSourceError("cannot end a load in the \(machine.currentState) state: no load is under way")
        }
        let old = data
        switch outcome {
        case .content(let ids): items = ids
        case .noContent: items = []
        case .error(let message): error = message
        }
        try machine.enter(target)
        pendingLoad = nil
        loadStateDidChange(showing: old)
    }

    /// Starts the load script (if any) at `time`.
    public override func loadContent(at time: Double) {
        guard let loadScript else { return }
        beginLoading()
        pendingLoad = (time + loadScript.duration, loadScript.outcome)
    }

    /// Finishes the scripted load if it is due by `time`.
    public override func advance(to time: Double) {
        guard let load = pendingLoad, load.due <= time else { return }
        pendingLoad = nil
        // A load under way is always allowed to end (loading or refreshing → its outcome).
        try? endLoading(load.outcome)
    }
}
