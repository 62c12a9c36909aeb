import CollectionLayout
import SceneFormat
import Typography

/// Self-sizing for picture cards (`PictureCardLayout`): the picture's aspect ratio, read from
/// its file's header when the scene loaded, decides the card's height at the offered width (a
/// vertical layout: the waterfall, the mosaic) or its width at the offered height (a horizontal
/// row: `sizesWidth`) — so the first layout is already right and nothing moves when the pixels
/// arrive. A picture that cannot be read keeps the size offered.
extension CardSizer {
    package func preferredPictureCard(_ item: SceneItem, fitting attributes: LayoutAttributes, sizesWidth: Bool) -> LayoutAttributes? {
        guard let aspect = item.picture?.aspectRatio else { return nil }
        var preferred = attributes
        if sizesWidth {
            // Keep the height: the width whose layout asks for that height (the text below a
            // poster, the text beside a thumbnail, taken at the width the picture alone gives).
            let height = attributes.size.height
            guard height > 0 else { return nil }
            switch item.cardStyle {
            case .thumbnail:
                let side = min(PictureCardLayout.thumbnailSide(for: category), height)
                let text = (try? CardContent(item: item, width: 100_000, height: height, category: category, fonts: fonts,
                                             measurer: measurer, hyphenationFactor: hyphenationFactor, accentEdge: 0))
                let textWidth = max(text?.title?.width ?? 0, text?.subtitle?.width ?? 0)
                preferred.size.width = (side + 3 * CardContent.padding + textWidth).rounded(.up)
            case .poster:
                let guess = layout(item, aspect: aspect, width: (height * aspect).rounded())
                let textHeight = guess.preferredHeight - guess.pictureArea.height
                preferred.size.width = max(CardContent.minimumHeight, ((height - textHeight) * aspect).rounded())
            case .text, .photo, .overlay:
                preferred.size.width = max(1, (height * aspect).rounded())
            }
            return preferred
        }
        preferred.size.height = layout(item, aspect: aspect, width: attributes.size.width).preferredHeight
        return preferred
    }

    /// The card's layout at `width`, sizing itself.
    private func layout(_ item: SceneItem, aspect: Double, width: Double) -> PictureCardLayout {
        PictureCardLayout(item: item, style: item.cardStyle, aspect: aspect, width: width, height: nil, category: category,
                          fonts: fonts, measurer: measurer, hyphenationFactor: hyphenationFactor, direction: .leftToRight)
    }
}
