import Foundation
import Pictures
import Rendering
import Testing

/// Compares an image with a golden PNG in `__Snapshots__`, pixel by pixel with a tolerance.
///
/// On failure it writes `NAME.actual.png` and `NAME.diff.png` (differences in red) beside the
/// golden; a missing golden fails the same way. `RECORD_SNAPSHOTS=1` writes the golden instead.
@MainActor
enum SnapshotAssertion {
    /// The largest difference in any channel that still counts as the same pixel.
    static let channelTolerance = 8

    /// How many pixels of `image` differ from `golden` by more than the tolerance (all, when the sizes differ).
    static func differingPixels(_ image: RGBAImage, _ golden: RGBAImage) -> Int {
        guard image.width == golden.width, image.height == golden.height else { return image.width * image.height }
        var count = 0
        for index in stride(from: 0, to: image.bytes.count, by: 4) {
            for channel in 0..<4 where abs(Int(image.bytes[index + channel]) - Int(golden.bytes[index + channel])) > channelTolerance {
                count += 1
                break
            }
        }
        return count
    }

    /// Whether this run records goldens instead of comparing: `RECORD_SNAPSHOTS=1` in the environment.
    nonisolated static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Expects `image` to match the golden `NAME.png`; a missing golden is a failure unless recording.
    static func assertMatches(_ image: RGBAImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = TestPaths.snapshot("\(name).png")
        // Recording is asked for, never assumed: a missing golden fails everywhere else.
        if isRecording {
            try PNGFile.write(image, to: golden)
            return
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            try PNGFile.write(image, to: TestPaths.snapshot("\(name).actual.png"))
            let message = "golden image \(golden) is missing (this run's picture is \(name).actual.png); "
                + "record it with RECORD_SNAPSHOTS=1 and look at it before committing"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        let expected = try PNGFile.read(golden)
        guard expected.width == image.width, expected.height == image.height else {
            try PNGFile.write(image, to: TestPaths.snapshot("\(name).actual.png"))
            Issue.record("size \(image.width)×\(image.height) differs from golden \(expected.width)×\(expected.height)",
                         sourceLocation: sourceLocation)
            return
        }
        var diff = RGBAImage(width: image.width, height: image.height)
        var differing = 0
        for index in stride(from: 0, to: image.bytes.count, by: 4) {
            let worst = (0..<4).map { abs(Int(image.bytes[index + $0]) - Int(expected.bytes[index + $0])) }.max()!
            if worst > channelTolerance {
                differing += 1
                diff.bytes.replaceSubrange(index..<index + 4, with: [255, 0, 0, 255])
            } else {
                let gray = UInt8((Int(expected.bytes[index]) + Int(expected.bytes[index + 1]) + Int(expected.bytes[index + 2])) / 12 + 191)
                diff.bytes.replaceSubrange(index..<index + 4, with: [gray, gray, gray, 255])
            }
        }
        if differing > 0 {
            try PNGFile.write(image, to: TestPaths.snapshot("\(name).actual.png"))
            try PNGFile.write(diff, to: TestPaths.snapshot("\(name).diff.png"))
            Issue.record("\(differing) pixels differ from \(golden); see \(name).actual.png and \(name).diff.png",
                         sourceLocation: sourceLocation)
        }
    }
}
