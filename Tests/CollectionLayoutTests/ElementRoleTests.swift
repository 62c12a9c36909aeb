import CollectionLayout
import Testing

/// The role an element of a kind the playground does not name plays, from where it sits against
/// its section's items (frames worked by hand: a section's items from (10, 60) to (490, 180)).
@Suite struct ElementRoleTests {
    private let items = Rect(x: 10, y: 60, width: 480, height: 120)

    private func supplementary(_ frame: Rect) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: "section-header-element-kind", with: IndexPath(item: 0, section: 0))
        attributes.frame = frame
        return attributes
    }

    private func decoration(_ frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
        var attributes = LayoutAttributes(forDecorationViewOfKind: "section-background-element-kind", with: IndexPath(item: 0, section: 0))
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    @Test func aSupplementaryAboveTheItemsIsAHeaderBelowAFooterOnOneABadge() {
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 0, y: 16, width: 500, height: 44)), items: items) == .header)
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 0, y: 180, width: 500, height: 30)), items: items) == .footer)
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 230, y: 55, width: 20, height: 20)), items: items) == .badge)
        // Beside the items, as tall as they are: a horizontal section's header and footer.
        #expect(ElementRole.inferred(for: supplementary(Rect(x: -40, y: 60, width: 40, height: 120)), items: items) == .header)
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 490, y: 60, width: 40, height: 120)), items: items) == .footer)
        // A section without items: its supplementary view heads it.
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 0, y: 0, width: 500, height: 44)), items: nil) == .header)
    }

    @Test func aBandAcrossTheItemsIsAPinnedHeaderNotABadge() {
        // Pinned to the visible bounds 100 points down the section: over the items, across their whole width.
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 10, y: 100, width: 480, height: 44)), items: items) == .header)
        // Sideways, across their whole height.
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 200, y: 60, width: 40, height: 120)), items: items) == .header)
        // Across most of the width but not all of it: still a badge.
        #expect(ElementRole.inferred(for: supplementary(Rect(x: 20, y: 100, width: 400, height: 44)), items: items) == .badge)
    }

    @Test func aDecorationBehindOrAroundTheItemsIsTheirBackground() {
        #expect(ElementRole.inferred(for: decoration(Rect(x: 0, y: 50, width: 500, height: 140)), items: items) == .background)
        #expect(ElementRole.inferred(for: decoration(Rect(x: 600, y: 0, width: 10, height: 10), zIndex: -1), items: items) == .background)
        #expect(ElementRole.inferred(for: decoration(Rect(x: 600, y: 0, width: 10, height: 10)), items: items) == nil)
    }
}
