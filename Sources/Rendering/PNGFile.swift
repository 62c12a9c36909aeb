import CSDL2
import CSDL2Image
import Pictures

/// Reads and writes PNG files with SDL2_image.
@MainActor
public enum PNGFile {
    /// Writes an image; the error names the file and says why it failed.
    public static func write(_ image: RGBAImage, to path: String) throws {
        var bytes = image.bytes
        let result: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard result == 0 else { throw RenderingError.sdl("cannot write \(path)") }
    }

    /// The PNG file's bytes, encoded in memory (so the caller writes them with its own error
    /// handling: SDL_image's file writer does not report a failed flush, e.g. a full disk).
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        var bytes = image.bytes
        // zlib's worst case for stored blocks is 5 bytes per 16 KB block on top of the raw rows
        // (one filter byte each); a generous margin covers the PNG chunks around them.
        let capacity = image.bytes.count + image.height + image.bytes.count / 1000 + 65_536
        guard capacity < Int(Int32.max) else { throw RenderingError.sdl("the picture is too large to encode") }
        var output = [UInt8](repeating: 0, count: capacity)
        let length: Int = bytes.withUnsafeMutableBytes { buffer in
            output.withUnsafeMutableBytes { out in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_ABGR8888.rawValue) else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let stream = SDL_RWFromMem(out.baseAddress, Int32(out.count)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
        }
        guard length > 0 else { throw RenderingError.sdl("cannot encode the picture as PNG") }
        output.removeSubrange(length...)
        return output
    }

    /// Reads a PNG (or any format SDL2_image knows) into RGBA pixels.
    public static func read(_ path: String) throws -> RGBAImage {
        guard let loaded = IMG_Load(path) else { throw RenderingError.sdl("cannot read \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw RenderingError.sdl("cannot convert \(path)")
        }
        defer { SDL_FreeSurface(surface) }
        return SurfacePixels.read(surface)
    }
}
