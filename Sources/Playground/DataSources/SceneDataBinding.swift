import CollectionView
import SceneFormat

/// Owns the scene's data as the collection view shows it: the sections and items now, the
/// scene's data sources when it describes them, and the last updates they reported.
struct SceneDataBinding {
    /// How many reported updates are kept.
    static let reportedUpdatesLimit = 20

    /// The sections and items as they are now (the collection view's data source).
    let content: SceneContent
    /// The scene's data sources, when it describes them (`dataSource`).
    private(set) var sources: SceneDataSources?
    /// The last updates the data sources reported, at global index paths, newest last.
    private(set) var reportedUpdates: [BatchUpdate] = []

    /// Data showing `content`, fed by `sources`.
    init(content: SceneContent, sources: SceneDataSources?) {
        self.content = content
        self.sources = sources
    }

    /// Keeps an update a data source reported (the last 20).
    mutating func report(_ update: BatchUpdate) {
        reportedUpdates.append(update)
        if reportedUpdates.count > Self.reportedUpdatesLimit { reportedUpdates.removeFirst() }
    }
}
