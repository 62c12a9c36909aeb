import CWebP
import Foundation
import Pictures

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
