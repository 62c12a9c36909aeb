import CollectionLayout
import SceneFormat

/// A vertical flow scene's `columns.minimumWidth`: as many columns of at least that width as fit
/// in one section — between that section's own left and right insets, with its own inter-item
/// spacing — sharing the width. Each section is fitted on its own, as a UIKit app's
/// `collectionView(_:layout:sizeForItemAt:)` works the width out from the section's insets.
struct FittedColumns: Sendable, Equatable {
    /// The smallest width a column may have.
    var minimumWidth: Double

    /// The columns of a scene's layout, or nil when it does not fit them (no `columns`, or a
    /// horizontal flow, whose lines run down the screen).
    init?(_ settings: SceneLayout) {
        guard let minimum = settings.minimumColumnWidth, settings.scrollDirection == .vertical else { return nil }
        minimumWidth = minimum
    }

    /// Whether some section's own side insets or spacing differ from `base` (the scene layout's), so
    /// its fitted column does too; otherwise every section's column is `base`'s, at any width.
    static func differBySection(_ sections: [SceneSection], base: FlowSectionMetrics) -> Bool {
        sections.contains { section in
            let metrics = section.layout.applied(to: base)
            return metrics.sectionInset.left + metrics.sectionInset.right != base.sectionInset.left + base.sectionInset.right
                || metrics.minimumInteritemSpacing != base.minimumInteritemSpacing
        }
    }

    /// The item width in a section `containerWidth` wide with `metrics` (its insets and spacing):
    /// n columns where n·w + (n − 1)·spacing fits the width inside the insets with w ≥ the
    /// minimum (at least one), w rounded down to a whole point so rounding never pushes the last
    /// column onto a line of its own; nil when the container has no width yet.
    func itemWidth(containerWidth: Double, metrics: FlowSectionMetrics) -> Double? {
        guard containerWidth > 0 else { return nil }
        let available = containerWidth - metrics.sectionInset.left - metrics.sectionInset.right
        let spacing = metrics.minimumInteritemSpacing
        let columns = max(1, Int(((available + spacing) / (minimumWidth + spacing)).rounded(.down)))
        return max(1, ((available - Double(columns - 1) * spacing) / Double(columns)).rounded(.down))
    }

    /// The width a vertical flow's sections lay out in, `viewWidth` wide: the view less the sides
    /// its section insets are measured from — the adjusted content inset's (`.contentInset`), the
    /// safe area's or the layout margins' — as a UIKit app's `sizeForItemAt` works it out.
    static func containerWidth(viewWidth: Double, reference: FlowSectionInsetReference,
                               adjustedContentInset: EdgeInsets, safeArea: EdgeInsets, layoutMargins: EdgeInsets) -> Double {
        let sides = switch reference {
        case .contentInset: adjustedContentInset
        case .safeArea: safeArea
        case .layoutMargins: layoutMargins
        }
        return max(0, viewWidth - sides.left - sides.right)
    }
}

