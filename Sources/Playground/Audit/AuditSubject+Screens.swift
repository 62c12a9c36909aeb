import CollectionLayout
import CollectionView
import Rendering

/// The rest of the content, for the checks that read pixels (`lowContrast`): the frames drawn
/// without text at the offsets that bring every element with text, that the scene at rest leaves
/// wholly or partly out of view, wholly into view — each offset puts the first element still
/// unseen (top first, then leading) at the top-leading corner of the visible area, within the
/// range scrolling reaches — with the elements' frames at that offset and which elements it is
/// the first to show wholly. The offset is put back after.
extension AuditSubject {
    /// One screen of the content drawn at an offset other than the rest.
    struct Screen {
        /// The frame without text, at one pixel a point.
        var image: RGBAImage
        /// The runs of text it would have drawn, in window points.
        var runs: [GlyphRun]
        /// Every element's frame in the picture at this offset, in `elements` order.
        var frames: [Rect]
        /// The elements (indices in `elements`) with text this screen is the first to show wholly.
        var newlyShown: Set<Int>
    }

    /// Whether `frame` lies wholly inside `visible` (to half a point); along a side where the
    /// frame is longer than the visible area, whether it spans all of it.
    static func isWhollyShown(_ frame: Rect, in visible: Rect) -> Bool {
        func along(_ min: Double, _ max: Double, _ low: Double, _ high: Double) -> Bool {
            max - min > high - low ? min <= low + 0.5 && max >= high - 0.5 : min >= low - 0.5 && max <= high + 0.5
        }
        return along(frame.minX, frame.maxX, visible.minX, visible.maxX) && along(frame.minY, frame.maxY, visible.minY, visible.maxY)
    }

    /// Whether an element may draw text (a cell whose item has none does not).
    func mayHaveText(_ element: Element) -> Bool {
        guard element.isShown, element.attributes.category != .decoration else { return false }
        guard let id = element.id else { return true }
        return model.content.item(id)?.hasText ?? true
    }

    /// Hands `body` each screen beyond the rest, in turn, until together they have shown every
    /// element with text the rest does not show wholly (none when the rest shows them all), at
    /// most `limit` of them; each screen's pixels are valid only during its call.
    func forEachScreenBeyondRest(limit: Int = 500, _ body: (Screen) -> Void) {
        let view = model.collectionView
        let visible = model.collectionFrame
        var unseen = elements.indices.filter { mayHaveText(elements[$0]) && !Self.isWhollyShown(elements[$0].windowFrame, in: visible) }
        guard !unseen.isEmpty else { return }
        unseen.sort { (elements[$0].windowFrame.minY, elements[$0].windowFrame.minX) < (elements[$1].windowFrame.minY, elements[$1].windowFrame.minX) }
        let rest = view.contentOffset, shownAtRest = view.effectiveContentOffset
        let inset = view.adjustedContentInset
        let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
        var count = 0
        while let first = unseen.first, count < limit {
            // The offset (as shown) that puts the element's top-leading corner inside the insets' top-leading corner.
            let frame = elements[first].windowFrame
            let shown = Point(x: shownAtRest.x + frame.minX - visible.minX - inset.left, y: shownAtRest.y + frame.minY - visible.minY - inset.top)
            var x = view.contentOffset(forShown: shown).x
            // An element already shown across keeps the rest's sideways offset (and one shown down, the rest's vertical one).
            if frame.minX >= visible.minX - 0.5 && frame.maxX <= visible.maxX + 0.5 { x = rest.x }
            let y = frame.minY >= visible.minY - 0.5 && frame.maxY <= visible.maxY + 0.5 ? rest.y : shown.y
            view.setContentOffset(Point(x: min(max(minimum.x, x), maximum.x), y: min(max(minimum.y, y), maximum.y)))
            view.layoutIfNeeded()
            let attributes = view.allAttributes()
            guard attributes.count == elements.count, let drawn = drawTextless(reusingPixels: true) else {
                unseen.removeFirst()
                continue
            }
            let frames = attributes.map { view.windowFrame(for: $0, collectionFrame: visible) }
            let newly = Set(unseen.filter { Self.isWhollyShown(frames[$0], in: visible) })
            count += 1
            body(Screen(image: drawn.image, runs: drawn.runs, frames: frames, newlyShown: newly))
            // The element asked for counts as seen even if the content's end kept it partly out of view.
            unseen.removeAll { $0 == first || newly.contains($0) }
        }
        view.setContentOffset(rest)
        view.layoutIfNeeded()
    }
}
