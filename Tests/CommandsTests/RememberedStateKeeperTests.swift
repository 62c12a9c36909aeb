import Commands
import Foundation
import TestSupport
import Testing

/// `window.json` kept up to date while the window runs, on an injected clock: looked at twice a
/// second, written two seconds after it last changed.
@MainActor
struct RememberedStateKeeperTests {
    @Test func theStateIsWrittenTwoSecondsAfterItLastChanged() throws {
        let url = try TemporaryFolders.make().appendingPathComponent("config/window.json")
        let keeper = RememberedStateKeeper(url: url, delay: 2)
        var light = RememberedState()
        light.appearance = "light"
        var dark = light
        dark.appearance = "dark"
        keeper.update(now: 0) { light }
        keeper.update(now: 1.9) { light }
        #expect(try RememberedState.load(from: url) == nil, "due at 2")
        keeper.update(now: 2) { light }
        #expect(try RememberedState.load(from: url) == light)
        keeper.update(now: 2.2) { dark }
        #expect(try RememberedState.load(from: url) == light, "looked at 2 s ago at most twice a second: not yet seen")
        keeper.update(now: 2.5) { dark }
        keeper.update(now: 4.4) { dark }
        #expect(try RememberedState.load(from: url) == light, "due at 4.5")
        keeper.update(now: 4.5) { dark }
        #expect(try RememberedState.load(from: url) == dark)
    }
}
