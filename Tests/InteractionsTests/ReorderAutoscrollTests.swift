import CollectionLayout
@testable import Interactions
import Testing

/// A lifted cell near an edge scrolls the content, worked by hand: a 48-point zone, 900 points a second at the edge.
@Suite struct ReorderAutoscrollTests {
    private let frame = Rect(x: 0, y: 100, width: 400, height: 600)

    @Test func nearAnEdgeTheContentScrollsTowardsItFasterTheCloser() {
        // 12 points inside the top edge: (48 − 12) / 48 × 900 = 675 points a second up; 0.1 s: 67.5.
        #expect(ReorderAutoscroll.scroll(pointer: Point(x: 200, y: 112), frame: frame, scrollsVertically: true, seconds: 0.1)
                == Point(x: 0, y: -67.5))
        // At the bottom edge itself: 900 down.
        #expect(ReorderAutoscroll.scroll(pointer: Point(x: 200, y: 700), frame: frame, scrollsVertically: true, seconds: 1)
                == Point(x: 0, y: 900))
        // In the middle, or 48 points in: nothing.
        #expect(ReorderAutoscroll.scroll(pointer: Point(x: 200, y: 400), frame: frame, scrollsVertically: true, seconds: 1) == .zero)
        #expect(ReorderAutoscroll.scroll(pointer: Point(x: 200, y: 148), frame: frame, scrollsVertically: true, seconds: 1) == .zero)
        // Content that scrolls sideways: 24 points inside the right edge, 450 points a second right.
        #expect(ReorderAutoscroll.scroll(pointer: Point(x: 376, y: 400), frame: frame, scrollsVertically: false, seconds: 1)
                == Point(x: 450, y: 0))
    }
}
