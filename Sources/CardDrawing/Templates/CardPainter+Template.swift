import CellTemplate
import CollectionLayout
import CollectionView
import Pictures
import SceneFormat
import Typography

/// A designer's cell (`cell` with a template): each shown node of its `TemplateLayout` drawn in
/// tree order — a node's shadow, background and border, then what it is (text, picture, badge,
/// separator). A cell has no face of its own, as a `UICollectionViewCell`'s
/// background is clear: the template's root says what is behind it.
extension CardPainter {
    /// The item's content as its template reads it, at this painter's text size.
    package func templateContent(of item: SceneItem) -> ItemTemplateContent {
        ItemTemplateContent(item: item, category: category, fonts: fonts, measurer: measurer, hyphenationFactor: hyphenationFactor)
    }

    /// The item's template laid out in a cell of `size` (the same layout sizing asked for, and `dump` reports).
    package func templateLayout(of item: SceneItem, template: CellNode, size: Size) -> TemplateLayout {
        templateContent(of: item).layoutEngine(direction: layoutDirection).layout(template, width: size.width, height: size.height)
    }

    /// Draws an item's cell from its template in `frame`.
    package func paintTemplateCell(_ item: SceneItem, template: CellNode, frame: Rect, alpha: Double, into list: inout DrawList) {
        // One content for the layout and the drawing: the texts it measured are the ones drawn.
        let content = templateContent(of: item)
        let layout = content.layoutEngine(direction: layoutDirection).layout(template, width: frame.width, height: frame.height)
        // Nothing clips the cell (a cell's `clipsToBounds` is false: shadows reach past it); a label squeezed shorter than its text clips it.
        for placed in layout.nodes {
            let rect = placed.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            let box = placed.node.box
            let holder = Self.roundedHolder(of: placed, in: layout).map { (frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY), radius: $0.radius) }
            paintNodeBox(box, rect: rect, holder: holder, item: item, alpha: alpha, into: &list)
            switch placed.node.kind {
            case .text(let text):
                guard let shown = content.textLayout(text, width: rect.width) else { break }
                let top = ((rect.height - shown.height) / 2).rounded(.down)
                let color = resolved(text.color, item: item).withAlphaMultiplied(by: alpha)
                // Settled to 1/1024 point: the cell's origin and the node's offset, added in another order
                // than a card style adds them, land the text on the same pixel.
                let settledY = ((rect.minY + top) * 1024).rounded() / 1024
                let runs = shown.glyphRuns(at: Point(x: rect.minX, y: settledY), color: color) { line in
                    self.indent(of: line, in: rect.width, alignment: text.alignment)
                }
                // A label squeezed shorter than its text clips it; one showing all its lines lets a
                // descender's or an accent's ink past its line box show, inside the cell, as a card does.
                list.append(.pushClip(rect.height + 0.5 >= shown.height ? frame : rect))
                for run in runs { list.append(.text(run)) }
                list.append(.popClip)
            case .badge(let badge):
                guard let shown = content.badgeLayout(badge) else { break }
                list.append(.fill(rect, color: resolved(badge.color, item: item).withAlphaMultiplied(by: alpha), cornerRadius: rect.height / 2))
                let origin = Point(x: rect.minX, y: rect.minY + ((rect.height - shown.height) / 2).rounded(.down))
                let runs = shown.glyphRuns(at: origin, color: Color(hex: 0xFFFFFF).withAlphaMultiplied(by: alpha), boxWidth: rect.width,
                                           centred: true)
                for run in runs { list.append(.text(run)) }
            case .image(let image):
                guard var picture = item.picture else { break }
                picture.contentMode = image.contentMode
                let (radius, corners) = Self.roundedCorners(of: placed, in: layout)
                let placeholder = (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha)
                if corners == .all || radius == 0 {
                    list.append(.fill(rect, color: placeholder, cornerRadius: radius))
                } else {
                    // Only some corners rounded: a rounded fill reaching past the square sides, clipped to the picture.
                    list.append(.pushClip(rect))
                    list.append(.fill(Self.extended(rect, by: radius, keeping: corners), color: placeholder, cornerRadius: radius))
                    list.append(.popClip)
                }
                paintPicture(picture, area: rect, radius: radius, corners: corners, alpha: alpha, into: &list)
            case .separator:
                list.append(.fill(rect, color: resolved(.system(.separator)).withAlphaMultiplied(by: alpha), cornerRadius: 0))
            case .stack, .zstack, .spacer:
                break
            }
        }
    }

    /// The corners a node's picture is rounded at: all of them at its own radius, or —
    /// without one — those it shares with a rounded node holding it, at that node's radius (a node
    /// with a corner radius clips what it holds, as a view with `clipsToBounds` does).
    static func roundedCorners(of placed: PlacedNode, in layout: TemplateLayout) -> (Double, PictureComposer.Corners) {
        if placed.node.box.cornerRadius > 0 { return (placed.node.box.cornerRadius, .all) }
        let frame = placed.frame
        for ancestor in layout.nodes.reversed() where ancestor.node.box.cornerRadius > 0
            && placed.path.indices.starts(with: ancestor.path.indices) && ancestor.path != placed.path {
            let outer = ancestor.frame
            let epsilon = 0.5
            let top = abs(frame.minY - outer.minY) < epsilon, bottom = abs(frame.maxY - outer.maxY) < epsilon
            let left = abs(frame.minX - outer.minX) < epsilon, right = abs(frame.maxX - outer.maxX) < epsilon
            var corners: PictureComposer.Corners = []
            if top && left { corners.insert(.topLeft) }
            if top && right { corners.insert(.topRight) }
            if bottom && left { corners.insert(.bottomLeft) }
            if bottom && right { corners.insert(.bottomRight) }
            if !corners.isEmpty { return (ancestor.node.box.cornerRadius, corners) }
        }
        return (0, .all)
    }

    /// The nearest rounded node holding a node that has no radius of its own, when the node reaches
    /// into one of its rounded corners (elsewhere its clip changes nothing); frames in the cell's coordinates.
    static func roundedHolder(of placed: PlacedNode, in layout: TemplateLayout) -> (frame: Rect, radius: Double)? {
        guard placed.node.box.cornerRadius == 0 else { return nil }
        let frame = placed.frame
        for ancestor in layout.nodes.reversed() where ancestor.node.box.cornerRadius > 0
            && placed.path.indices.starts(with: ancestor.path.indices) && ancestor.path != placed.path {
            let outer = ancestor.frame, radius = ancestor.node.box.cornerRadius
            let nearLeft = frame.minX < outer.minX + radius, nearRight = frame.maxX > outer.maxX - radius
            let nearTop = frame.minY < outer.minY + radius, nearBottom = frame.maxY > outer.maxY - radius
            return (nearLeft || nearRight) && (nearTop || nearBottom) ? (outer, radius) : nil
        }
        return nil
    }

    /// `rect` grown by `radius` past each side none of whose corners are in `corners`, so a fill
    /// rounded at every corner, clipped to `rect`, shows only those corners rounded.
    static func extended(_ rect: Rect, by radius: Double, keeping corners: PictureComposer.Corners) -> Rect {
        var grown = rect
        if corners.isDisjoint(with: [.topLeft, .topRight]) { grown.origin.y -= radius; grown.size.height += radius }
        if corners.isDisjoint(with: [.bottomLeft, .bottomRight]) { grown.size.height += radius }
        if corners.isDisjoint(with: [.topLeft, .bottomLeft]) { grown.origin.x -= radius; grown.size.width += radius }
        if corners.isDisjoint(with: [.topRight, .bottomRight]) { grown.size.width += radius }
        return grown
    }

    /// A node's shadow, outline, background and border; without a radius of its own, its fills cut
    /// by the rounded corners of the node holding it (`holder`), as that node's `clipsToBounds` does.
    private func paintNodeBox(_ box: NodeBox, rect: Rect, holder: (frame: Rect, radius: Double)?, item: SceneItem,
                              alpha: Double, into list: inout DrawList) {
        if let shadow = box.shadow, shadow.opacity > 0 {
            let color = resolved(shadow.color, item: item)
            let opacity = shadow.opacity * Double(color.alpha) / 255 * alpha
            list.append(.shadow(rect.offsetBy(dx: shadow.offsetX, dy: shadow.offsetY), cornerRadius: box.cornerRadius, blur: shadow.radius,
                                color: Color(red: color.red, green: color.green, blue: color.blue, alpha: UInt8((opacity * 255).rounded()))))
        }
        if let outline = box.outline, outline.width > 0 {
            list.append(.fill(rect.insetBy(dx: -outline.width, dy: -outline.width), color: resolved(outline.color, item: item).withAlphaMultiplied(by: alpha),
                              cornerRadius: box.cornerRadius + outline.width))
        }
        // A fill at the node's own radius, or the holder's rounded shape cut to the node's frame.
        func fill(_ area: Rect, _ color: Color, inset: Double = 0) {
            guard box.cornerRadius == 0, let holder else {
                list.append(.fill(area, color: color, cornerRadius: max(0, box.cornerRadius - inset)))
                return
            }
            list.append(.pushClip(area))
            list.append(.fill(holder.frame, color: color, cornerRadius: holder.radius))
            list.append(.popClip)
        }
        if let border = box.border, border.width > 0 {
            let borderColor = resolved(border.color, item: item).withAlphaMultiplied(by: alpha)
            if let background = box.background {
                // The border colour under the background inset by the border's width: rounded corners kept.
                fill(rect, borderColor)
                fill(rect.insetBy(dx: border.width, dy: border.width), resolved(background, item: item).withAlphaMultiplied(by: alpha),
                     inset: border.width)
            } else {
                list.append(.stroke(rect, color: borderColor, width: border.width))
            }
        } else if let background = box.background {
            var color = resolved(background, item: item)
            // Reduce Transparency: a translucent background (a scrim) drawn opaque.
            if reducesTransparency, color.alpha > 0 { color.alpha = 255 }
            fill(rect, color.withAlphaMultiplied(by: alpha))
        }
    }

    /// How far a line moves right in a box `width` wide: `natural` follows the line's own
    /// direction (as `NSTextAlignment.natural`), `leading` and `trailing` the layout's.
    private func indent(of line: TextLine, in width: Double, alignment: TemplateTextAlignment) -> Double {
        let rightToLeftLayout = layoutDirection == .rightToLeft
        let flushRight: Bool = switch alignment {
        case .natural: rightToLeftLayout || line.writingDirection == .rightToLeft
        case .leading: rightToLeftLayout
        case .trailing: !rightToLeftLayout
        case .center: false
        }
        if alignment == .center { return ((width - line.width) / 2).rounded(.down) }
        return flushRight ? width - line.width : 0
    }

    /// A template colour in this frame's appearance (and contrast), following the cross-fade between light and dark;
    /// `itemColor` is the item's own colour (the cards' default accent when it has none).
    package func resolved(_ color: TemplateColor, item: SceneItem? = nil) -> Color {
        if case .itemColor = color { return item?.color ?? palette.defaultAccent }
        let contrast = palette.increasedContrast
        let light = color.resolved(dark: false, increasedContrast: contrast), dark = color.resolved(dark: true, increasedContrast: contrast)
        guard light != dark else { return light }
        let from = Palette.light.background, to = Palette.dark.background, now = palette.background
        let span = Double(to.red) - Double(from.red)
        let progress = span == 0 ? 0 : min(1, max(0, (Double(now.red) - Double(from.red)) / span))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * progress).rounded()) }
        return Color(red: channel(light.red, dark.red), green: channel(light.green, dark.green), blue: channel(light.blue, dark.blue),
                     alpha: channel(light.alpha, dark.alpha))
    }
}
