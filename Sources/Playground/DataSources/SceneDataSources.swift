import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// The data sources a scene describes (`dataSource`), built as the session's objects: a basic
/// source per section, composed and segmented sources above them. It knows which scene section
/// each basic source holds, the segmented sources (for their controls), and works out, for the
/// sections shown now, which show a placeholder and which headers carry a segmented control.
@MainActor
final class SceneDataSources {
    /// The root of the tree; its data is what the collection view shows.
    let root: DataSource
    /// Each basic source by the id of the scene section it holds.
    private(set) var basicSources: [String: BasicDataSource] = [:]
    /// The segmented sources, in the order the description lists them.
    private(set) var segmentedSources: [SegmentedDataSource] = []
    /// Each segmented source's segment titles.
    private(set) var segmentTitles: [ObjectIdentifier: [String]] = [:]
    /// Whether each segmented source's control pins.
    private(set) var segmentPins: [ObjectIdentifier: Bool] = [:]

    /// Builds the tree for `description` over `sections`; a section with a load starts empty.
    init(_ description: DataSourceDescription, sections: [SceneSection]) throws(InputError) {
        var basics: [String: BasicDataSource] = [:]
        var segmented: [SegmentedDataSource] = []
        var titles: [ObjectIdentifier: [String]] = [:]
        var pins: [ObjectIdentifier: Bool] = [:]
        let sectionsByID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func build(_ node: DataSourceDescription) throws(DataSourceError) -> DataSource {
            switch node {
            case .basic(let basic):
                let section = sectionsByID[basic.sectionID]
                let ids = section?.items.map(\.id) ?? []
                let source = BasicDataSource(sectionID: basic.sectionID, items: basic.load == nil ? ids : [])
                source.title = basic.title ?? section?.headerText ?? basic.sectionID
                if let placeholder = basic.noContent { source.noContentPlaceholder = placeholder }
                if let placeholder = basic.error { source.errorPlaceholder = placeholder }
                if let load = basic.load {
                    let outcome: LoadOutcome
                    switch load.outcome {
                    case .content: outcome = .content(ids)
                    case .noContent: outcome = .noContent
                    case .error(let message): outcome = .error(message)
                    }
                    source.loadScript = LoadScript(duration: load.after, outcome: outcome)
                }
                basics[basic.sectionID] = source
                return source
            case .composed(let children):
                var built: [DataSource] = []
                for child in children { built.append(try build(child)) }
                let composed = try ComposedDataSource(children: built)
                // A composition is named after its first child (its segment's label).
                composed.title = built.first?.title
                return composed
            case .segmented(let description):
                var built: [DataSource] = []
                for child in description.children { built.append(try build(child)) }
                let source = try SegmentedDataSource(children: built, selectedIndex: description.selected)
                titles[ObjectIdentifier(source)] = built.map { $0.title ?? "" }
                pins[ObjectIdentifier(source)] = description.pinToVisibleBounds
                segmented.append(source)
                return source
            }
        }
        do {
            root = try build(description)
        } catch {
            throw InputError(error.description)
        }
        basicSources = basics
        segmentedSources = segmented
        segmentTitles = titles
        segmentPins = pins
    }

    /// A segmented source's segment titles.
    func titles(of source: SegmentedDataSource) -> [String] { segmentTitles[ObjectIdentifier(source)] ?? [] }

    /// Whether a segmented source's control pins.
    func pins(_ source: SegmentedDataSource) -> Bool { segmentPins[ObjectIdentifier(source)] ?? true }

    /// When the last scripted load under way ends, or nil when none is under way.
    var pendingLoadEnd: Double? { basicSources.values.compactMap(\.pendingLoadEnd).max() }

    /// What each shown section displays instead of its items, by global section: the whole
    /// screen's one loading indicator (a composition loading its first content shows it in its
    /// first section and covers the rest), or a basic source's own placeholder.
    func placeholders() -> [Int: (layout: GridPlaceholder, content: DataSourcePlaceholder)] {
        var result: [Int: (layout: GridPlaceholder, content: DataSourcePlaceholder)] = [:]
        var section = 0
        func walk(_ source: DataSource, coveredBy cover: Bool) {
            let start = section
            switch source {
            case let composed as ComposedDataSource:
                if !cover, composed.hidesItems, let placeholder = composed.placeholder {
                    // One indicator for the composition, in its first section; the others covered.
                    let first = section
                    for child in composed.children { walk(child, coveredBy: true) }
                    if section > first { result[first] = (.shown(minimumHeight: Self.placeholderMinimumHeight), placeholder) }
                    return
                }
                for child in composed.children { walk(child, coveredBy: cover) }
            case let segmented as SegmentedDataSource:
                if let child = segmented.selectedChild { walk(child, coveredBy: cover) }
            default:
                section += source.numberOfSections
                guard section > start else { return }
                if cover {
                    for index in start..<section { result[index] = (.covered, .activityIndicator) }
                } else if let placeholder = source.placeholder {
                    result[start] = (.shown(minimumHeight: Self.placeholderMinimumHeight), placeholder)
                }
            }
        }
        walk(root, coveredBy: false)
        return result
    }

    /// The segmented source whose control heads each shown section (the first section of its
    /// selected child), by global section.
    func segmentedControls() -> [Int: SegmentedDataSource] {
        var result: [Int: SegmentedDataSource] = [:]
        var section = 0
        func walk(_ source: DataSource) {
            switch source {
            case let composed as ComposedDataSource:
                for child in composed.children { walk(child) }
            case let segmented as SegmentedDataSource:
                if result[section] == nil { result[section] = segmented }
                if let child = segmented.selectedChild { walk(child) }
            default:
                section += source.numberOfSections
            }
        }
        walk(root)
        return result
    }

    /// The shortest a placeholder is, in points.
    static let placeholderMinimumHeight = 220.0
}
