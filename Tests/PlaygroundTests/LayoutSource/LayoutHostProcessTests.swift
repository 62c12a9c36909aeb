import Foundation
import LayoutSource
@testable import Playground
import TestSupport
import Testing

/// The layout host as a process: it ends with the playground however the playground ends, taking what the
/// layout started with it; it leaves no file behind; and what the layout prints is passed on to standard
/// error without disturbing the answers. In the serialized `LayoutSourceCommandTests`, beside the other test
/// whose layout starts `/bin/sleep 597.25`.
extension LayoutSourceCommandTests {
    @Test(arguments: [SIGKILL, SIGINT, SIGTERM])
    func aHungHostAndWhatItStartedEndWhenThePlaygroundIsKilled(_ signal: Int32) throws {
        let file = LayoutSourceFixtures.path("HangingWithChildLayout.swift")
        // Built first: the playground finds it in the cache and reaches the layout at once.
        _ = try LayoutSourceCompiler.buildBlocking(sourcePath: file, className: nil)
        let playground = try SpawnedProcess(TestPaths.executable, ["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file],
                                            environment: ProcessRunner.isolatedEnvironment(in: try TestPaths.temporaryDirectory()))
        defer { playground.terminate(with: SIGKILL); playground.wait() }
        // The layout's prepare() has started its `sleep` (in the host's process group, whose id is the host's)
        // and loops: the host of this playground, found through the sleep's group.
        var host: pid_t?
        _ = LayoutSourceFixtures.wait(upTo: 120) {
            host = LayoutSourceFixtures.processes(running: ["/bin/sleep", "597.25"]).compactMap { LayoutSourceFixtures.status(of: $0)?.group }
                .first { LayoutSourceFixtures.status(of: $0)?.parent == playground.pid }
            return host != nil || !playground.isRunning
        }
        let group = try #require(host, "the host never reached prepare(): \(playground.standardError)")
        // Ended within the playground's 3 s deadline, before it gives up on the host and kills it itself.
        playground.terminate(with: signal)
        #expect(playground.wait() == .signalled(signal))
        #expect(LayoutSourceFixtures.wait(upTo: 10) { LayoutSourceFixtures.processes(inGroup: group).isEmpty },
                "still running in the host's group: \(LayoutSourceFixtures.processes(inGroup: group))")
    }

    @Test func aShotWithALayoutSourceLeavesNoFileBehind() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("circle.png").path
        let shot = try SpawnedProcess(TestPaths.executable, ["shot", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source",
                                                             LayoutSourceFixtures.path("CircleLayout.swift"), "--out", out],
                                      environment: ProcessRunner.isolatedEnvironment(in: try TestPaths.temporaryDirectory()))
        #expect(shot.wait() == .exited(0), "\(shot.standardError)")
        #expect(FileManager.default.fileExists(atPath: out))
        // The host's standard error was once a file `layout-host-PID-UUID.stderr` in the temporary folder, left by every shot.
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("layout-host-\(shot.pid)-") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aLayoutsPrintGoesToStandardErrorAndTheAnswersStayWhole() throws {
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source",
                                                   LayoutSourceFixtures.path("PrintingLayout.swift"), "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").contains("PrintingLayout prepared 12 items"), "\(result.stderr)")
        // The layout's places: item i at (10, 10 + 60 × i), 50 points square.
        for item in [0, 5, 11] {
            #expect(try LayoutSourceFixtures.cellFrame(ofDump: result.stdout, item: item) == [10, 10 + 60 * Double(item), 50, 50])
        }
    }
}
