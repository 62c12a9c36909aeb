/// Names of the supplementary and decoration kinds the built-in layouts use.
public enum ElementKind {
    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static let header = "header"
    /// A section footer (`UICollectionView.elementKindSectionFooter`).
    public static let footer = "footer"
    /// A section background decoration (the compositional layout's `background` decoration item).
    public static let background = "background"
}

extension ElementKind {
    /// A grid's hairline between two rows (a decoration view).
    public static let rowSeparator = "rowSeparator"
    /// A grid's hairline between two cells of a row (a decoration view).
    public static let columnSeparator = "columnSeparator"
    /// A grid's hairline along the bottom of a section (a decoration view).
    public static let sectionSeparator = "sectionSeparator"
    /// A grid's coloured background behind a section's cells (a decoration view).
    public static let sectionBackground = "sectionBackground"
}

extension ElementKind {
    /// A header above every section of a grid (the session's global header), at item n of section 0.
    public static let globalHeader = "globalHeader"
    /// What a grid section shows instead of its items while its data source has none (a supplementary view).
    public static let placeholder = "placeholder"
}
