import AppSupport
import CollectionLayout
import CollectionView
import Typography

/// The trace of the collection view's conversation with its layout: recorded while the
/// inspector is open (or a command asks for it), listed frame by frame on the inspector's Calls
/// tab, and the elements an invalidation named flashing in the window.
extension PlaygroundModel {
    /// The calls recorded so far, when tracing.
    public var layoutTrace: LayoutTrace? { collectionView.trace }

    /// Starts recording the collection view's calls to its layouts (nothing changes if it already is).
    func startTracing() {
        guard collectionView.trace == nil else { return }
        let trace = LayoutTrace()
        trace.time = time
        collectionView.trace = trace
    }

    /// How long an invalidated element flashes, in seconds.
    static let invalidationFlashDuration = 0.6

    /// When the last invalidation's flash has faded, while one is fading in the open inspector.
    var invalidationFlashesEndTime: Double? {
        guard chrome.inspector.isOpen, let last = collectionView.trace?.lastInvalidationTime else { return nil }
        let end = last + Self.invalidationFlashDuration
        return end > time ? end : nil
    }

    /// The elements the invalidations of the last moments named, each with how far its flash has
    /// faded (1 just now, 0 gone): what the window highlights while the inspector is open.
    func invalidationFlashes() -> [(indexPath: CollectionLayout.IndexPath?, strength: Double)] {
        guard let trace = collectionView.trace else { return [] }
        var flashes: [(CollectionLayout.IndexPath?, Double)] = []
        for entry in trace.entries.reversed() {
            let age = time - entry.time
            if age > Self.invalidationFlashDuration { break }
            guard case .invalidateLayout(let summary) = entry.call else { continue }
            let strength = 1 - max(0, age) / Self.invalidationFlashDuration
            if summary.flags.contains("invalidateEverything") { flashes.append((nil, strength)) }
            for indexPath in summary.items { flashes.append((indexPath, strength)) }
        }
        return flashes
    }

    /// Draws the flashes: a tinted cell for each item an invalidation named, an outline round
    /// the whole collection for an invalidation of everything.
    func drawInvalidationFlashes(into list: inout DrawList) {
        let flashes = invalidationFlashes()
        guard !flashes.isEmpty else { return }
        let frame = collectionFrame
        let flash = Color(hex: 0xFF9500)
        list.append(.pushClip(frame))
        // What is on screen, by cell, looked up once for all the flashes.
        var shown: [String: LayoutAttributes] = [:]
        for element in collectionView.presentationElements() {
            if case .cell(let id) = element.identity { shown[id] = element.attributes }
        }
        var seen = Set<CollectionLayout.IndexPath>()
        var everything = false
        for (indexPath, strength) in flashes {
            guard let indexPath else {
                if !everything { list.append(.stroke(frame.insetBy(dx: 1, dy: 1), color: flash.withAlphaMultiplied(by: strength), width: 3)) }
                everything = true
                continue
            }
            guard seen.insert(indexPath).inserted, let id = collectionView.data.itemID(at: indexPath), let attributes = shown[id] else { continue }
            let box = collectionView.windowFrame(for: attributes, collectionFrame: frame)
            list.append(.fill(box, color: flash.withAlphaMultiplied(by: 0.35 * strength), cornerRadius: 6))
            list.append(.stroke(box, color: flash.withAlphaMultiplied(by: strength), width: 2))
        }
        list.append(.popClip)
    }

    /// The Calls tab: the newest calls that fit, oldest at the top, under a heading for each frame.
    func drawTrace(in box: Rect, font: FontFace, into list: inout DrawList) {
        guard let trace = collectionView.trace, let heading = try? fonts.face(.semibold) else { return }
        if trace.entries.isEmpty {
            drawText("No calls yet: scroll, resize or change something.", at: Point(x: box.minX, y: box.minY), width: box.width,
                     font: font, size: 12, color: palette.secondaryLabel, into: &list)
            return
        }
        let lineHeight = 14.0
        let capacity = Int(box.height / lineHeight)
        // Lines from the newest call back, each frame's calls under its heading, until the box is full.
        var lines: [(text: String, face: FontFace, color: Color, indent: Double)] = []
        let entries = trace.entries
        for index in entries.indices.reversed() {
            let entry = entries[index]
            // The delegate's and the data source's callbacks say whose they are; the rest are the layout's.
            let receiver = [LayoutTrace.delegateReceiver, LayoutTrace.dataSourceReceiver].contains(entry.layout) ? "\(entry.layout): " : ""
            var block: [(text: String, face: FontFace, color: Color, indent: Double)] = [
                (receiver + entry.call.shortName + (entry.count > 1 ? "  ×\(entry.count)" : ""), font, palette.label, 8)
            ]
            let details = entry.call.details
            if !details.isEmpty { block.append((details, font, palette.secondaryLabel, 20)) }
            if index == 0 || entries[index - 1].frame != entry.frame {
                block.insert(("Frame \(entry.frame) · t = \(JSONWriter.format(entry.time)) s", heading, palette.label, 0), at: 0)
            }
            guard lines.count + block.count <= capacity else { break }
            lines.insert(contentsOf: block, at: 0)
        }
        var y = box.minY
        for line in lines {
            let measured = measurer.measure(line.text, font: line.face, pointSize: 10.5, width: box.width - line.indent, maxLines: 1)
            for run in measured.glyphRuns(at: Point(x: box.minX + line.indent, y: y), color: line.color) { list.append(.text(run)) }
            y += lineHeight
        }
    }
}
