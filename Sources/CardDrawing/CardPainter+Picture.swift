import CollectionLayout
import CollectionView
import Pictures
import SceneFormat
import Typography

/// Picture cards (`PictureCardLayout`): the picture where its style puts it, placed by its
/// content mode exactly as `UIImageView` places it, cut to the card's rounded corners; the
/// item's colour stands in until the pixels arrive and the picture fades in over it (0.2 s); a
/// picture that cannot be read shows a broken-picture glyph on its colour. Pictures are never
/// mirrored right to left; the text is.
extension CardPainter {
    package func paintPictureCard(_ item: SceneItem, frame: Rect, cornerRadius: Double, alpha: Double, selected: Bool,
                          into list: inout DrawList) {
        guard let picture = item.picture else { return }
        let style = item.cardStyle
        let layout = pictureLayout(for: item, size: frame.size)
        let accent = (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha)
        let area = Rect(x: frame.minX + layout.pictureArea.minX, y: frame.minY + layout.pictureArea.minY,
                        width: layout.pictureArea.width, height: layout.pictureArea.height)
        let areaRadius: Double, corners: PictureComposer.Corners
        switch style {
        case .thumbnail:
            areaRadius = picture.cornerRadius ?? 8
            corners = .all
        case .poster:
            areaRadius = picture.cornerRadius ?? cornerRadius
            corners = .top
        case .text, .photo, .overlay:
            areaRadius = picture.cornerRadius ?? cornerRadius
            corners = .all
        }
        if style == .poster || style == .thumbnail {
            // A card face around the picture, as the text card's.
            list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.cardEdge.withAlphaMultiplied(by: alpha), cornerRadius: cornerRadius + 1))
            list.append(.fill(frame, color: (selected ? palette.selectedCard : palette.card).withAlphaMultiplied(by: alpha),
                              cornerRadius: cornerRadius))
        }
        // The placeholder: the item's colour where the picture goes (a poster's only at the top
        // corners rounded). Right after the shadow, an opaque fill lets the renderer skip the
        // shadow's pixels it covers.
        if corners == .top {
            list.append(.pushClip(area))
            list.append(.fill(Rect(x: area.minX, y: area.minY, width: area.width, height: area.height + areaRadius),
                              color: accent, cornerRadius: areaRadius))
            list.append(.popClip)
        } else {
            list.append(.fill(area, color: accent, cornerRadius: areaRadius))
        }
        let reflection = layout.reflectionArea.map { Rect(x: frame.minX + $0.minX, y: frame.minY + $0.minY, width: $0.width, height: $0.height) }
        paintPicture(picture, area: area, radius: areaRadius, corners: corners, alpha: alpha, reflection: reflection, into: &list)
        if let scrim = layout.scrim {
            // A legible scrim along the foot, the card's bottom corners kept.
            list.append(.pushClip(Rect(x: frame.minX, y: frame.minY + scrim.minY, width: frame.width, height: scrim.height)))
            // Reduce Transparency: the scrim opaque.
            list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: reducesTransparency ? 255 : 115).withAlphaMultiplied(by: alpha),
                              cornerRadius: cornerRadius))
            list.append(.popClip)
        }
        guard let text = layout.text else { return }
        let onPicture = style == .overlay
        let origin = Point(x: frame.minX + layout.textOrigin.x, y: frame.minY + layout.textOrigin.y)
        list.append(.pushClip(frame))
        let titleColor = onPicture ? Color(hex: 0xFFFFFF) : palette.label
        let subtitleColor = onPicture ? Color(red: 255, green: 255, blue: 255, alpha: 220) : palette.secondaryLabel
        for run in text.title?.glyphRuns(at: origin, color: titleColor.withAlphaMultiplied(by: alpha), boxWidth: text.textWidth,
                                         layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        for run in text.subtitle?.glyphRuns(at: Point(x: origin.x, y: origin.y + text.subtitleOffset),
                                            color: subtitleColor.withAlphaMultiplied(by: alpha), boxWidth: text.textWidth,
                                            layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        list.append(.popClip)
    }

    /// A row's artwork (a grid or table row of a `thumbnail` item): the picture in a rounded
    /// square on its colour.
    package func paintArtwork(_ item: SceneItem, in area: Rect, alpha: Double, into list: inout DrawList) {
        guard let picture = item.picture else { return }
        let radius = picture.cornerRadius ?? 8
        list.append(.fill(area, color: (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: radius))
        paintPicture(picture, area: area, radius: radius, corners: .all, alpha: alpha, into: &list)
    }

    /// The picture in `area` (window points): its pixels once decoded, faded in as they arrive
    /// (over its preview, when one came first); its preview, faded in likewise, until then; the
    /// broken-picture glyph when it cannot be read; nothing more while it is on its way.
    func paintPicture(_ picture: ScenePicture, area: Rect, radius: Double, corners: PictureComposer.Corners,
                              alpha: Double, reflection: Rect? = nil, into list: inout DrawList) {
        guard let pictures, picture.header != nil,
              let key = PictureStore.key(for: picture, area: area.size, scale: pixelScale) else {
            return paintBrokenPicture(in: area, alpha: alpha, into: &list)
        }
        /// Draws `decoded` (filed under `decodedKey`) composed into the area, and its reflection.
        func draw(_ decoded: RGBAImage, as decodedKey: PictureKey, arrivedAt: Double) {
            let drawn = picture.drawnRect(in: area.size)
            let composeKey = ComposeKey(picture: decodedKey, pixelWidth: Int((area.width * pixelScale).rounded()),
                                        pixelHeight: Int((area.height * pixelScale).rounded()),
                                        drawn: [drawn.x, drawn.y, drawn.width, drawn.height].map { Int(($0 * pixelScale * 100).rounded()) },
                                        radius: Int((radius * pixelScale * 100).rounded()), corners: corners.rawValue)
            let shown = pictures.composed.picture(for: composeKey) {
                PictureComposer.compose(decoded, drawn: drawn, area: PictureSize(width: area.width, height: area.height),
                                        scale: pixelScale, cornerRadius: radius, corners: corners)
            }
            let fade = min(1, max(0, (time - arrivedAt) / PictureStore.fadeDuration))
            list.append(.picture(shown, frame: area, alpha: alpha * fade))
            if let reflection, reflection.height >= 1 {
                // The cover's reflection on the shelf: its foot mirrored, fading out downwards.
                var reflectionKey = composeKey
                reflectionKey.variant = 1
                let rows = Int((reflection.height * pixelScale).rounded())
                let mirrored = pictures.composed.picture(for: reflectionKey) {
                    PictureComposer.reflection(of: RGBAImage(width: shown.width, height: shown.height, bytes: shown.bytes),
                                               rows: rows, startAlpha: Self.reflectionStrength)
                }
                list.append(.picture(mirrored, frame: reflection, alpha: alpha * fade))
            }
        }
        switch pictures.state(of: key) {
        case .pending: return
        case .failed: return paintBrokenPicture(in: area, alpha: alpha, into: &list)
        case .preview(let preview, let arrivedAt):
            // The embedded thumbnail, scaled up where the picture goes (its content mode's rectangle).
            draw(preview, as: key.preview, arrivedAt: arrivedAt)
        case .loaded(let decoded, let arrivedAt):
            // While the decode fades in, the preview it replaces stays beneath it.
            if time - arrivedAt < PictureStore.fadeDuration, let preview = pictures.preview(of: key) {
                draw(preview.picture, as: key.preview, arrivedAt: preview.arrivedAt)
            }
            draw(decoded, as: key, arrivedAt: arrivedAt)
        }
    }

    /// How strong a cover's reflection is where it meets the cover (it fades to nothing below).
    package static let reflectionStrength = 0.35

    /// Where a picture card's picture and text go in a cell of `size` (the same for drawing, prefetching and `dump`).
    package func pictureLayout(for item: SceneItem, size: Size) -> PictureCardLayout {
        PictureCardLayout(item: item, style: item.cardStyle, aspect: item.picture?.aspectRatio, width: size.width, height: size.height,
                          category: category, fonts: fonts, measurer: measurer, hyphenationFactor: hyphenationFactor,
                          direction: layoutDirection, reflectsCover: reflectsCovers)
    }

    /// A broken picture: a frame with a hill and a sun, cut by a crack, in white over the colour.
    private func paintBrokenPicture(in area: Rect, alpha: Double, into list: inout DrawList) {
        let side = min(28, min(area.width, area.height) * 0.5)
        guard side >= 8 else { return }
        let color = Color(red: 255, green: 255, blue: 255, alpha: 220).withAlphaMultiplied(by: alpha)
        let box = Rect(x: area.midX - side / 2, y: area.midY - side * 0.4, width: side, height: side * 0.8)
        let line = max(1.5, side / 14)
        list.append(.stroke(box, color: color, width: line))
        list.append(.fill(Rect(x: box.minX + side * 0.62, y: box.minY + side * 0.14, width: side * 0.16, height: side * 0.16),
                          color: color, cornerRadius: side * 0.08))
        // The hill: three steps rising to the middle.
        for (index, step) in [0.18, 0.32, 0.46].enumerated() {
            let width = side * (0.7 - Double(index) * 0.2)
            list.append(.fill(Rect(x: box.minX + (side - width) / 2 - side * 0.12, y: box.maxY - side * step, width: width,
                                   height: side * 0.14), color: color, cornerRadius: 0))
        }
        // The crack: a zigzag of small squares from top to bottom, in the card's shade.
        let crack = Color(red: 0, green: 0, blue: 0, alpha: 90).withAlphaMultiplied(by: alpha)
        for index in 0..<6 {
            let y = box.minY - line + Double(index) * (box.height + 2 * line) / 6
            let x = box.midX + (index % 2 == 0 ? -1 : 1) * side * 0.06
            list.append(.fill(Rect(x: x - line, y: y, width: line * 2, height: (box.height + 2 * line) / 6 + 0.5), color: crack, cornerRadius: 0))
        }
    }
}

extension ScenePicture {
    /// Where the picture lands in an area of `size` points (its content mode, before clipping).
    package func drawnRect(in size: Size) -> PictureRect {
        guard let pointSize else { return PictureRect(x: 0, y: 0, width: size.width, height: size.height) }
        return contentMode.drawnRect(picture: pointSize, in: PictureSize(width: size.width, height: size.height))
    }
}
