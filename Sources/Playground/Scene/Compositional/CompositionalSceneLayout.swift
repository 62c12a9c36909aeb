import CollectionLayout

/// A compositional layout as a scene describes it (contract.md "Compositional layouts in
/// scenes"): the configuration and the section every scene section uses unless it describes
/// its own. Values, so a scene stays `Sendable`; `makeLayout` builds UIKit's objects from them.
public struct CompositionalSceneLayout: Sendable {
    /// The axis the sections follow.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing = 0.0
    /// A header above all sections and a footer below them.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// The section description every scene section starts from.
    public var section: SectionDescription

    /// Creates a description from its default section.
    public init(section: SectionDescription) {
        self.section = section
    }
}
