import CSDL2

/// Why drawing, a window or a PNG failed; the message is one line for the user.
public struct RenderingError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public var description: String

    /// Creates an error from a message.
    public init(_ description: String) {
        self.description = description
    }

    /// An error whose message ends with SDL's own explanation.
    static func sdl(_ what: String) -> RenderingError {
        RenderingError("\(what): \(String(cString: SDL_GetError()))")
    }
}
