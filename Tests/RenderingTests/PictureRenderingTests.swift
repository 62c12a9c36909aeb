import CollectionLayout
import CollectionView
import Pictures
import Rendering
import TestSupport
import Testing
import Typography

/// `DrawCommand.picture` on the software canvas: exact at 1:1, blended at an opacity as SDL
/// blends, resampled linearly when stretched, cut by clips, and the same inside layers (a flat
/// layer kept as a texture, a transformed layer mapped through its transform) as outside.
/// Every expected value is worked by hand from the picture's pixels.
@MainActor @Suite(.serialized) struct PictureRenderingTests {
    private let fonts = FontLibrary(directory: PackagePaths.fonts)
    private static let white = Color(hex: 0xFFFFFF)

    /// A picture from rows of (r, g, b, a) pixels.
    private func picture(_ rows: [[(UInt8, UInt8, UInt8, UInt8)]]) -> DrawnPicture {
        DrawnPicture(width: rows[0].count, height: rows.count, bytes: rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } })
    }

    /// Red, green / blue, yellow: four opaque colours.
    private func fourColours() -> DrawnPicture {
        picture([[(255, 0, 0, 255), (0, 255, 0, 255)], [(0, 0, 255, 255), (255, 255, 0, 255)]])
    }

    /// `commands` drawn on a `width × height` point canvas cleared to `background`.
    private func render(_ commands: [DrawCommand], width: Int, height: Int, scale: Double = 1, background: Color = white,
                        configure: (OffscreenCanvas) -> Void = { _ in }) throws -> RGBAImage {
        var list = DrawList(size: Size(width: Double(width), height: Double(height)), background: background)
        list.commands = commands
        let canvas = try OffscreenCanvas(pixelWidth: Int(Double(width) * scale), pixelHeight: Int(Double(height) * scale), fonts: fonts)
        configure(canvas)
        return canvas.render(list, scale: scale)
    }

    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The largest difference of any channel of any pixel.
    private func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// Where two images differ by more than 2 (the first few), for messages.
    private func differences(_ a: RGBAImage, _ b: RGBAImage) -> [String] {
        var found: [String] = []
        for y in 0..<a.height {
            for x in 0..<a.width where zip(rgba(a, x, y), rgba(b, x, y)).contains(where: { abs($0 - $1) > 2 }) && found.count < 8 {
                found.append("(\(x), \(y)): \(rgba(a, x, y)) vs \(rgba(b, x, y))")
            }
        }
        return found
    }

    @Test func aPictureDrawnOneToOneLandsExactlyOnItsPixels() throws {
        let image = try render([.picture(fourColours(), frame: Rect(x: 3, y: 2, width: 2, height: 2), alpha: 1)], width: 8, height: 6)
        #expect(rgba(image, 3, 2) == [255, 0, 0, 255])
        #expect(rgba(image, 4, 2) == [0, 255, 0, 255])
        #expect(rgba(image, 3, 3) == [0, 0, 255, 255])
        #expect(rgba(image, 4, 3) == [255, 255, 0, 255])
        // Nothing around it is touched.
        for (x, y) in [(2, 2), (5, 2), (3, 1), (4, 4), (2, 3), (5, 3)] {
            #expect(rgba(image, x, y) == [255, 255, 255, 255], "(\(x), \(y))")
        }
    }

    @Test func atTwoPixelsAPointEachPictureSpansTwoByTwoPixels() throws {
        // Frame 1 × 1 point at scale 2 holds a 2 × 2 picture: 1:1 in pixels, exact.
        let image = try render([.picture(fourColours(), frame: Rect(x: 1, y: 1, width: 1, height: 1), alpha: 1)],
                               width: 4, height: 4, scale: 2)
        #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(image, 3, 2) == [0, 255, 0, 255])
        #expect(rgba(image, 2, 3) == [0, 0, 255, 255])
        #expect(rgba(image, 3, 3) == [255, 255, 0, 255])
    }

    @Test func halfOpaqueBlendsOverTheBackgroundWithStraightAlpha() throws {
        // Alpha 0.5 is an alpha mod of round(127.5) = 128. Over white, a channel c becomes
        // c·128/255 + 255·127/255 = c·128/255 + 127: 255 → 255, 0 → 127.
        let image = try render([.picture(fourColours(), frame: Rect(x: 3, y: 2, width: 2, height: 2), alpha: 0.5)], width: 8, height: 6)
        #expect(rgba(image, 3, 2) == [255, 127, 127, 255])
        #expect(rgba(image, 4, 2) == [127, 255, 127, 255])
        #expect(rgba(image, 3, 3) == [127, 127, 255, 255])
        #expect(rgba(image, 4, 3) == [255, 255, 127, 255])

        // A half-transparent pixel at full opacity (no alpha mod) goes through SDL's per-pixel-alpha
        // blitter, whose sums shift by 8 bits instead of dividing by 255 (as `Blend` in PixelBlend.swift
        // notes): colour d + ((s − d)·a >> 8), alpha a + (d·(255 − a) >> 8), the shift rounding down.
        // (100, 0, 0, 128) over white: red 255 + (−155·128 >> 8) = 255 + (−19840 >> 8 = −78) = 177
        // (exactly, 100·128/255 + 255·127/255 = 177.2; premultiplied it would be 100 + 127 = 227); green
        // and blue 255 + (−32640 >> 8 = −128) = 127; alpha 128 + (255·127 >> 8 = 126) = 254.
        let translucent = picture([[(100, 0, 0, 128)]])
        let overWhite = try render([.picture(translucent, frame: Rect(x: 1, y: 1, width: 1, height: 1), alpha: 1)], width: 3, height: 3)
        #expect(rgba(overWhite, 1, 1) == [177, 127, 127, 254])
        // Over a grey of 200: red 200 + (−12800 >> 8 = −50) = 150 (exactly 50.2 + 99.6 = 149.8), green and
        // blue 200 + (−25600 >> 8 = −100) = 100 (exactly 99.6), alpha 254 again.
        let overGrey = try render([.picture(translucent, frame: Rect(x: 1, y: 1, width: 1, height: 1), alpha: 1)], width: 3, height: 3,
                                  background: Color(hex: 0xC8C8C8))
        #expect(rgba(overGrey, 1, 1) == [150, 100, 100, 254])
    }

    @Test func aPictureAtZeroOpacityDrawsNothing() throws {
        let image = try render([.picture(fourColours(), frame: Rect(x: 0, y: 0, width: 4, height: 4), alpha: 0)], width: 4, height: 4)
        #expect(image.bytes.allSatisfy { $0 == 255 })
    }

    @Test(arguments: [1.0, 2.0])
    func aStretchedPictureIsInterpolatedLinearly(scale: Double) throws {
        // Black | white, 2 × 1 pixels, shown 4 pixels wide (4 points at 1×, 2 points at 2×). Bilinear
        // sampling at the pixel centres (x + 0.5)·2/4 − 0.5 = −0.25, 0.25, 0.75, 1.25, clamped to the
        // edge: 0, 0.25, 0.75, 1 of the way from black to white → 0, 63.75, 191.25, 255.
        // Nearest-neighbour would give 0, 0, 255, 255.
        let ramp = picture([[(0, 0, 0, 255), (255, 255, 255, 255)]])
        let width = 4 / scale
        let image = try render([.picture(ramp, frame: Rect(x: 0, y: 0, width: width, height: 1 / scale * 2), alpha: 1)],
                               width: Int(width), height: Int(2 / scale), scale: scale)
        for y in 0..<2 {
            let row = (0..<4).map { rgba(image, $0, y)[0] }
            for (got, expected) in zip(row, [0.0, 63.75, 191.25, 255]) {
                #expect(abs(Double(got) - expected) <= 2, "row \(y): \(row)")
            }
            #expect(row.allSatisfy { rgba(image, 0, y)[3] == 255 && $0 >= 0 })
        }
    }

    @Test func aStretchedPictureIsInterpolatedVerticallyToo() throws {
        // Red over blue, 1 × 2, shown 1 × 4: red falls 255, 191.25, 63.75, 0 while blue rises.
        let ramp = picture([[(255, 0, 0, 255)], [(0, 0, 255, 255)]])
        let image = try render([.picture(ramp, frame: Rect(x: 0, y: 0, width: 1, height: 4), alpha: 1)], width: 1, height: 4)
        let reds = (0..<4).map { rgba(image, 0, $0)[0] }, blues = (0..<4).map { rgba(image, 0, $0)[2] }
        for (got, expected) in zip(reds, [255, 191.25, 63.75, 0]) { #expect(abs(Double(got) - expected) <= 2, "\(reds)") }
        for (got, expected) in zip(blues, [0, 63.75, 191.25, 255]) { #expect(abs(Double(got) - expected) <= 2, "\(blues)") }
    }

    @Test(arguments: [1, 2])
    func aPictureInsideAClipIsCutByIt(stretch: Int) throws {
        // An opaque red picture over (2, 2)–(6, 6), drawn 1:1 (4 × 4 pixels) or stretched (2 × 2
        // pixels to 4 × 4); the clip (3, 3)–(5, 5) leaves exactly its four pixels red.
        let side = 4 / stretch
        let red = picture(Array(repeating: Array(repeating: (255, 0, 0, 255), count: side), count: side))
        let image = try render([.pushClip(Rect(x: 3, y: 3, width: 2, height: 2)),
                                .picture(red, frame: Rect(x: 2, y: 2, width: 4, height: 4), alpha: 1),
                                .popClip], width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (3..<5).contains(x) && (3..<5).contains(y)
                #expect(rgba(image, x, y) == (inside ? [255, 0, 0, 255] : [255, 255, 255, 255]), "(\(x), \(y))")
            }
        }
    }

    /// An 8 × 8 picture of distinct colours (a few translucent unless `opaque`), to compare placements pixel by pixel.
    private func pattern(opaque: Bool = false) -> DrawnPicture {
        var rows: [[(UInt8, UInt8, UInt8, UInt8)]] = []
        for y in 0..<8 {
            var row: [(UInt8, UInt8, UInt8, UInt8)] = []
            for x in 0..<8 {
                let alpha: UInt8 = !opaque && (x + y) % 5 == 0 ? 160 : 255
                row.append((UInt8(x * 32), UInt8(y * 32), UInt8(255 - (x + y) * 16), alpha))
            }
            rows.append(row)
        }
        return picture(rows)
    }

    @Test(arguments: [1.0, 2.0])
    func aPictureInAnIdentityTransformedLayerLandsWhereAFlatOneDoes(scale: Double) throws {
        // Opaque: a layer is cleared to the frame's background at zero opacity, so a translucent
        // pixel with nothing under it in the layer is blended towards that colour (as anti-aliased
        // edges are); the comparison would then measure that, not where the picture lands.
        let shown = pattern(opaque: true), frame = Rect(x: 6, y: 5, width: 8, height: 8)
        let flat = try render([.fill(Rect(x: 4, y: 4, width: 12, height: 12), color: Color(hex: 0x336699), cornerRadius: 0),
                               .picture(shown, frame: frame, alpha: 1)], width: 20, height: 18, scale: scale)
        let layered = try render([.fill(Rect(x: 4, y: 4, width: 12, height: 12), color: Color(hex: 0x336699), cornerRadius: 0),
                                  .transformed(frame: frame, transform: .identity, alpha: 1, contentKey: 7,
                                               commands: [.picture(shown, frame: frame, alpha: 1)])],
                                 width: 20, height: 18, scale: scale)
        if scale == 1 {
            #expect(largestDifference(flat, layered) <= 2, "\(differences(flat, layered))")
        } else {
            // At 2× a layer's grid of 12 × 12 cells falls between texels (16 pixels / 12), and SDL's
            // triangle blitter truncates each vertex's texture coordinate to a whole texel (the direct
            // path copies it byte for byte), so a column or row here and there shows its neighbour's
            // texel — as for anything in a transformed layer. Each pixel is then within 2 of the flat
            // drawing at itself or a neighbour: nothing moved by more than that texel.
            var misplaced: [String] = []
            for y in 0..<layered.height {
                for x in 0..<layered.width {
                    let near = [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)].contains { dx, dy in
                        let fx = x + dx, fy = y + dy
                        guard (0..<flat.width).contains(fx), (0..<flat.height).contains(fy) else { return false }
                        return zip(rgba(flat, fx, fy), rgba(layered, x, y)).allSatisfy { abs($0 - $1) <= 2 }
                    }
                    if !near, misplaced.count < 5 { misplaced.append("(\(x), \(y)): \(rgba(layered, x, y))") }
                }
            }
            #expect(misplaced.isEmpty, "\(misplaced)")
            // And most pixels match in place.
            let exact = (0..<layered.height).flatMap { y in (0..<layered.width).map { (x: $0, y: y) } }
                .filter { zip(rgba(flat, $0.x, $0.y), rgba(layered, $0.x, $0.y)).allSatisfy { abs($0 - $1) <= 2 } }.count
            #expect(exact * 10 >= layered.width * layered.height * 8, "\(exact) of \(layered.width * layered.height)")
        }
        // And the layer really shows the picture: its first pixel is the picture's.
        let corner = rgba(layered, Int(6 * scale), Int(5 * scale))
        #expect(corner == [0, 0, 255, 255] || corner.enumerated().allSatisfy { abs($0.element - [0, 0, 255, 255][$0.offset]) <= 2 }, "\(corner)")
    }

    @Test func aPictureInATurnedLayerIsMappedThroughTheTransform() throws {
        // A layer scaled 2× about its centre (no perspective): the 2 × 2 picture filling the 2 × 2
        // frame at (4, 4) covers (3, 3)–(7, 7), each of its pixels a 2 × 2 block near its corners.
        let frame = Rect(x: 4, y: 4, width: 2, height: 2)
        var doubled = Transform3D.identity
        doubled[1, 1] = 2
        doubled[2, 2] = 2
        let image = try render([.transformed(frame: frame, transform: doubled, alpha: 1, contentKey: 3,
                                             commands: [.picture(fourColours(), frame: frame, alpha: 1)])], width: 10, height: 10)
        func near(_ x: Int, _ y: Int, _ expected: [Int]) -> Bool { zip(rgba(image, x, y), expected).allSatisfy { abs($0 - $1) <= 8 } }
        #expect(near(3, 3, [255, 0, 0, 255]), "\(rgba(image, 3, 3))")
        #expect(near(6, 3, [0, 255, 0, 255]), "\(rgba(image, 6, 3))")
        #expect(near(3, 6, [0, 0, 255, 255]), "\(rgba(image, 3, 6))")
        #expect(near(6, 6, [255, 255, 0, 255]), "\(rgba(image, 6, 6))")
        #expect(rgba(image, 2, 2) == [255, 255, 255, 255] && rgba(image, 7, 7) == [255, 255, 255, 255])
    }

    @Test(arguments: [1.0, 2.0])
    func aPictureInAKeptFlatLayerMatchesTheSameDrawnInPlace(scale: Double) throws {
        let frame = Rect(x: 3, y: 4, width: 8, height: 8)
        let commands: [DrawCommand] = [
            .fill(Rect(x: 1, y: 1, width: 16, height: 14), color: Color(hex: 0xEEDDCC), cornerRadius: 3),
            .flatLayer(frame: Rect(x: 2, y: 3, width: 12, height: 11), contentKey: 42, commands: [
                .fill(Rect(x: 2, y: 3, width: 12, height: 11), color: Color(hex: 0x224466), cornerRadius: 0),
                .picture(pattern(), frame: frame, alpha: 1),
                .picture(fourColours(), frame: Rect(x: 11, y: 4, width: 3, height: 5), alpha: 0.75),
            ]),
        ]
        var list = DrawList(size: Size(width: 18, height: 16), background: Self.white)
        list.commands = commands
        let plain = try render(commands, width: 18, height: 16, scale: scale)
        let canvas = try OffscreenCanvas(pixelWidth: Int(18 * scale), pixelHeight: Int(16 * scale), fonts: fonts)
        canvas.keepsFlatLayers = true
        let painted = canvas.render(list, scale: scale)
        let placed = canvas.render(list, scale: scale)
        #expect(canvas.paintedLayerCount == 1)
        #expect(largestDifference(plain, painted) <= 2)
        #expect(placed == painted)
    }

    /// Fills, text-free, and pictures interleaved: the direct writes and SDL's pictures must land in order.
    private func mixedList() -> DrawList {
        var list = DrawList(size: Size(width: 40, height: 30), background: Color(hex: 0xF2F2F7))
        list.commands = [
            .fill(Rect(x: 2, y: 2, width: 20, height: 14), color: Color(hex: 0x336699), cornerRadius: 4),
            .picture(pattern(), frame: Rect(x: 4, y: 4, width: 8, height: 8), alpha: 1),
            .fill(Rect(x: 8, y: 8, width: 10, height: 6), color: Color(red: 200, green: 40, blue: 40, alpha: 128), cornerRadius: 0),
            .picture(fourColours(), frame: Rect(x: 14, y: 3, width: 9.5, height: 7.25), alpha: 0.6),
            .pushClip(Rect(x: 20, y: 10, width: 12, height: 12)),
            .picture(pattern(), frame: Rect(x: 16, y: 8, width: 20, height: 18), alpha: 0.9),
            .stroke(Rect(x: 18, y: 12, width: 10, height: 10), color: Color(hex: 0x000000), width: 1),
            .popClip,
            .picture(pattern(), frame: Rect(x: -3, y: 20, width: 12, height: 12), alpha: 1),
        ]
        return list
    }

    @Test(arguments: [1.0, 2.0])
    func drawingDirectlyAroundPicturesMatchesSDLByteForByte(scale: Double) throws {
        let list = mixedList()
        let viaSDL = try OffscreenCanvas(pixelWidth: Int(40 * scale), pixelHeight: Int(30 * scale), fonts: fonts)
        viaSDL.writesDirectly = false
        let direct = try OffscreenCanvas(pixelWidth: Int(40 * scale), pixelHeight: Int(30 * scale), fonts: fonts)
        #expect(viaSDL.render(list, scale: scale) == direct.render(list, scale: scale))
    }

    @Test func aSeeThroughPictureWrittenStraightIntoTheSurfaceMatchesSDL() throws {
        // Every alpha from 0 to 255 in steps of 17, each over a differently coloured ground, in
        // colours above and below the ground's: the direct copy (1:1, opacity 1) against SDL's.
        var bytes: [UInt8] = []
        for index in 0..<16 {
            let a = UInt8(index * 17)
            bytes += [UInt8(index * 16), UInt8(255 - index * 16), UInt8((index * 53) % 256), a]
        }
        let picture = DrawnPicture(width: 16, height: 1, bytes: bytes)
        var list = DrawList(size: Size(width: 20, height: 4), background: Color(red: 90, green: 160, blue: 30, alpha: 255))
        list.append(.fill(Rect(x: 0, y: 2, width: 20, height: 2), color: Color(red: 250, green: 10, blue: 200, alpha: 180), cornerRadius: 0))
        list.append(.picture(picture, frame: Rect(x: 2, y: 1, width: 16, height: 1), alpha: 1))
        list.append(.picture(picture, frame: Rect(x: 1, y: 2, width: 16, height: 1), alpha: 1))
        let viaSDL = try OffscreenCanvas(pixelWidth: 20, pixelHeight: 4, fonts: fonts)
        viaSDL.writesDirectly = false
        let direct = try OffscreenCanvas(pixelWidth: 20, pixelHeight: 4, fonts: fonts)
        #expect(viaSDL.render(list, scale: 1) == direct.render(list, scale: 1))
        #expect(direct.pictureUploadCount == 0)
    }

    @Test func aMovedPictureRedrawsOnlyItsDamageAndGivesTheSamePixels() throws {
        let before = mixedList()
        var after = before
        after.commands[3] = .picture(fourColours(), frame: Rect(x: 24, y: 1, width: 9.5, height: 7.25), alpha: 0.6)
        let canvas = try OffscreenCanvas(pixelWidth: 40, pixelHeight: 30, fonts: fonts)
        _ = canvas.render(before, scale: 1)
        let drawn = canvas.draw(after, scale: 1, over: before)
        // The old and new places in pixels (x 14–24 and 24–34, y 3–10 and 1–8: 23.5, 33.5, 10.25 and
        // 8.25 rounded), a pixel to spare around each: x 13–35, y 0–11.
        #expect(drawn.x == 13 && drawn.y == 0 && drawn.width == 22 && drawn.height == 11, "\(drawn)")
        let fresh = try OffscreenCanvas(pixelWidth: 40, pixelHeight: 30, fonts: fonts).render(after, scale: 1)
        #expect(canvas.image == fresh)
    }

    @Test func aPictureIsUploadedOnceAndTheCacheKeepsItsBudget() throws {
        // 16 × 16 pictures are 1 KiB of pixels each; a 2 KiB budget keeps two.
        let canvas = try OffscreenCanvas(pixelWidth: 16, pixelHeight: 16, fonts: fonts)
        canvas.pictureBudgetBytes = 2048
        let solid = [UInt8](repeating: 200, count: 16 * 16 * 4)
        let a = DrawnPicture(width: 16, height: 16, bytes: solid), b = DrawnPicture(width: 16, height: 16, bytes: solid)
        let c = DrawnPicture(width: 16, height: 16, bytes: solid)
        #expect(a != b && a == a)
        func draw(_ picture: DrawnPicture) {
            var list = DrawList(size: Size(width: 16, height: 16), background: Self.white)
            // At 0.9 opacity: through SDL's texture (an unmodulated picture at its own size is
            // written straight into the surface and uploads nothing).
            list.append(.picture(picture, frame: Rect(x: 0, y: 0, width: 16, height: 16), alpha: 0.9))
            _ = canvas.render(list, scale: 1)
        }
        draw(a); draw(a)
        #expect(canvas.pictureUploadCount == 1)
        draw(b); draw(c)  // a, the least recently drawn, makes room for c
        #expect(canvas.pictureUploadCount == 3 && canvas.keptPictureCount == 2)
        draw(b)
        #expect(canvas.pictureUploadCount == 3)
        draw(a)  // c is now the least recently drawn
        #expect(canvas.pictureUploadCount == 4 && canvas.keptPictureCount == 2)
        draw(b)
        #expect(canvas.pictureUploadCount == 4)
        draw(c)
        #expect(canvas.pictureUploadCount == 5)
    }

    @Test func aWindowDrawsPicturesAsTheCanvasDoes() throws {
        // The window's renderer (a GPU's, or SDL's software one where there is none): 1:1 exact,
        // stretched linearly, and the same in an element's layer the window keeps.
        let window = try AppWindow(title: "pictures", size: Size(width: 64, height: 48), fonts: fonts)
        let scale = window.scale
        let ramp = picture([[(0, 0, 0, 255), (255, 255, 255, 255)]])
        var list = DrawList(size: Size(width: 64, height: 48), background: Self.white)
        list.commands = [
            .picture(fourColours(), frame: Rect(x: 3, y: 2, width: 2 / scale, height: 2 / scale), alpha: 1),
            .picture(ramp, frame: Rect(x: 10, y: 10, width: 4 / scale, height: 1 / scale), alpha: 1),
            .flatLayer(frame: Rect(x: 20, y: 20, width: 8, height: 8), contentKey: 5,
                       commands: [.picture(fourColours(), frame: Rect(x: 20, y: 20, width: 2 / scale, height: 2 / scale), alpha: 1)]),
        ]
        let image = try window.capture(list)
        let x0 = Int(3 * scale), y0 = Int(2 * scale)
        #expect(rgba(image, x0, y0) == [255, 0, 0, 255] && rgba(image, x0 + 1, y0) == [0, 255, 0, 255])
        #expect(rgba(image, x0, y0 + 1) == [0, 0, 255, 255] && rgba(image, x0 + 1, y0 + 1) == [255, 255, 0, 255])
        let rx = Int(10 * scale), ry = Int(10 * scale)
        let row = (0..<4).map { rgba(image, rx + $0, ry)[0] }
        for (got, expected) in zip(row, [0.0, 63.75, 191.25, 255]) { #expect(abs(Double(got) - expected) <= 3, "\(row)") }
        let lx = Int(20 * scale), ly = Int(20 * scale)
        #expect(rgba(image, lx, ly) == [255, 0, 0, 255] && rgba(image, lx + 1, ly + 1) == [255, 255, 0, 255])
        // Drawn again, the kept layer and the uploaded pictures give the same frame.
        #expect(try window.capture(list) == image)
    }

    @Test func picturesAreEqualByIdentityNotByPixels() {
        let bytes: [UInt8] = [1, 2, 3, 4]
        let first = DrawnPicture(width: 1, height: 1, bytes: bytes), second = DrawnPicture(width: 1, height: 1, bytes: bytes)
        #expect(first != second && first.id != second.id)
        let copy = first
        #expect(copy == first && copy.hashValue == first.hashValue)
        #expect(DrawCommand.picture(first, frame: Rect(x: 0, y: 0, width: 1, height: 1), alpha: 1)
                    .translated(by: Point(x: 2, y: 3)) == .picture(first, frame: Rect(x: 2, y: 3, width: 1, height: 1), alpha: 1))
        #expect(DrawCommand.picture(first, frame: Rect(x: 1, y: 1, width: 2, height: 2), alpha: 0.5)
                    .scaled(by: 2, offset: Point(x: 1, y: 0)) == .picture(first, frame: Rect(x: 3, y: 2, width: 4, height: 4), alpha: 0.5))
    }
}
