import AppSupport
import Pictures
import Playground
import Rendering

extension RGBAImage {
    /// The picture as a worker process sends it: its width and height (four bytes each, little-endian), then its pixels.
    package var workerPayload: [UInt8] {
        let size = [UInt32(width), UInt32(height)].flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return size + bytes
    }

    /// The picture a worker process sent as `payload`.
    package init(workerPayload payload: [UInt8]) throws(PlaygroundError) {
        func number(at offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(payload[offset + $1]) << ($1 * 8) } }
        guard payload.count >= 8, payload.count == 8 + number(at: 0) * number(at: 4) * 4 else {
            throw PlaygroundError("a worker process sent a picture that cannot be read")
        }
        self.init(width: number(at: 0), height: number(at: 4), bytes: Array(payload[8...]))
    }
}
