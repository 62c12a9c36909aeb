/// Names of the supplementary and decoration kinds the built-in layouts use.
public enum ElementKind {
    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static let header = "header"
    /// A section footer (`UICollectionView.elementKindSectionFooter`).
    public static let footer = "footer"
}
