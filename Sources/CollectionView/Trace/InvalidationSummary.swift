import CollectionLayout

/// What an invalidation context says, as a trace shows it: its flags, the index paths it names
/// and its adjustments.
public struct InvalidationSummary: Hashable, Sendable, CustomStringConvertible {
    /// The flags that are set, by their UIKit names (`invalidateEverything`, …).
    public var flags: [String]
    /// The cells it names.
    public var items: [IndexPath]
    /// The supplementary views it names, as `kind [section, item]`.
    public var supplementaries: [String]
    /// The decoration views it names, as `kind [section, item]`.
    public var decorations: [String]
    /// `contentSizeAdjustment`.
    public var contentSizeAdjustment: Size
    /// `contentOffsetAdjustment`.
    public var contentOffsetAdjustment: Point

    /// The summary of a context.
    public init(_ context: InvalidationContext) {
        var flags: [String] = []
        if context.invalidateEverything { flags.append("invalidateEverything") }
        if context.invalidateDataSourceCounts { flags.append("invalidateDataSourceCounts") }
        if context.invalidateFlowLayoutDelegateMetrics { flags.append("invalidateFlowLayoutDelegateMetrics") }
        if context.invalidateFlowLayoutAttributes { flags.append("invalidateFlowLayoutAttributes") }
        self.flags = flags
        items = context.invalidatedItemIndexPaths
        supplementaries = context.invalidatedSupplementaryIndexPaths.sorted { $0.key < $1.key }
            .flatMap { kind, paths in paths.map { "\(kind) \($0)" } }
        decorations = context.invalidatedDecorationIndexPaths.sorted { $0.key < $1.key }
            .flatMap { kind, paths in paths.map { "\(kind) \($0)" } }
        contentSizeAdjustment = context.contentSizeAdjustment
        contentOffsetAdjustment = context.contentOffsetAdjustment
    }

    /// One line: flags, `items [0, 3]`, the views named, the adjustments that are not zero.
    public var description: String {
        var parts = flags
        if !items.isEmpty {
            let shown = items.prefix(8).map(\.description).joined(separator: " ")
            parts.append("items \(shown)\(items.count > 8 ? " … (\(items.count))" : "")")
        }
        if !supplementaries.isEmpty { parts.append("supplementary \(supplementaries.prefix(4).joined(separator: ", "))\(supplementaries.count > 4 ? " … (\(supplementaries.count))" : "")") }
        if !decorations.isEmpty { parts.append("decoration \(decorations.prefix(4).joined(separator: ", "))\(decorations.count > 4 ? " … (\(decorations.count))" : "")") }
        if contentSizeAdjustment != .zero { parts.append("contentSizeAdjustment \(LayoutCall.format(contentSizeAdjustment))") }
        if contentOffsetAdjustment != .zero { parts.append("contentOffsetAdjustment \(LayoutCall.format(contentOffsetAdjustment))") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
}
