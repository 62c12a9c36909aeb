import LayoutSource
import Testing

/// Where a trap or hang report puts the user's code, read from backtraces as the Swift runtime writes them
/// (frames copied from hung hosts of `Layouts/HangingLayout.swift` on this machine, addresses shortened).
struct LayoutHostFailureTests {
    static let path = "/work/Layouts/HangingLayout.swift"

    /// A frame with the user's line: `file:line`.
    @Test func aFrameWithTheUsersLineNamesIt() {
        let backtrace = """
          0               0x00007fd757e721a9 bool swift::RefCounts<…>::doDecrementSlow<…>(…) + 9 in libswiftCore.so
          1 [ra]          0x000055e2cd1a81eb HangingLayout.prepare() + 234 in layout-host at /work/Layouts/HangingLayout.swift:9:30
          2 [ra]          0x00007fd7565910ac UICollectionView.prepareLayoutIfNeeded() + 203 in libUIKit.so at /src/UIKit/UICollectionView.swift:142:20
        """
        let failure = LayoutHostFailure.fromHang(standardError: backtrace, sourcePath: Self.path, className: "HangingLayout", timeout: "3")
        #expect(failure.line == "/work/Layouts/HangingLayout.swift:9: the layout did not answer within 3 s (an endless loop?)")
    }

    /// Interrupted in a release the compiler made (no line): the user's function, by name.
    @Test func aFrameWithoutALineNamesTheFunction() {
        let backtrace = """
          0               0x00007f9f6b4706ed swift_release + 61 in libswiftCore.so
          1 [ra] [system] 0x00005585ff3d4145 HangingLayout.prepare() + 68 in layout-host at //<compiler-generated>
          2 [ra]          0x00007f9f69b910ac UICollectionView.prepareLayoutIfNeeded() + 203 in libUIKit.so at /src/UIKit/UICollectionView.swift:142:20
        """
        let failure = LayoutHostFailure.fromHang(standardError: backtrace, sourcePath: Self.path, className: "HangingLayout", timeout: "3")
        #expect(failure.line == "/work/Layouts/HangingLayout.swift: the layout did not answer within 3 s in HangingLayout.prepare() (an endless loop?)")
        #expect(LayoutHostFailure.firstFunction(in: "  4 [ra] 0x01 closure #1 in WaveLayout.prepare() + 8 in layout-host at x",
                                                ofClass: "WaveLayout") == "closure #1 in WaveLayout.prepare()")
        // Another class whose name ends the same is not the user's.
        #expect(LayoutHostFailure.firstFunction(in: "  4 [ra] 0x01 MyWaveLayout.prepare() + 8 in layout-host at x", ofClass: "WaveLayout") == nil)
    }

    /// Interrupted in a system call (no frame of its own, so the caller's is lost): the file alone.
    @Test func noFrameOfTheUsersNamesTheFileAlone() {
        let backtrace = """
          0               0x00007f7fb68ed503 clock_nanosleep@@GLIBC_2.17 + 35 in libc.so.6
          1 [ra]          0x00007f7fb6b910ac UICollectionView.prepareLayoutIfNeeded() + 203 in libUIKit.so at /src/UIKit/UICollectionView.swift:142:20
        """
        let failure = LayoutHostFailure.fromCrash(standardError: "Fatal error: Index out of range\n" + backtrace, sourcePath: Self.path,
                                                  className: "HangingLayout", ending: "signal 4")
        #expect(failure.line == "/work/Layouts/HangingLayout.swift: the layout trapped: Fatal error: Index out of range")
    }
}
