import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Pictures
import Playground
import Rendering
import SceneFormat
import Typography

/// `playground sheet [SCENE] --out F.png`: one picture of the same scene along two or three
/// axes — text sizes, layouts, appearances, directions, devices, pseudo-languages, accessibility settings — as a labelled grid: the first axis given
/// runs across the columns, the others down the rows (their values joined, "AX3 · dark"), every
/// variant at one shared scale, the collection alone (no toolbar). The sheet's size is checked
/// against the picture budget before anything is drawn; the same command gives the same bytes.
public enum SheetCommand {
    /// One axis of a sheet and the values along it.
    public enum Axis: Sendable, Equatable {
        /// Text sizes (`--categories`).
        case categories([String])
        /// Layouts (`--layouts`).
        case layouts([String])
        /// Appearances (`--appearances`).
        case appearances([String])
        /// Layout directions (`--directions`: ltr, rtl).
        case directions([String])
        /// Device presets (`--devices`).
        case devices([String])
        /// Pseudo-languages (`--pseudo-languages`: none, doubleLength, accented, bounded, rightToLeft).
        case pseudoLanguages([String])
        /// Bold Text (`--bold-texts`: off, on).
        case boldTexts([String])
        /// Contrasts (`--contrasts`: normal, increased).
        case contrasts([String])
        /// Reduce Transparency (`--reduce-transparencies`: off, on).
        case reduceTransparencies([String])
        /// Differentiate Without Color (`--differentiate-without-colors`: off, on).
        case differentiateWithoutColors([String])

        /// The values along the axis.
        package var values: [String] {
            switch self {
            case .categories(let values), .layouts(let values), .appearances(let values), .directions(let values), .devices(let values),
                 .pseudoLanguages(let values), .boldTexts(let values), .contrasts(let values), .reduceTransparencies(let values),
                 .differentiateWithoutColors(let values):
                values
            }
        }

        /// A value as its column or row is titled: the value, or — where it alone says too little —
        /// with its axis ("Bold Text on", "increased contrast").
        package func title(of value: String) -> String {
            switch self {
            case .boldTexts: "Bold Text \(value)"
            case .reduceTransparencies: "Reduce Transparency \(value)"
            case .differentiateWithoutColors: "Differentiate Without Color \(value)"
            case .contrasts: "\(value) contrast"
            default: value
            }
        }

        /// The options with this axis at one of its values, parsed (a bad one is the view option's one line).
        package func applied(_ value: String, to options: ViewOptions) throws(InputError) -> ViewOptions {
            var options = options
            switch self {
            case .categories: options.category = try ContentSizeCategory.parse(value)
            case .layouts: options.layout = try LayoutChoice.parse(value)
            case .appearances: options.appearance = try Appearance.parse(value)
            case .directions: options.direction = try LayoutDirection.parse(value)
            case .devices: options.device = try DevicePreset.parse(value)
            case .pseudoLanguages: options.pseudoLanguage = try PseudoLanguage.parse(value, option: "--pseudo-languages")
            case .boldTexts: options.show(.boldText, on: try Self.isOn(value, option: "--bold-texts"))
            case .contrasts: options.contrast = try Contrast.parse(value, option: "--contrasts")
            case .reduceTransparencies: options.show(.reduceTransparency, on: try Self.isOn(value, option: "--reduce-transparencies"))
            case .differentiateWithoutColors: options.show(.differentiateWithoutColor, on: try Self.isOn(value, option: "--differentiate-without-colors"))
            }
            return options
        }

        /// An on-or-off axis's value: `on` or `off`, else the option's one line.
        private static func isOn(_ value: String, option: String) throws(InputError) -> Bool {
            guard value == "on" || value == "off" else { throw InputError("\(option) must be one of: off, on, got \"\(value)\"") }
            return value == "on"
        }
    }

    /// Space around and between the pictures, in points.
    package static let gap = 16.0
    /// The height of the column titles' row, in points.
    package static let titleHeight = 36.0

    /// Renders the sheet, its cells spread over `workers`, and writes it to `output` (a `.png`).
    @MainActor
    public static func run(_ options: ViewOptions, axes: [Axis], scale: Double, output: String,
                           workers: PictureWorkers = .inProcess) throws {
        guard output.lowercased().hasSuffix(".png") else { throw InputError("--out must name a .png file, got \"\(output)\"") }
        guard let image = try makeSheet(options, axes: axes, scale: scale, workers: workers) else { return }
        try AtomicFile.writePNG(image, to: output)
    }

    /// Renders the sheet for `axes` (at least one, each with at least one value) of the scene
    /// `options` name, at `scale` pixels a point, in this process.
    @MainActor
    public static func render(_ options: ViewOptions, axes: [Axis], scale: Double) throws -> RGBAImage {
        guard let image = try makeSheet(options, axes: axes, scale: scale, workers: .inProcess) else {
            preconditionFailure("only a worker process makes no sheet")
        }
        return image
    }

