import SceneFormat
import Testing

/// What tests of small made-up scenes share (PlaygroundTests adds models of them, in an extension).
public enum SceneTestSupport {
    /// Expects scene JSON `text` to be refused with exactly `expected`, on one line.
    public static func expectRefused(_ text: String, with expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try SceneDecoder.decode(text, file: "scene.json")
            Issue.record("accepted a bad scene: \(text)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == expected, sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        }
    }
}
