import CSDL2
import CSDL2Image

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
