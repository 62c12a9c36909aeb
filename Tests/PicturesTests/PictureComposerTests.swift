import Pictures
import Testing

/// The composer's bilinear sampling (a picture drawn at another size than it was decoded at, as a
/// preview scaled up to where its photo goes) worked by hand.
@Suite("Pictures: composer")
struct PictureComposerTests {
    @Test("Opaque red beside transparent black, drawn twice as wide: the edge fades out in red, not through dark red")
    func transparentEdgeUpscaled() {
        let picture = RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 0, 0])
        let shown = PictureComposer.compose(picture, drawn: PictureRect(x: 0, y: 0, width: 4, height: 1),
                                            area: PictureSize(width: 4, height: 1), scale: 1, cornerRadius: 0)
        // Target centres 0.5, 1.5, 2.5, 3.5 sample the source at −0.25 (clamped to 0), 0.25, 0.75 and
        // 1.25 (clamped to 1): alpha 255, 255 × 0.75 = 191.25 → 191, 255 × 0.25 = 63.75 → 64, then 0;
        // the colour, weighted by alpha, stays red (straight averaging would give 191 and 64 red: darker).
        #expect(shown.bytes == [255, 0, 0, 255, 255, 0, 0, 191, 255, 0, 0, 64, 0, 0, 0, 0])
    }

    @Test("Opaque pixels are sampled as they are: black and white, drawn twice as wide, give 0, 64, 191, 255")
    func opaqueUpscaled() {
        let picture = RGBAImage(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])
        let shown = PictureComposer.compose(picture, drawn: PictureRect(x: 0, y: 0, width: 4, height: 1),
                                            area: PictureSize(width: 4, height: 1), scale: 1, cornerRadius: 0)
        // 255 × 0.25 = 63.75 → 64 and 255 × 0.75 = 191.25 → 191.
        #expect(shown.bytes == [0, 0, 0, 255, 64, 64, 64, 255, 191, 191, 191, 255, 255, 255, 255, 255])
    }
}