    /// The sheet `render` describes, its cells spread over `workers` — or, in a worker process,
    /// nil once it has made the cells its parent handed it.
    @MainActor
    private static func makeSheet(_ options: ViewOptions, axes: [Axis], scale: Double, workers: PictureWorkers) throws -> RGBAImage? {
        guard !axes.isEmpty else {
            throw InputError("a sheet needs at least one axis: --categories, --layouts, --appearances, --directions, --devices, --pseudo-languages, "
                             + "--bold-texts, --contrasts, --reduce-transparencies or --differentiate-without-colors")
        }
        guard axes.count <= 3 else { throw InputError("a sheet takes at most three axes, got \(axes.count)") }
        for axis in axes where axis.values.isEmpty { throw InputError("every axis of a sheet needs at least one value") }
        guard scale == 1 || scale == 2 || scale == 3 else { throw InputError("--scale must be 1, 2 or 3, got \(JSONWriter.format(scale))") }
        var base = options
        base.showsChrome = false
        let columns = axes[0]
        let rows: [[(Axis, String)]] = axes.dropFirst().reduce([[]]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [(axis, $0)] } }
        }
        // Every variant's options; a bad value fails here, before anything is drawn.
        var variants: [[ViewOptions]] = []
        for row in rows {
            var line: [ViewOptions] = []
            for value in columns.values {
                var variant = try columns.applied(value, to: base)
                for (axis, rowValue) in row { variant = try axis.applied(rowValue, to: variant) }
                line.append(variant)
            }
            variants.append(line)
        }
        let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: options.fontsDirectory))
        try fonts.loadAll()
        let measurer = fonts.makeMeasurer()
        let labelFace = try fonts.face(.semibold)
        let rowTitles = rows.map { $0.map { $0.0.title(of: $0.1) }.joined(separator: " · ") }
        let titleWidth = rowTitles.allSatisfy(\.isEmpty) ? 0
            : (rowTitles.map { measurer.measure($0, font: labelFace, pointSize: 15).width }.max() ?? 0).rounded(.up) + gap
        // The size of each variant (before any is rendered), for the grid and the budget.
        let sizes = try variants.map { line in try line.map { try $0.viewSizeWithoutBuilding() } }
        let columnWidths = columns.values.indices.map { column in sizes.map { $0[column].width }.max() ?? 0 }
        let rowHeights = sizes.map { line in line.map(\.height).max() ?? 0 }
        let total = Size(width: gap + titleWidth + columnWidths.reduce(0) { $0 + $1 + gap },
                         height: titleHeight + rowHeights.reduce(0) { $0 + $1 + gap } + gap)
        let pixels = FrameBudget.pixelSize(of: total, scale: scale)
        try FrameBudget.check(width: pixels.width, height: pixels.height, subject: "the sheet",
                              asked: FrameBudget.describe(total, scale: scale), remedy: "use fewer values, a smaller --size or --scale")
        // Each variant, rendered on the simulated clock like `shot`, placed in its cell (in points).
        var cells: [(variant: ViewOptions, x: Double, y: Double)] = []
        var y = titleHeight
        for (row, line) in variants.enumerated() {
            var x = gap + titleWidth
            for (column, variant) in line.enumerated() {
                cells.append((variant, x, y))
                x += columnWidths[column] + gap
            }
            y += rowHeights[row] + gap
        }
        // The titles, drawn once on the sheet's background — not in a worker, which makes cells only.
        var sheet: RGBAImage?
        if !workers.isWorker {
            var list = DrawList(size: total, background: Color(hex: 0xFFFFFF))
            var x = gap + titleWidth
            for (column, value) in columns.values.enumerated() {
                let label = measurer.measure(columns.title(of: value), font: labelFace, pointSize: 15)
                for run in label.glyphRuns(at: Point(x: x + (columnWidths[column] - label.width) / 2, y: (titleHeight - label.height) / 2 + 4),
                                           color: Color(hex: 0x1C1C1E)) { list.append(.text(run)) }
                x += columnWidths[column] + gap
            }
            y = titleHeight
            for (row, title) in rowTitles.enumerated() {
                let label = measurer.measure(title, font: labelFace, pointSize: 15)
                for run in label.glyphRuns(at: Point(x: gap, y: y + (rowHeights[row] - label.height) / 2), color: Color(hex: 0x1C1C1E)) {
                    list.append(.text(run))
                }
                y += rowHeights[row] + gap
            }
            let canvas = try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: fonts)
            sheet = canvas.render(list, scale: scale)
        }
        let columnCount = columns.values.count
        try workers.perform(jobs: cells.count, folder: nil,
                            name: { "the cell \([rowTitles[$0 / columnCount], columns.values[$0 % columnCount]].filter { !$0.isEmpty }.joined(separator: " · "))" },
                            make: { try cells[$0].variant.makeModelAtMoment().renderedFrame(scale: scale).workerPayload },
                            receive: { cell, payload in
            sheet?.blit(try RGBAImage(workerPayload: payload), x: Int((cells[cell].x * scale).rounded()), y: Int((cells[cell].y * scale).rounded()))
        })
        return sheet
    }
}

extension ViewOptions {
    /// The picture's size in points these options give (a device's screen, `--size`, or the
    /// scene's viewport), read without building the model.
    package func viewSizeWithoutBuilding() throws -> Size {
        let scene = try loadScene()
        if let preset = devicePreset(scene: scene) {
            return preset.screenSize(orientation ?? scene.orientation)
        }
        return size ?? scene.viewport
    }
}
