/// The direction a paragraph is read in (UIKit's `NSWritingDirection`).
public enum WritingDirection: Hashable, Sendable, CaseIterable {
    /// From the paragraph's first strong character (UAX #9 rules P2–P3); left to right when it has none.
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft

    /// 0, 1 or 2: for indexing the measurer's caches.
    var hashCode: Int {
        switch self {
        case .natural: 0
        case .leftToRight: 1
        case .rightToLeft: 2
        }
    }
}
