import AppInput
import CollectionLayout
import CollectionView
import CSDL2
import Rendering
import Testing
import Typography

/// A driver that drops the window's textures (`SDL_RENDER_TARGETS_RESET`, `SDL_RENDER_DEVICE_RESET`)
/// makes the window draw its next frame whole instead of over the frame it kept.
@MainActor @Suite(.serialized) struct WindowRenderResetTests {
    private static let blue = Color(red: 0, green: 0, blue: 255, alpha: 255)

    private func frame() -> DrawList {
        var list = DrawList(size: Size(width: 320, height: 240), background: Color(red: 255, green: 255, blue: 255, alpha: 255))
        list.append(.fill(Rect(x: 0, y: 0, width: 320, height: 240), color: Self.blue, cornerRadius: 0))
        return list
    }

    private func push(_ type: SDL_EventType) {
        var event = SDL_Event()
        event.type = type.rawValue
        SDL_PushEvent(&event)
    }

    @Test(arguments: [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET])
    func aResetFrameIsDrawnWholeAgain(reset: SDL_EventType) throws {
        let window = try AppWindow(title: "reset", size: Size(width: 320, height: 240),
                                   fonts: FontLibrary(directory: TestPaths.fonts))
        window.present(frame())
        #expect(!window.drawsNextFrameWhole)
        push(reset)
        #expect(window.events(waitingUpTo: 1).contains(.redraw))
        #expect(window.drawsNextFrameWhole)
        // Drawn again (with new textures after a device reset), the frame shows the list.
        let image = try window.capture(frame())
        #expect(!window.drawsNextFrameWhole)
        let centre = (image.height / 2 * image.width + image.width / 2) * 4
        #expect(Array(image.bytes[centre..<centre + 4]) == [0, 0, 255, 255])
    }
}
