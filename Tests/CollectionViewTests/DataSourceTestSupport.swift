import CollectionLayout
@testable import CollectionView

/// The owner of a root data source in the tests: records what arrives and hands every update to
/// a real collection view, which checks that it adds up (UIKit's rules) or refuses it.
@MainActor
final class DataSourceOwner: DataSourceDelegate {
    let view: CollectionView
    var updates: [DataSourceUpdate] = []
    var states: [LoadState] = []
    var refusals: [BatchUpdateError] = []

    /// An owner whose collection view starts with `source`'s data.
    init(_ source: DataSource) {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 40))
        view = CollectionView(data: source.data, layout: flow, viewportSize: Size(width: 320, height: 480))
        source.delegate = self
    }

    func dataSource(_ dataSource: DataSource, didPerform update: DataSourceUpdate) {
        updates.append(update)
        do {
            try view.performBatchUpdates(update.update, resultingData: update.resultingData)
        } catch {
            refusals.append(error)
        }
    }

    func dataSourceDidChangeLoadState(_ dataSource: DataSource) {
        states.append(dataSource.loadState)
    }
}

/// Hand-built data: section ids and their items.
func handBuilt(_ sections: [(String, [String])]) -> CollectionData {
    CollectionData(sections: sections.map { CollectionData.Section(id: $0.0, itemIDs: $0.1) })
}
