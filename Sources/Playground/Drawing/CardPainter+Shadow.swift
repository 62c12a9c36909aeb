import CollectionLayout
import CollectionView

/// The soft shadow under a card or a disc, deeper the higher the card sits.
extension CardPainter {
    /// The soft shadow a card casts: resting cards a little, cards stacked above others (cover
    /// flow's turned cards, the piles) more, a card in front — above the others and facing the
    /// viewer (cover flow's centred card, the circle's raised one) — more still, a lifted or
    /// pinched card the most.
    func paintShadow(_ frame: Rect, cornerRadius: Double, zIndex: Int, facingViewer: Bool = true, alpha: Double,
                     into list: inout DrawList) {
        let (blur, drop, opacity): (Double, Double, Double) =
            zIndex >= 1_000 ? (18, 10, 0.26) : zIndex > 0 ? (facingViewer ? (14, 8, 0.24) : (10, 5, 0.18)) : (5, 2, 0.10)
        let strength = palette == .dark ? min(1, opacity * 2.4) : opacity
        list.append(.shadow(frame.offsetBy(dx: 0, dy: drop), cornerRadius: cornerRadius, blur: blur,
                            color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((strength * alpha * 255).rounded()))))
    }
}
