/// What the benchmarks and soaks (the Bench module) read of the model's inside, read-only.
extension PlaygroundModel {
    /// How many times a headless capture waited a frame for pictures still decoding.
    package var pictureWaitCount: Int { cells.pictures.waitCount }
    /// Whether the window's audit has findings for what is shown (key U found them).
    package var hasWindowAudit: Bool { presentation.audit != nil }
    /// The items' ids, section by section, in the order shown.
    package var itemIDs: [[String]] { data.content.sections.map { $0.items.map(\.id) } }
}
