/// One change of a data source as its owner receives it: the batch update at the source's index
/// paths, the data after it, and the direction sections slide in.
public struct DataSourceUpdate: Sendable {
    /// The changes, at index paths of the source that reports them (global at the root).
    public var update: BatchUpdate
    /// The whole source's data after the update: what `performBatchUpdates(_:resultingData:)` takes.
    public var resultingData: CollectionData
    /// The direction inserted and deleted sections slide, for the animation.
    public var direction: SectionOperationDirection

    /// Creates an update.
    public init(update: BatchUpdate, resultingData: CollectionData, direction: SectionOperationDirection = .none) {
        self.update = update
        self.resultingData = resultingData
        self.direction = direction
    }
}
