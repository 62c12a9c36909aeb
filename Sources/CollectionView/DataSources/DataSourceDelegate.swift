/// The owner of a root data source (the view controller of the session): it hears of every
/// change at global index paths and hands it to the collection view.
@MainActor
public protocol DataSourceDelegate: AnyObject {
    /// The data source changed; `update.update` and `update.resultingData` go to
    /// `CollectionView.performBatchUpdates(_:resultingData:)`.
    func dataSource(_ dataSource: DataSource, didPerform update: DataSourceUpdate)
    /// The data source's load state (its aggregate state for a composed one) changed.
    func dataSourceDidChangeLoadState(_ dataSource: DataSource)
}
