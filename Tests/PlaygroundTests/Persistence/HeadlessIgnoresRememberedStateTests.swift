import Foundation
import Testing
@testable import Playground

/// Headless commands never read what the window remembered: `dump` with a `window.json` that
/// says AX5, dark, another size prints what it prints without one.
struct HeadlessIgnoresRememberedStateTests {
    @Test func dumpIsTheSameWithARememberedWindow() throws {
        let directory = try TestPaths.temporaryDirectory()
        let config = directory.appendingPathComponent("config/collection-playground")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{\"category\": \"AX5\", \"appearance\": \"dark\", \"windowWidth\": 500, \"windowHeight\": 400}".utf8)
            .write(to: config.appendingPathComponent("window.json"))
        let homes: [String: String?] = ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                                        "XDG_STATE_HOME": directory.appendingPathComponent("state").path]
        let remembered = try ProcessRunner.playground(["dump", "--fonts", TestPaths.fonts], environment: homes)
        let plain = try ProcessRunner.playground(["dump", "--fonts", TestPaths.fonts])
        #expect(remembered.status == 0 && remembered.stderr.isEmpty, "\(remembered.stderr)")
        #expect(remembered.stdout == plain.stdout)
        #expect(remembered.stdout.contains("\"contentSizeCategory\": \"L\""))
    }
}
