import Foundation
import Testing
@testable import Playground
#if canImport(Glibc)
import Glibc
#endif

/// Memory at a smaller scale (issue 34): a folder of 60 photographs of 1000 × 872 pixels (the
/// bundled Hubble deep field, copied), scrolled through by an animation whose every frame waits
/// for all its pictures, stays under 165 MiB of peak resident memory — the child process's own
/// peak, from `wait4`. Kept at the size they are shown (about 220 × 190 pixels) the pictures add
/// little to what a `shot` takes (about 120 MiB in all, measured); kept whole (3.5 MB each) they
/// fill the 96 MiB picture cache and carry the process to about 205 MiB (measured, by decoding
/// them whole on purpose).
@MainActor @Suite(.serialized) struct PictureMemoryTests {
    /// Runs the playground with `arguments`; its exit status and its peak resident memory in MiB.
    private func run(_ arguments: [String]) throws -> (status: Int32, peakMiB: Double) {
        let argv = ([TestPaths.executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessRunner.isolatedEnvironment(in: try TestPaths.temporaryDirectory())
        environment["SDL_VIDEODRIVER"] = "dummy"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, TestPaths.executable, &actions, nil, argv, envp) == 0 else { throw InputError("could not start the playground") }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw InputError("could not wait for the playground") }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
        return (exitStatus, Double(usage.ru_maxrss) / 1024) // ru_maxrss is in kilobytes
    }

    @Test func scrollingAFolderOfPhotosStaysUnderTheBound() throws {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("Large")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<60 {
            try FileManager.default.copyItem(atPath: TestPaths.asset("images/photos/hubble.jpg"),
                                             toPath: folder.appendingPathComponent(String(format: "photo-%02d.jpg", index)).path)
        }
        // From the top to the end of the folder in six steps (60 photos in 220-point columns of an
        // 800-wide window: about 12 rows of 170 points), drawn four frames a second.
        let script = folder.deletingLastPathComponent().appendingPathComponent("scroll.json").path
        let moments = (0..<6).map { #"{"at": \#(Double($0) * 0.5), "do": "scroll", "to": {"x": 0, "y": \#($0 * 400)}, "animated": false}"# }
        try #"{"actions": [\#(moments.joined(separator: ", "))]}"#.write(toFile: script, atomically: true, encoding: .utf8)
        let animation = folder.deletingLastPathComponent().appendingPathComponent("scroll.webp").path
        let result = try run(["shot", "--images", folder.path, "--script", script, "--animate", animation, "--fps", "4",
                              "--size", "800x600"])
        #expect(result.status == 0)
        #expect(result.peakMiB > 0 && result.peakMiB < 165, "peak \(result.peakMiB) MiB")
    }
}
