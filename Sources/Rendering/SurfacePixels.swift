import CSDL2

/// Copies pixels out of an SDL surface already in ABGR8888 (R, G, B, A bytes on little endian).
enum SurfacePixels {
    static func read(_ surface: UnsafeMutablePointer<SDL_Surface>) -> RGBAImage {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var image = RGBAImage(width: width, height: height)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        image.bytes.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                (target.baseAddress! + row * width * 4).update(from: source + row * pitch, count: width * 4)
            }
        }
        return image
    }
}
