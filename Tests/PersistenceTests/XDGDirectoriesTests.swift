import Foundation
import Persistence
import Testing

/// The XDG Base Directory rules, worked from the specification's text.
struct XDGDirectoriesTests {
    @Test func absoluteHomesAreUsed() {
        let dirs = XDGDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/tmp/c", "XDG_STATE_HOME": "/tmp/s"])
        #expect(dirs.config.path == "/tmp/c/collection-playground")
        #expect(dirs.state.path == "/tmp/s/collection-playground")
    }

    @Test func unsetOrRelativeHomesFallBackToTheDefaults() {
        let dirs = XDGDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "relative/dir", "XDG_STATE_HOME": ""])
        #expect(dirs.config.path == "/home/ann/.config/collection-playground")
        #expect(dirs.state.path == "/home/ann/.local/state/collection-playground")
    }
}
