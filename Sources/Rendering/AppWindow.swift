import AppInput
import CSDL2
import CollectionLayout
import CollectionView
import Pictures
import Typography

/// A resizable, HiDPI-aware desktop window that shows `DrawList`s and reports input.
@MainActor
public final class AppWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let drawer: DrawListRenderer
    /// The frame as last drawn (a target texture the window's size), and the list it shows.
    private var frameTexture: OpaquePointer?
    private var frameTextureSize: (width: Int32, height: Int32) = (0, 0)
    private var shown: DrawList?
    private var shownScale = 0.0

    /// Opens a window of `size` points titled `title`; throws when there is no display.
    public init(title: String, size: Size, fonts: FontLibrary) throws {
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw RenderingError.sdl("cannot open a window (is there a display? `shot` needs none)")
        }
        // When no display answers, SDL falls back to a driver whose windows nobody sees (unless one
        // was asked for with SDL_VIDEODRIVER): that is no display, said at once rather than a window
        // running unseen.
        if let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), Self.driversThatShowNothing.contains(driver),
           getenv("SDL_VIDEODRIVER") == nil {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            let display = getenv("DISPLAY").map { "DISPLAY=\(String(cString: $0))" } ?? "DISPLAY is not set"
            throw RenderingError("cannot open a window: no display answered (\(display); `shot` needs none)")
        }
        // Made hidden and shown once its renderer exists: an OpenGL renderer remakes a window made
        // without SDL_WINDOW_OPENGL (a new X window), so a window shown at once appeared and vanished
        // again — and a test that found the first one waited on a window that no longer existed.
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        // Never larger than the display's usable area, and centred in it (so never off-screen).
        let usable = Self.usableBounds(display: 0)
        let width = min(Int32(max(1, size.width.rounded())), usable.w), height = min(Int32(max(1, size.height.rounded())), usable.h)
        guard let window = SDL_CreateWindow(title, usable.x + (usable.w - width) / 2, usable.y + (usable.h - height) / 2,
                                            width, height, flags) else {
            throw RenderingError.sdl("cannot create the window")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw RenderingError.sdl("cannot create a renderer for the window")
        }
        SDL_SetWindowMinimumSize(window, 320, 240)
        SDL_ShowWindow(window)
        // Typed text arrives as SDL_TEXTINPUT (the command palette's query).
        SDL_StartTextInput()
        // A file or folder dropped on the window arrives as SDL_DROPFILE (it opens).
        SDL_EventState(SDL_DROPFILE.rawValue, SDL_ENABLE)
        self.window = window
        self.renderer = renderer
        drawer = DrawListRenderer(renderer: renderer, fonts: fonts)
        // A window keeps each element's layer texture while it only moves.
        drawer.keepsFlatLayers = true
    }

    /// SDL's video drivers that draw into memory only, which SDL falls back to when no display answers.
    static let driversThatShowNothing: Set<String> = ["offscreen", "dummy", "evdev"]

    deinit {
        MainActor.assumeIsolated {
            if let frameTexture { SDL_DestroyTexture(frameTexture) }
            drawer.releaseTextures()
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
        }
    }

    /// The drawable area in points (zero while minimised).
    public var size: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Pixels per point: 2 on a HiDPI display.
    public var scale: Double {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let points = size.width
        return points > 0 ? max(1, Double(pixelWidth) / points) : 1
    }

    /// Whether the window is minimised or has no area, so drawing would be wasted.
    public var isHidden: Bool {
        let flags = SDL_GetWindowFlags(window)
        return flags & SDL_WINDOW_MINIMIZED.rawValue != 0 || size.width < 1 || size.height < 1
    }

    /// Asks for a new drawable size in points (the window manager may give another; `size` says),
    /// no larger than the display's room, and moves the window back onto the display where it
    /// would reach past its usable area.
    public func setSize(_ newSize: Size) {
        let room = displayRoom
        SDL_SetWindowSize(window, Int32(max(1, min(newSize.width, room.width).rounded())),
                          Int32(max(1, min(newSize.height, room.height).rounded())))
        keepOnDisplay()
    }

    /// The window's top-left on the desktop, in screen coordinates.
    public var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (Int(x), Int(y))
    }

    /// Moves the window's top-left to `x`, `y` on the desktop, kept within the display's usable area.
    public func setPosition(x: Int, y: Int) {
        SDL_SetWindowPosition(window, Int32(clamping: x), Int32(clamping: y))
        keepOnDisplay()
    }

    /// The largest drawable size in points the window's display has room for: its usable area
    /// (without the desktop's panels), less the window's borders where the window manager reports them.
    public var displayRoom: Size {
        let usable = Self.usableBounds(display: SDL_GetWindowDisplayIndex(window))
        let borders = self.borders
        return Size(width: Double(max(1, usable.w - borders.left - borders.right)),
                    height: Double(max(1, usable.h - borders.top - borders.bottom)))
    }

    /// Moves the window so that it, with its borders, lies inside its display's usable area.
    public func keepOnDisplay() {
        let usable = Self.usableBounds(display: SDL_GetWindowDisplayIndex(window))
        let borders = self.borders
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &width, &height)
        let newX = max(usable.x + borders.left, min(x, usable.x + usable.w - borders.right - width))
        let newY = max(usable.y + borders.top, min(y, usable.y + usable.h - borders.bottom - height))
        if newX != x || newY != y { SDL_SetWindowPosition(window, newX, newY) }
    }

    /// The window manager's frame around the drawable area (zero when it reports none).
    private var borders: (top: Int32, left: Int32, bottom: Int32, right: Int32) {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        guard SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) == 0 else { return (0, 0, 0, 0) }
        return (max(0, top), max(0, left), max(0, bottom), max(0, right))
    }

    /// A display's usable area in points (the whole display where SDL knows no panels; a large
    /// default when it knows no display at all).
    private static func usableBounds(display: Int32) -> SDL_Rect {
        var rect = SDL_Rect()
        if SDL_GetDisplayUsableBounds(max(0, display), &rect) == 0, rect.w > 0, rect.h > 0 { return rect }
        if SDL_GetDisplayBounds(max(0, display), &rect) == 0, rect.w > 0, rect.h > 0 { return rect }
        return SDL_Rect(x: 0, y: 0, w: 16384, h: 16384)
    }

    /// The text on the system clipboard, if any.
    public var clipboardText: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    /// Puts text on the system clipboard.
    public func setClipboardText(_ text: String) {
        SDL_SetClipboardText(text)
    }

    /// Sets the title bar's text.
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Draws a list and shows it. The frame is kept in a texture, so a frame that changes only
    /// part of the window (one card pressed or animating) redraws only that part.
    public func present(_ list: DrawList) {
        drawFrame(list)
        showFrame()
    }

    /// Draws a list, reads its pixels back, then shows it: the window's screenshot.
    public func capture(_ list: DrawList) throws -> RGBAImage {
        drawFrame(list)
        let image = try readPixels()
        showFrame()
        return image
    }

    /// Draws `list` into the frame texture over the frame shown before (only where they differ),
    /// leaving the texture as the target; without render targets, into the window, whole.
    private func drawFrame(_ list: DrawList) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let scale = self.scale
        if frameTexture == nil || frameTextureSize.width != width || frameTextureSize.height != height {
            if let old = frameTexture { SDL_DestroyTexture(old) }
            // Drawn in its top-left `width` × `height` pixels: on a GPU its size is rounded up, so a
            // window resized through many sizes leaves no frame of each behind (`RenderTargetSize`).
            frameTexture = width > 0 && height > 0 ? drawer.makeTargetTexture(width: width, height: height) : nil
            if let frameTexture { SDL_SetTextureBlendMode(frameTexture, SDL_BLENDMODE_NONE) }
            frameTextureSize = (width, height)
            shown = nil
        }
        guard let frameTexture, SDL_SetRenderTarget(renderer, frameTexture) == 0 else {
            SDL_SetRenderTarget(renderer, nil)
            drawer.render(list, scale: scale)
            shown = nil
            return
        }
        drawer.render(list, scale: scale, over: shownScale == scale ? shown : nil, targetSize: (Int(width), Int(height)))
        shown = list
        shownScale = scale
    }

    /// Copies the frame texture (when drawing went there) to the window and shows it.
    private func showFrame() {
        if let frameTexture, SDL_GetRenderTarget(renderer) == frameTexture {
            SDL_SetRenderTarget(renderer, nil)
            var drawn = SDL_Rect(x: 0, y: 0, w: frameTextureSize.width, h: frameTextureSize.height)
            SDL_RenderCopy(renderer, frameTexture, &drawn, nil)
        }
        SDL_RenderPresent(renderer)
    }

    private func readPixels() throws -> RGBAImage {
        var width: Int32 = 0, height: Int32 = 0
        if let frameTexture, SDL_GetRenderTarget(renderer) == frameTexture {
            // The window's pixels, not the whole frame texture: SDL gives a render target's size as the
            // output size, and on a GPU the texture is larger than the window (`RenderTargetSize`).
            (width, height) = (frameTextureSize.width, frameTextureSize.height)
        } else {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        }
        guard width > 0, height > 0 else { throw RenderingError("the window has no pixels to capture") }
        var image = RGBAImage(width: Int(width), height: Int(height))
        // The frame's pixels: the top-left of the frame texture (when drawing went there), or the window.
        var frame = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let status = image.bytes.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &frame, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, width * 4)
        }
        guard status == 0 else { throw RenderingError.sdl("cannot read the window's pixels") }
        return image
    }

    /// Waits up to `timeout` seconds for input, then returns every pending event.
    public func events(waitingUpTo timeout: Double) -> [InputEvent] {
        var event = SDL_Event()
        var result: [InputEvent] = []
        guard SDL_WaitEventTimeout(&event, Int32(max(0, timeout) * 1000)) == 1 else { return [] }
        repeat {
            forgetLostTextures(event)
            if let input = EventTranslator.translate(event, windowSize: size) { result.append(input) }
        } while SDL_PollEvent(&event) == 1
        return result
    }

    /// Paints the kept frame and every layer texture one colour, as a driver that drops their
    /// pixels may leave them (for the tests of `forgetLostTextures`).
    package func scribbleOverRenderTargets(red: UInt8, green: UInt8, blue: UInt8) {
        let previous = SDL_GetRenderTarget(renderer)
        for texture in [frameTexture].compactMap({ $0 }) + drawer.layers.textures {
            SDL_SetRenderTarget(renderer, texture)
            SDL_SetRenderDrawColor(renderer, red, green, blue, 255)
            SDL_RenderClear(renderer)
        }
        SDL_SetRenderTarget(renderer, previous)
    }

    /// Some drivers drop the pixels of render targets (`SDL_RENDER_TARGETS_RESET`: the kept frame
    /// and the layers' textures) or every texture (`SDL_RENDER_DEVICE_RESET`). Then every texture
    /// is freed, to be made again as it is next needed, and the next frame is drawn whole.
    private func forgetLostTextures(_ event: SDL_Event) {
        let type = SDL_EventType(event.type)
        guard type == SDL_RENDER_TARGETS_RESET || type == SDL_RENDER_DEVICE_RESET else { return }
        shown = nil
        if let frameTexture { SDL_DestroyTexture(frameTexture) }
        frameTexture = nil
        drawer.releaseTextures()
    }
}
