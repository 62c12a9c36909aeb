import CSDL2
import Pictures

/// Copies pixels out of an SDL surface already in ABGR8888 (R, G, B, A bytes on little endian).
enum SurfacePixels {
    static func read(_ surface: UnsafeMutablePointer<SDL_Surface>) -> RGBAImage {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        // Every byte is copied over, so the image's bytes are not cleared first (4 MB a frame at 1280×800).
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
            for row in 0..<height {
                (target.baseAddress! + row * width * 4).initialize(from: source + row * pitch, count: width * 4)
            }
            count = width * height * 4
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The same pixels copied into `image`, its buffer reused when it is the surface's size and
    /// not shared (a frame after another of the same size allocates nothing).
    static func read(_ surface: UnsafeMutablePointer<SDL_Surface>, into image: inout RGBAImage) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard image.width == width, image.height == height, image.bytes.count == width * height * 4 else {
            image = read(surface)
            return
        }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        image.bytes.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                (target.baseAddress! + row * width * 4).update(from: source + row * pitch, count: width * 4)
            }
        }
    }
}
