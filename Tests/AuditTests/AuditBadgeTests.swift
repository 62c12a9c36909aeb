import Audit
import CollectionLayout
import Testing

/// Where a finding's badge sits, worked by hand on an 80 × 40 element at (100, 50) in a 400 × 300 picture,
/// badges 18 points wide: 6 points out from the top leading corner, the next one 20 points on.
struct AuditBadgeTests {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    let element = Rect(x: 100, y: 50, width: 80, height: 40)

    @Test func leftToRightOnTheTopLeftCorner() {
        #expect(AuditBadge.frame(on: element, stacked: 0, side: 18, rightToLeft: false, within: bounds) == Rect(x: 94, y: 44, width: 18, height: 18))
        #expect(AuditBadge.frame(on: element, stacked: 1, side: 18, rightToLeft: false, within: bounds).minX == 114)
    }

    /// 180 + 6 − 18 = 168, the next one 20 points to the left.
    @Test func rightToLeftOnTheTopRightCorner() {
        #expect(AuditBadge.frame(on: element, stacked: 0, side: 18, rightToLeft: true, within: bounds) == Rect(x: 168, y: 44, width: 18, height: 18))
        #expect(AuditBadge.frame(on: element, stacked: 1, side: 18, rightToLeft: true, within: bounds).minX == 148)
    }

    /// An element at the picture's edges: the badge stays 2 points inside (400 − 18 − 2 = 380).
    @Test func keptInsideThePicture() {
        let corner = Rect(x: 0, y: 0, width: 80, height: 40)
        #expect(AuditBadge.frame(on: corner, stacked: 0, side: 18, rightToLeft: false, within: bounds).origin == Point(x: 2, y: 2))
        let trailing = Rect(x: 320, y: 100, width: 80, height: 40)
        #expect(AuditBadge.frame(on: trailing, stacked: 0, side: 18, rightToLeft: true, within: bounds).minX == 380)
    }
}
