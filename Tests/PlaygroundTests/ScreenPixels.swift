import Foundation

/// What the X display shows, pixel by pixel, read with libX11's `XGetImage` on the root window
/// (loaded at run time, so the tests need no X headers): how a window test sees that the app
/// has drawn what it waits for.
enum ScreenPixels {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias RootWindow = @convention(c) (OpaquePointer?) -> UInt
    private typealias GetImage = @convention(c) (OpaquePointer?, UInt, Int32, Int32, UInt32, UInt32, UInt, Int32) -> OpaquePointer?
    private typealias GetPixel = @convention(c) (OpaquePointer?, Int32, Int32) -> UInt
    private typealias DestroyImage = @convention(c) (OpaquePointer?) -> Int32

    /// The colour at `x`, `y` of the screen as `0xRRGGBB` (a 24-bit display), or nil without a display or libX11.
    static func colour(x: Int, y: Int) -> UInt32? {
        guard let library = dlopen("libX11.so.6", RTLD_NOW) else { return nil }
        defer { dlclose(library) }
        func function<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let open = function("XOpenDisplay", as: OpenDisplay.self), let close = function("XCloseDisplay", as: CloseDisplay.self),
              let root = function("XDefaultRootWindow", as: RootWindow.self), let getImage = function("XGetImage", as: GetImage.self),
              let getPixel = function("XGetPixel", as: GetPixel.self), let destroy = function("XDestroyImage", as: DestroyImage.self),
              let display = open(nil) else { return nil }
        defer { _ = close(display) }
        // One pixel, every plane (AllPlanes), as a ZPixmap (2).
        guard let image = getImage(display, root(display), Int32(x), Int32(y), 1, 1, ~0, 2) else { return nil }
        defer { _ = destroy(image) }
        return UInt32(truncatingIfNeeded: getPixel(image, 0, 0)) & 0xFF_FFFF
    }

    /// Whether two `0xRRGGBB` colours differ by at most `tolerance` in every channel.
    static func close(_ a: UInt32, _ b: UInt32, tolerance: Int = 8) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) <= tolerance }
    }
}
