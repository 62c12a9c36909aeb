import CollectionLayout
import CollectionView

/// The bookshelf's shelf under a row of cards.
extension CardPainter {
    /// A bookshelf's shelf: a plank with a lighter top edge and a soft shadow under it.
    package func paintShelf(frame: Rect, alpha: Double, into list: inout DrawList) {
        let wood = palette == .dark ? Color(hex: 0x6B4A2F) : Color(hex: 0xB07A4A)
        let edge = palette == .dark ? Color(hex: 0x8A6443) : Color(hex: 0xD09A66)
        list.append(.shadow(frame.offsetBy(dx: 0, dy: 3), cornerRadius: 2, blur: 6,
                            color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((0.25 * alpha * 255).rounded()))))
        list.append(.fill(frame, color: wood.withAlphaMultiplied(by: alpha), cornerRadius: 2))
        list.append(.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(3, frame.height / 3)),
                          color: edge.withAlphaMultiplied(by: alpha), cornerRadius: 0))
    }
}
