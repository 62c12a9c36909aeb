import CWebP
import Foundation
import Pictures

/// Reading an animated WebP back through libwebp's decoder (`WebPAnimDecoder`); writing one
/// is `AnimatedWebPEncoder`'s.
public enum AnimatedWebP {
    /// One decoded animation: its size, loop count, and each frame with the time it ends.
    public struct Decoded: Sendable {
        /// The canvas width in pixels.
        public var width: Int
        /// The canvas height in pixels.
        public var height: Int
        /// How many times it plays (0: forever).
        public var loopCount: Int
        /// The frames, fully composed, with the moment (ms) each stops showing.
        public var frames: [(image: RGBAImage, endMilliseconds: Int)]
    }

    /// Decodes an animated WebP into composed RGBA frames.
    public static func decode(_ file: Data) throws -> Decoded {
        try file.withUnsafeBytes { raw -> Decoded in
            var data = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw RenderingError.sdl("libwebp: cannot set up the decoder") }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw RenderingError.sdl("not an animated WebP") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw RenderingError.sdl("libwebp: cannot read the animation") }
            var result = Decoded(width: Int(info.canvas_width), height: Int(info.canvas_height), loopCount: Int(info.loop_count), frames: [])
            let count = result.width * result.height * 4
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { throw RenderingError.sdl("libwebp: a frame is broken") }
                let image = RGBAImage(width: result.width, height: result.height, bytes: Array(UnsafeBufferPointer(start: buffer, count: count)))
                result.frames.append((image, Int(end)))
            }
            return result
        }
    }
}
