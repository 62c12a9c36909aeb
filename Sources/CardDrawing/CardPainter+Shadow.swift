import CollectionLayout
import CollectionView

/// The soft shadow under a card or a disc, deeper the higher the card sits.
extension CardPainter {
    /// The soft shadow a card casts: resting cards a little, cards stacked above others (cover
    /// flow's turned cards, the piles) more, a card in front — above the others and facing the
    /// viewer (cover flow's centred card, the circle's raised one) — more still, a lifted or
    /// pinched card the most.
    package func paintShadow(_ frame: Rect, cornerRadius: Double, zIndex: Int, facingViewer: Bool = true, alpha: Double,
                     into list: inout DrawList) {
        let (blur, drop, opacity): (Double, Double, Double) = switch Self.shadowDepth(zIndex: zIndex, facingViewer: facingViewer) {
        case 3: (18, 10, 0.26)
        case 2: (14, 8, 0.24)
        case 1: (10, 5, 0.18)
        default: (5, 2, 0.10)
        }
        let strength = palette == .dark ? min(1, opacity * 2.4) : opacity
        list.append(.shadow(frame.offsetBy(dx: 0, dy: drop), cornerRadius: cornerRadius, blur: blur,
                            color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((strength * alpha * 255).rounded()))))
    }

    /// How deep a card sits, which its shadow shows: 0 resting, 1 turned above others, 2 in front
    /// and facing the viewer, 3 lifted or pinched (zIndex 1,000 and up).
    package static func shadowDepth(zIndex: Int, facingViewer: Bool) -> Int {
        zIndex >= 1_000 ? 3 : zIndex > 0 ? (facingViewer ? 2 : 1) : 0
    }
}
