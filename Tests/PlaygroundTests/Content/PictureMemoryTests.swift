@testable import Benchmarks
import Foundation
@testable import Playground
import Testing

/// Memory at a smaller scale than the bench's 2,000 photos (issue 34): a folder of 40
/// 12-megapixel JPEGs (4000 × 3000, the bench's made-up photo, linked 40 times), scrolled from
/// top to bottom by an animation whose every frame waits for all its pictures, stays under
/// 200 MiB of peak resident memory. The peak is the child's own (`VmHWM`, which `shot
/// --report-memory` prints): `wait4`'s `ru_maxrss` would carry the test process's own peak into
/// the child when it is spawned. Shown at about 230 × 170 pixels a picture costs 160 KB, and the
/// run peaks at about 128 MiB (measured); decoded whole a picture costs 48 MB, and the same run
/// peaks at about 1,095 MiB (measured, by asking for the pictures at their full size on purpose).
@MainActor @Suite(.serialized) struct PictureMemoryTests {
    /// Whether this process runs under AddressSanitizer (`make test-asan`), whose shadow memory
    /// and quarantine make resident memory say nothing about the app's own.
    private static var underAddressSanitizer: Bool { dlsym(nil, "__asan_init") != nil }

    @Test func scrollingAFolderOf12MegapixelPhotosStaysUnderTheBound() throws {
        guard !Self.underAddressSanitizer else { return }
        let directory = try TestPaths.temporaryDirectory()
        let photo = try PictureWorkloads.makePhoto(in: directory.appendingPathComponent("source"))
        let folder = directory.appendingPathComponent("Large")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<40 {
            try FileManager.default.linkItem(atPath: photo, toPath: folder.appendingPathComponent(String(format: "photo-%02d.jpg", index)).path)
        }
        // From the top to the end in six steps (40 photos in about 230-point columns of an
        // 800-wide window: 14 rows of about 175 points), drawn four frames a second.
        let script = directory.appendingPathComponent("scroll.json").path
        let moments = (0..<6).map { #"{"at": \#(Double($0) * 0.5), "do": "scroll", "to": {"x": 0, "y": \#($0 * 400)}, "animated": false}"# }
        try #"{"actions": [\#(moments.joined(separator: ", "))]}"#.write(toFile: script, atomically: true, encoding: .utf8)
        let animation = directory.appendingPathComponent("scroll.webp").path
        let result = try ProcessRunner.playground(["shot", "--images", folder.path, "--script", script, "--animate", animation,
                                                   "--fps", "4", "--size", "800x600", "--report-memory"],
                                                  environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("peak resident memory: ") }, "\(result.stderr)")
        let peak = try #require(Double(line.dropFirst("peak resident memory: ".count).split(separator: " ").first ?? ""))
        #expect(peak > 20 && peak < 200, "peak \(peak) MiB")
        #expect(FileManager.default.fileExists(atPath: animation))
    }
}
