import CollectionLayout
import CollectionView
import Pictures
import Rendering

/// `lowContrast`: text under WCAG 2's AA ratio — 4.5:1, or 3:1 for large text (18 points, or 14
/// bold) — against what is actually drawn beneath it: the frame is rendered without its text and,
/// for each run of text, the pixels under the run's letters are read; the background is the
/// one of median luminance, the text its colour drawn at its alpha over that. Every element with
/// text is judged: those the scene at rest does not show wholly, in frames drawn at the offsets
/// that bring them into view (`AuditSubject+Screens`). One finding an element: its worst run.
package enum LowContrastCheck: AuditCheck {
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        guard let frame = subject.textlessFrame else { return [] }
        var worst: [Int: (finding: AuditFinding, margin: Double)] = [:]
        // The elements whose text is judged (hidden ones and decorations draw none), and how each stacks.
        let judged = subject.elements.map { $0.isShown && $0.attributes.category != .decoration }
        let stacking = Stacking(judged: judged, zIndex: subject.elements.map(\.attributes.zIndex), area: subject.window.collectionFrame)
        var atRest: [Int: Rect] = [:]
        for (index, element) in subject.elements.enumerated() where judged[index] && element.windowFrame.intersects(stacking.area) {
            atRest[index] = element.windowFrame
        }
        judge(frame.image, runs: frame.runs, frames: atRest, stacking: stacking, in: subject, worst: &worst)
        subject.forEachScreenBeyondRest { screen in
            // Only the elements it is the first to show wholly: a run cut by the visible area's
            // edge reads what is beyond it, and one judged already would be judged the same.
            judge(screen.image, runs: screen.runs, frames: screen.frames, only: screen.newlyShown, stacking: stacking, in: subject, worst: &worst)
        }
        return worst.keys.sorted().compactMap { worst[$0]?.finding }
    }

    /// Which elements (by their index in `elements`) may own a run of text, and how they stack.
    private struct Stacking {
        /// Whether each element's text is judged.
        var judged: [Bool]
        /// Each element's zIndex.
        var zIndex: [Int]
        /// The collection's area in the picture.
        var area: Rect
    }

    /// Judges the runs of one frame drawn without text, the elements in view at `frames` (given
    /// `only`, just those), keeping each element's worst run in `worst` (by its index in `elements`).
    private static func judge(_ image: RGBAImage, runs: [GlyphRun], frames: [Int: Rect], only: Set<Int>? = nil, stacking: Stacking,
                              in subject: AuditSubject, worst: inout [Int: (finding: AuditFinding, margin: Double)]) {
        let candidates = frames.filter { stacking.judged[$0.key] }.sorted { $0.key < $1.key }
        for run in runs where !run.glyphs.isEmpty && run.color.alpha > 0 {
            let box = bounds(of: run)
            // The picture's point in the collection's coordinates (the window may show a device scaled);
            // the chrome's text (a toolbar over a tall cell's frame) is none of the collection's.
            let centre = subject.window.devicePoint(forWindowPoint: Point(x: box.midX, y: box.midY))
            guard stacking.area.contains(centre) else { continue }
            // The element the run belongs to: the frontmost one under its centre (the first in element order among equals).
            guard let index = candidates.filter({ $0.value.contains(centre) }).map(\.key)
                    .max(by: { stacking.zIndex[$0] < stacking.zIndex[$1] }),
                  only?.contains(index) ?? true,
                  let background = background(in: image, box: box) else { continue }
            let text = ContrastRatio.composite(run.color, over: background)
            let ratio = ContrastRatio.ratio(text, background)
            let bold = isBold(run.fontName)
            let required = ContrastRatio.required(pointSize: run.pointSize, bold: bold)
            guard ratio < required - 1e-9, (worst[index]?.margin ?? .infinity) > ratio / required else { continue }
            let finding = subject.finding(.lowContrast, subject.elements[index], [
                ("ratio", .number((ratio * 100).rounded() / 100)), ("required", .number(required)),
                ("text", .string(ContrastRatio.hex(text))), ("background", .string(ContrastRatio.hex(background))),
                ("pointSize", .number(run.pointSize)), ("bold", .bool(bold)),
            ])
            worst[index] = (finding, ratio / required)
        }
    }

    /// Whether a face counts as bold for WCAG's large-text rule (semibold and heavier).
    package static func isBold(_ fontName: String) -> Bool {
        let name = fontName.lowercased()
        return ["bold", "heavy", "black"].contains { name.contains($0) }
    }

    /// The box a run's letters cover, in window points: from its first glyph to a letter's width
    /// past its last, from the cap height above the baseline to the baseline.
    package static func bounds(of run: GlyphRun) -> Rect {
        let xs = run.glyphs.map(\.x)
        let minX = run.origin.x + (xs.min() ?? 0)
        let maxX = run.origin.x + (xs.max() ?? 0) + 0.55 * run.pointSize
        return Rect(x: minX, y: run.origin.y - 0.7 * run.pointSize, width: maxX - minX, height: 0.7 * run.pointSize)
    }

    /// The opaque colour of median luminance among the pixels in `box` (nil: none inside the
    /// picture): a histogram of the luminance in 1,024 steps, each step keeping its first colour.
    package static func background(in image: RGBAImage, box: Rect) -> Color? {
        let x0 = max(0, Int(box.minX.rounded(.down))), x1 = min(image.width, Int(box.maxX.rounded(.up)))
        let y0 = max(0, Int(box.minY.rounded(.down))), y1 = min(image.height, Int(box.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var counts = [Int](repeating: 0, count: 1024)
        var colors = [Color?](repeating: nil, count: 1024)
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in y0..<y1 {
                var i = (y * image.width + x0) * 4
                for _ in x0..<x1 {
                    let color = Color(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2])
                    let step = min(1023, Int(ContrastRatio.luminance(color) * 1023))
                    counts[step] += 1
                    if colors[step] == nil { colors[step] = color }
                    i += 4
                }
            }
        }
        var remaining = (x1 - x0) * (y1 - y0) / 2
        for step in 0..<1024 {
            remaining -= counts[step]
            if remaining < 0 { return colors[step] }
        }
        return colors.last { $0 != nil } ?? nil
    }
}
