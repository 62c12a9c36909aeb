import CollectionLayout

/// A compositional layout as a scene describes it (contract.md "Compositional layouts in
/// scenes"): the configuration and the section every scene section uses unless it describes
/// its own. Values, so a scene stays `Sendable`; `makeLayout` builds UIKit's objects from them.
public struct CompositionalSceneLayout: Sendable {
    /// The axis the sections follow.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing = 0.0
    /// What sections' content insets are measured from unless a section says (the
    /// configuration's `contentInsetsReference`).
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// A header above all sections and a footer below them.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// The section description every scene section starts from.
    public var section: SectionDescription
    /// Whether the scene gave `section` (false: every scene section has its own, and `section`
    /// only stands for sections added later).
    public var hasDefaultSection = true
    /// The list every section is (a scene's `"kind": "list"`), in place of `section`; nil: not a list.
    public var list: ListConfiguration?

    /// Creates a description from its default section.
    public init(section: SectionDescription) {
        self.section = section
    }
}

extension CompositionalSceneLayout {
    /// One full-width row a section, each as tall as its text: the description used when even
    /// the built-in page cannot be read.
    package static var singleColumn: CompositionalSceneLayout {
        let item = ItemDescription(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        var group = ItemDescription(layoutSize: item.layoutSize)
        var content = GroupContent(kind: .horizontal)
        content.subitems = [item]
        group.group = content
        var section = SectionDescription(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
        return CompositionalSceneLayout(section: section)
    }
}
