import CWebP
import Foundation

/// Animated WebP through libwebp's animation encoder (`WebPAnimEncoder`) and, to read an
/// animation back, its decoder (`WebPAnimDecoder`).
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

    /// Encodes frames shown for `durations` milliseconds each (see `AnimatedWebPEncoder`).
    public static func encode(_ frames: [RGBAImage], durations: [Int], loops: Bool) throws -> Data {
        guard let first = frames.first, frames.count == durations.count else {
            throw RenderingError.sdl("an animation needs frames, each with a duration")
        }
        let encoder = try AnimatedWebPEncoder(width: first.width, height: first.height, loops: loops)
        for (frame, duration) in zip(frames, durations) { try encoder.add(frame, milliseconds: duration) }
        return try encoder.finish()
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

/// An animated WebP being encoded frame by frame (so a long capture never holds every frame),
/// losslessly — the first and last frames come back exactly as given.
public final class AnimatedWebPEncoder {
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var timestamp: Int32 = 0
    private let width: Int, height: Int

    /// Starts an animation of frames `width` × `height` pixels; `loops` false plays it once.
    public init(width: Int, height: Int, loops: Bool) throws {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw RenderingError.sdl("libwebp: cannot set up the encoder") }
        options.anim_params.loop_count = loops ? 0 : 1
        options.anim_params.bgcolor = 0xFFFF_FFFF
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw RenderingError.sdl("libwebp: cannot create an animation encoder for \(width)×\(height) pixels")
        }
        self.encoder = encoder
        self.width = width
        self.height = height
        guard WebPConfigInit(&config) != 0 else { throw RenderingError.sdl("libwebp: cannot set up the frame encoder") }
        config.lossless = 1
        config.quality = 60
        config.method = 4
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame shown for `milliseconds` (at least 1).
    public func add(_ frame: RGBAImage, milliseconds: Int) throws {
        guard frame.width == width, frame.height == height else {
            throw RenderingError.sdl("an animation's frames must all be \(width)×\(height) pixels")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderingError.sdl("libwebp: cannot set up a picture") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = frame.bytes.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0, WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
            throw RenderingError.sdl("libwebp: cannot add a frame")
        }
        timestamp += Int32(max(1, milliseconds))
    }

    /// Ends the animation and returns the file's bytes.
    public func finish() throws -> Data {
        guard WebPAnimEncoderAdd(encoder, nil, timestamp, nil) != 0 else { throw RenderingError.sdl("libwebp: cannot end the animation") }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw RenderingError.sdl("libwebp: cannot assemble the animation")
        }
        return Data(bytes: bytes, count: data.size)
    }
}
