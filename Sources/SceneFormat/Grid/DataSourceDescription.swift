import CollectionView

/// The data-source structure of a scene (scene key `dataSource`): the WWDC 2014 session's
/// basic, composed and segmented data sources over the scene's sections, each section in exactly
/// one basic source, with how each source's load ends and when.
public indirect enum DataSourceDescription: Sendable {
    /// One scene section.
    case basic(BasicSourceDescription)
    /// Children shown one after the other.
    case composed(children: [DataSourceDescription])
    /// Children shown one at a time behind a segmented control in a header.
    case segmented(SegmentedSourceDescription)

    /// Every section id the structure names, in order.
    package var sectionIDs: [String] {
        switch self {
        case .basic(let basic): [basic.sectionID]
        case .composed(let children): children.flatMap(\.sectionIDs)
        case .segmented(let segmented): segmented.children.flatMap(\.sectionIDs)
        }
    }
}

/// A basic data source in a scene: its section, title, load and placeholders.
public struct BasicSourceDescription: Sendable {
    /// The scene section the source holds.
    public var sectionID: String
    /// The source's title (a segment's label).
    public var title: String?
    /// How its load ends and when; nil: the items are there from the start.
    public var load: SceneLoad?
    /// What it shows when the load finds nothing.
    public var noContent: DataSourcePlaceholder?
    /// What it shows when the load fails (a nil message takes the error's).
    public var error: DataSourcePlaceholder?

    /// Creates a description.
    public init(sectionID: String, title: String? = nil, load: SceneLoad? = nil,
                noContent: DataSourcePlaceholder? = nil, error: DataSourcePlaceholder? = nil) {
        self.sectionID = sectionID
        self.title = title
        self.load = load
        self.noContent = noContent
        self.error = error
    }
}

/// A scripted load (scene key `load`): after `after` seconds of the scene's clock it ends with
/// the section's items, with nothing, or with an error message.
public struct SceneLoad: Sendable, Equatable {
    /// How a load ends.
    public enum Outcome: Sendable, Equatable {
        /// The section's items arrive.
        case content
        /// Nothing is found.
        case noContent
        /// The load fails with this message.
        case error(String)
    }

    /// Seconds from the scene's start to the end of the load.
    public var after: Double
    /// How it ends.
    public var outcome: Outcome

    /// Creates a load.
    public init(after: Double, outcome: Outcome) {
        self.after = after
        self.outcome = outcome
    }
}

/// A segmented data source in a scene: its children (segments), the one shown first, and its
/// control's header.
public struct SegmentedSourceDescription: Sendable {
    /// The segments, in order.
    public var children: [DataSourceDescription]
    /// The segment shown first.
    public var selected: Int
    /// Whether the header holding the segmented control pins under the global headers.
    public var pinToVisibleBounds: Bool

    /// Creates a description.
    public init(children: [DataSourceDescription], selected: Int = 0, pinToVisibleBounds: Bool = true) {
        self.children = children
        self.selected = selected
        self.pinToVisibleBounds = pinToVisibleBounds
    }
}
