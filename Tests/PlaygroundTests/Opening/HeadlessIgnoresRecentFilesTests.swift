import Foundation
import Testing

/// The recent files list is the window's: `dump` and `shot` neither read it nor write it.
struct HeadlessIgnoresRecentFilesTests {
    @Test func headlessCommandsNeitherReadNorWriteTheList() throws {
        let config = try TestPaths.temporaryDirectory()
        let out = config.appendingPathComponent("x.png").path
        for arguments in [["dump", TestPaths.fixture("small-scene.json")], ["shot", TestPaths.fixture("small-scene.json"), "--out", out]] {
            let result = try ProcessRunner.playground(arguments, environment: ["XDG_CONFIG_HOME": config.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("collection-playground/recent.json").path))
    }
}
