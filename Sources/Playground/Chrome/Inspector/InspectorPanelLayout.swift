import CollectionLayout
import SceneFormat

/// Where everything of the inspector panel goes, for drawing and for hit-testing alike: the
/// tabs, the title, one row for each parameter with its control, and the Save button (the
/// Audit tab's list of findings takes the room down to the bottom instead).
struct InspectorPanelLayout {
    /// One parameter's row.
    struct Row {
        /// The whole row.
        var frame: Rect
        /// The control's area: a slider's track, a segmented control, a switch.
        var control: Rect
        /// A segmented control's segments.
        var segments: [Rect]
        /// Where a slider's value is shown, at the row's top right: a click there opens the
        /// value's text field in its place (zero for other controls).
        var readout: Rect = .zero
    }

    /// How wide a slider's readout (and the text field that takes its place) is.
    static let readoutWidth = 72.0

    /// The panel.
    var frame: Rect
    /// The tabs' frames, in `InspectorTab.allCases` order.
    var tabs: [Rect]
    /// Where the title sits.
    var title: Rect
    /// The rows' area (rows outside it are clipped).
    var list: Rect
    /// The rows, as scrolled.
    var rows: [Row]
    /// The Save button.
    var saveButton: Rect
    /// The Copy as Swift button, above Save.
    var copyAsSwiftButton: Rect
    /// The UIKit and SwiftUI segments beside Copy as Swift, in `ExportFramework.allCases` order.
    var exportFrameworkSegments: [Rect]
    /// How tall all the rows are together.
    var contentHeight: Double

    /// The panel's width for a window width.
    static func width(forWindowWidth width: Double) -> Double {
        min(300, (width / 2).rounded(.down))
    }

    /// How tall a control's row is.
    static func rowHeight(_ control: InspectorParameter.Control) -> Double {
        switch control {
        case .slider: 50
        case .choice(let names): names.count > 2 ? 68 : 44
        case .toggle: 36
        case .node: 30
        case .buttons(let names, let labelled): (labelled ? 26 : 2) + 30 * Double((names.count + 2) / 3) + 6
        }
    }

    /// Lays the panel out in `frame` for these parameters, scrolled by `scroll`, below a note `noteHeight` tall.
    init(frame: Rect, parameters: [InspectorParameter], scroll: Double, noteHeight: Double = 0) {
        self.frame = frame
        let inner = frame.insetBy(dx: 14, dy: 0)
        let tabWidth = inner.width / Double(InspectorTab.allCases.count)
        tabs = InspectorTab.allCases.indices.map { index in
            Rect(x: inner.minX + Double(index) * tabWidth, y: frame.minY + 12, width: tabWidth, height: 28)
        }
        title = Rect(x: inner.minX, y: frame.minY + 50, width: inner.width, height: 24)
        saveButton = Rect(x: inner.minX, y: frame.maxY - 62, width: inner.width, height: 30)
        copyAsSwiftButton = Rect(x: inner.minX, y: saveButton.minY - 38, width: max(0, inner.width - 128), height: 30)
        let segmentWidth = 60.0, segmentsTop = saveButton.minY - 38
        exportFrameworkSegments = ExportFramework.allCases.indices.map {
            Rect(x: inner.maxX - 2 * segmentWidth + Double($0) * segmentWidth, y: segmentsTop, width: segmentWidth, height: 30)
        }
        list = Rect(x: frame.minX, y: frame.minY + 82, width: frame.width, height: max(0, copyAsSwiftButton.minY - 10 - (frame.minY + 82)))
        var y = list.minY + noteHeight - scroll
        var rows: [Row] = []
        for parameter in parameters {
            let height = Self.rowHeight(parameter.control)
            let row = Rect(x: inner.minX, y: y, width: inner.width, height: height)
            switch parameter.control {
            case .slider:
                rows.append(Row(frame: row, control: Rect(x: row.minX + 8, y: row.minY + 28, width: row.width - 16, height: 14), segments: [],
                                readout: Rect(x: row.maxX - Self.readoutWidth, y: row.minY + 4, width: Self.readoutWidth, height: 22)))
            case .choice(let names):
                // Two choices sit beside the label; more take the row's width below it.
                let control = names.count > 2 ? Rect(x: row.minX, y: row.minY + 32, width: row.width, height: 26)
                    : Rect(x: row.maxX - 168, y: row.minY + 8, width: 168, height: 26)
                let width = control.width / Double(max(1, names.count))
                rows.append(Row(frame: row, control: control, segments: names.indices.map {
                    Rect(x: control.minX + Double($0) * width, y: control.minY, width: width, height: control.height)
                }))
            case .toggle:
                rows.append(Row(frame: row, control: Rect(x: row.maxX - 40, y: row.minY + 7, width: 40, height: 22), segments: []))
            case .node:
                rows.append(Row(frame: row, control: row.insetBy(dx: 0, dy: 2), segments: []))
            case .buttons(let names, let labelled):
                let control = Rect(x: row.minX, y: row.minY + (labelled ? 26 : 2), width: row.width, height: height - (labelled ? 32 : 8))
                // Three to a line; fewer share the row's width.
                let width = control.width / Double(min(3, max(1, names.count)))
                rows.append(Row(frame: row, control: control, segments: names.indices.map {
                    Rect(x: control.minX + Double($0 % 3) * width, y: control.minY + Double($0 / 3) * 30, width: width, height: 30)
                }))
            }
            y += height
        }
        self.rows = rows
        contentHeight = parameters.reduce(0) { $0 + Self.rowHeight($1.control) }
    }

    /// The furthest the list scrolls.
    var maximumScroll: Double { max(0, contentHeight - list.height) }

    /// The Audit tab's list of findings: below the title, down to the panel's bottom (it has no buttons).
    var auditList: Rect {
        Rect(x: frame.minX, y: list.minY, width: frame.width, height: max(0, frame.maxY - 8 - list.minY))
    }
}
