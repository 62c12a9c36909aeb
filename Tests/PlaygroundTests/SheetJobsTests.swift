import Foundation
import Testing

/// `playground sheet --jobs N`: the cells made by several worker processes give the sheet one
/// process makes, byte for byte; a bad `--jobs` is one line and status 2.
@MainActor @Suite(.serialized) struct SheetJobsTests {
    @Test func aSheetMadeByThreeWorkersIsTheOneCoreSheetByteForByte() throws {
        let folder = try TestPaths.temporaryDirectory()
        let arguments = ["sheet", "--categories", "xS,L,AX3", "--layouts", "flow,circle", "--appearances", "light,dark", "--size", "200x150"]
        let oneCore = folder.appendingPathComponent("one-core.png").path
        let workers = folder.appendingPathComponent("workers.png").path
        let serial = try ProcessRunner.playground(arguments + ["--jobs", "1", "--out", oneCore])
        #expect(serial.status == 0, "\(serial.stderr)")
        let parallel = try ProcessRunner.playground(arguments + ["--jobs", "3", "--out", workers])
        #expect(parallel.status == 0, "\(parallel.stderr)")
        let a = FileManager.default.contents(atPath: oneCore), b = FileManager.default.contents(atPath: workers)
        #expect(a != nil && a == b)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["one-core.png", "workers.png"])
    }

    @Test func aBadJobsCountIsOneLineAndStatusTwo() throws {
        let result = try ProcessRunner.playground(["sheet", "--categories", "xS,L", "--jobs", "0", "--out", "/tmp/never-written.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --jobs must be at least 1, got 0\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
    }
}
