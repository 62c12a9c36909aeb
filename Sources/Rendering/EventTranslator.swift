import CSDL2
import Foundation
import AppInput
import CollectionLayout
import CollectionView

/// Maps SDL events to the platform-neutral `InputEvent`s the app understands.
@MainActor
enum EventTranslator {
    /// Points of scrolling per wheel notch.
    static let pointsPerWheelStep = 40.0

    /// A touchscreen pinch in progress (SDL's multigesture): its scale so far and centre.
    private static var touchPinch: (scale: Double, center: Point)?

    static func translate(_ event: SDL_Event, windowSize: Size) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MULTIGESTURE where event.mgesture.numFingers >= 2:
            // Positions are normalised to the touch device; map them onto the window.
            let center = Point(x: Double(event.mgesture.x) * windowSize.width, y: Double(event.mgesture.y) * windowSize.height)
            guard var pinch = touchPinch else {
                touchPinch = (1, center)
                return .pinch(center: center, scale: 1, phase: .began)
            }
            pinch.scale = max(0.2, min(6, pinch.scale * exp(Double(event.mgesture.dDist) * 4)))
            pinch.center = center
            touchPinch = pinch
            return .pinch(center: center, scale: pinch.scale, phase: .changed)
        case SDL_FINGERUP:
            guard let pinch = touchPinch else { return nil }
            touchPinch = nil
            return .pinch(center: pinch.center, scale: pinch.scale, phase: .ended)
        case SDL_QUIT:
            return .quit
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // The driver dropped the frame texture's pixels (or every texture): draw again.
            return .redraw
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resized(Size(width: Double(event.window.data1), height: Double(event.window.data2)))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED:
                return .redraw
            default:
                return nil
            }
        case SDL_MOUSEWHEEL:
            // SDL's wheel is positive "away from the user" (scroll up); content offset moves down for negative.
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            return .wheel(dx: Double(event.wheel.preciseX) * pointsPerWheelStep * flipped,
                          dy: -Double(event.wheel.preciseY) * pointsPerWheelStep * flipped,
                          modifiers: modifiers(UInt32(SDL_GetModState().rawValue)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)),
                                modifiers: modifiers(UInt32(SDL_GetModState().rawValue)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            return .secondaryClick(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION:
            return .pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym)).lowercased()
            return .key(name, modifiers: modifiers(UInt32(event.key.keysym.mod)))
        case SDL_TEXTINPUT:
            // The typed text, NUL-terminated UTF-8 in a fixed buffer.
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_DROPFILE:
            // SDL hands over a copy of the path (UTF-8) that the receiver frees.
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            let path = String(cString: file)
            return path.isEmpty ? nil : .dropFile(path)
        default:
            return nil
        }
    }

    private static func modifiers(_ mod: UInt32) -> Set<KeyModifier> {
        var result: Set<KeyModifier> = []
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.ctrl) }
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }
}
