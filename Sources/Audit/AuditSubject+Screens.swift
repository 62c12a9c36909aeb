import CollectionLayout
import CollectionView
import Pictures
import Rendering

/// The rest of the content, for the checks that read pixels (`lowContrast`): the frames drawn
/// without text at the offsets that bring every element with text, that the scene at rest leaves
/// wholly or partly out of view, wholly into view — each offset puts the first element still
/// unseen (top first, then leading) at the top-leading corner of the visible area, within the
/// range scrolling reaches — with the elements' frames at that offset and which elements it is
/// the first to show wholly. The offset is put back after.
extension AuditSubject {
    /// One screen of the content drawn at an offset other than the rest.
    package struct Screen {
        /// The frame without text, at one pixel a point.
        package var image: RGBAImage
        /// The runs of text it would have drawn, in window points.
        package var runs: [GlyphRun]
        /// The frame in the picture at this offset of every element in view, even in part (by its index in `elements`).
        package var frames: [Int: Rect]
        /// The elements (indices in `elements`) with text this screen is the first to show wholly.
        package var newlyShown: Set<Int>
    }

    /// Whether `frame` lies wholly inside `visible` (to half a point); along a side where the
    /// frame is longer than the visible area, whether it spans all of it.
    package static func isWhollyShown(_ frame: Rect, in visible: Rect) -> Bool {
        func along(_ min: Double, _ max: Double, _ low: Double, _ high: Double) -> Bool {
            max - min > high - low ? min <= low + 0.5 && max >= high - 0.5 : min >= low - 0.5 && max <= high + 0.5
        }
        return along(frame.minX, frame.maxX, visible.minX, visible.maxX) && along(frame.minY, frame.maxY, visible.minY, visible.maxY)
    }

    /// Whether an element may draw text (a cell whose item has none does not).
    package func mayHaveText(_ element: Element) -> Bool {
        guard element.isShown, element.attributes.category != .decoration else { return false }
        guard let id = element.id else { return true }
        return window.shownContent.shownItem(id)?.hasText ?? true
    }

    /// The most screens beyond the rest read for one variant (a 100,000-item scene would need thousands).
    package static let screenLimit = 500

    /// Hands `body` each screen beyond the rest, in turn, until together they have shown every
    /// element with text the rest does not show wholly (none when the rest shows them all), at
    /// most `limit` of them (`unjudgedBeyondScreens` counts the elements left unseen then); each screen's pixels are valid only during its call. Each screen
    /// costs what is in view, not the whole content: a 100,000-item scene is walked screen by screen.
    package func forEachScreenBeyondRest(limit: Int = screenLimit, _ body: (Screen) -> Void) {
        let view = window.collectionView
        let visible = window.collectionFrame
        var unseen = elements.indices.filter { mayHaveText(elements[$0]) && !Self.isWhollyShown(elements[$0].windowFrame, in: visible) }
        unjudgedBeyondScreens = unseen.count
        guard !unseen.isEmpty else { return }
        unseen.sort { (elements[$0].windowFrame.minY, elements[$0].windowFrame.minX) < (elements[$1].windowFrame.minY, elements[$1].windowFrame.minX) }
        let isUnseen = Set(unseen)
        var seen = Set<Int>()
        var next = 0
        let index = Dictionary(elements.indices.map { (elements[$0].attributes.elementKey, $0) }, uniquingKeysWith: { first, _ in first })
        let rest = view.contentOffset, shownAtRest = view.effectiveContentOffset
        let inset = view.adjustedContentInset
        let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
        var count = 0
        while count < limit {
            while next < unseen.count && seen.contains(unseen[next]) { next += 1 }
            guard next < unseen.count else { break }
            let first = unseen[next]
            // The element asked for counts as seen even if the content's end keeps it partly out of view.
            seen.insert(first)
            // The offset (as shown) that puts the element's top-leading corner inside the insets' top-leading corner.
            let frame = elements[first].windowFrame
            let shown = Point(x: shownAtRest.x + frame.minX - visible.minX - inset.left, y: shownAtRest.y + frame.minY - visible.minY - inset.top)
            var x = view.contentOffset(forShown: shown).x
            // An element already shown across keeps the rest's sideways offset (and one shown down, the rest's vertical one).
            if frame.minX >= visible.minX - 0.5 && frame.maxX <= visible.maxX + 0.5 { x = rest.x }
            let y = frame.minY >= visible.minY - 0.5 && frame.maxY <= visible.maxY + 0.5 ? rest.y : shown.y
            view.setContentOffset(Point(x: min(max(minimum.x, x), maximum.x), y: min(max(minimum.y, y), maximum.y)))
            view.layoutIfNeeded()
            // The elements in view, by their index in `elements` (an element the layout did not have at rest: not this screen).
            var frames: [Int: Rect] = [:]
            var known = true
            for attributes in view.visibleAttributes() {
                guard let element = index[attributes.elementKey] else { known = false; break }
                frames[element] = view.windowFrame(for: attributes, collectionFrame: visible)
            }
            guard known, let drawn = drawTextless(reusingPixels: true) else { continue }
            let newly = Set(frames.filter { isUnseen.contains($0.key) && !seen.contains($0.key) && Self.isWhollyShown($0.value, in: visible) }.keys)
                .union([first].filter { frames[$0].map { Self.isWhollyShown($0, in: visible) } ?? false })
            count += 1
            body(Screen(image: drawn.image, runs: drawn.runs, frames: frames, newlyShown: newly))
            seen.formUnion(newly)
        }
        unjudgedBeyondScreens = unseen.count - seen.count
        view.setContentOffset(rest)
        view.layoutIfNeeded()
    }
}
