import AppInput
import CSDL2
import CollectionLayout
import CollectionView
@testable import Rendering
import TestSupport
import Testing
import Typography

/// A driver that drops the window's textures (`SDL_RENDER_TARGETS_RESET`, `SDL_RENDER_DEVICE_RESET`)
/// makes the window draw its next frame whole, with new layer textures, instead of over the
/// pixels it kept.
@MainActor @Suite(.serialized) struct WindowRenderResetTests {
    /// A white frame with a blue card turned in perspective (a layer texture the window keeps).
    private func frame() -> DrawList {
        let card = Rect(x: 60, y: 40, width: 200, height: 160)
        var list = DrawList(size: Size(width: 320, height: 240), background: Color(red: 255, green: 255, blue: 255, alpha: 255))
        list.append(.transformed(frame: card,
                                 transform: Transform3D.rotation(angle: 0.6, x: 0, y: 1, z: 0).concatenating(.perspective(m34: -1.0 / 500)),
                                 alpha: 1, contentKey: 7,
                                 commands: [.fill(card, color: Color(red: 0, green: 0, blue: 255, alpha: 255), cornerRadius: 12)]))
        return list
    }

    private func push(_ type: SDL_EventType) {
        var event = SDL_Event()
        event.type = type.rawValue
        SDL_PushEvent(&event)
    }

    @Test(arguments: [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET])
    func eitherResetAsksForARedraw(reset: SDL_EventType) {
        var event = SDL_Event()
        event.type = reset.rawValue
        #expect(EventTranslator.translate(event, windowSize: Size(width: 320, height: 240)) == .redraw)
    }

    @Test(arguments: [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET])
    func aResetFrameIsDrawnWholeWithNewTextures(reset: SDL_EventType) throws {
        let window = try AppWindow(title: "reset", size: Size(width: 320, height: 240),
                                   fonts: FontLibrary(directory: PackagePaths.fonts))
        let drawn = try window.capture(frame())
        _ = window.events(waitingUpTo: 0.2) // the new window's own events (exposed…)
        // Pixels lost and nobody told: the same list again redraws nothing, so the scribble shows.
        window.scribbleOverRenderTargets(red: 255, green: 0, blue: 255)
        let stale = try window.capture(frame())
        #expect(stale.bytes != drawn.bytes)
        // Told: the whole frame is drawn again, its layer made anew.
        window.scribbleOverRenderTargets(red: 255, green: 0, blue: 255)
        push(reset)
        #expect(window.events(waitingUpTo: 1).contains(.redraw))
        let redrawn = try window.capture(frame())
        #expect(redrawn.bytes == drawn.bytes)
    }
}
