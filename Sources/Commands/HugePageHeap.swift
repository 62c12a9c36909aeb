import CMalloc
import Glibc
import Playground

/// The heap grown in large steps and backed by transparent huge pages where the kernel gives them
/// on request (`madvise` mode), as glibc's `glibc.malloc.hugetlb=1` tunable does — which only the
/// environment can set, before the process starts. A `shot` of a 100,000-card scene touches
/// about 130 MB of fresh heap: in 4 KB pages, 33,000 page faults, a fifth of its samples.
///
/// Only for the commands that open a scene once and exit (`shot`, `dump`): the interactive app
/// lives long and gives memory back, and `bench` measures work repeated in one process, where
/// the heap is no longer fresh (Foundation's `JSONSerialization`, the `scene.open.100k` peer,
/// gained 15–27 % from it; the scene's own open did not).
public enum HugePageHeap {
    /// How far the heap grows past what a growth needs (address space only until touched).
    package static let growthPad = 256 << 20
    /// The huge page size on x86-64 and arm64 with 4 KB pages.
    package static let hugePageSize: UInt = 2 << 20

    /// Asks for huge pages on the heap: the next growth reserves `growthPad` more, which is
    /// advised for huge pages at once. Changes no allocation's contents; a kernel that gives none
    /// leaves 4 KB pages.
    public static func enable() {
        guard mallopt(M_TOP_PAD, Int32(growthPad)) == 1, mallopt(M_TRIM_THRESHOLD, Int32(growthPad * 2)) == 1 else { return }
        // Allocations (each too small for a mapping of its own) until the top of the heap cannot
        // hold the next: that one grows the heap now, by the pad.
        let before = UInt(bitPattern: sbrk(0))
        var probes: [UnsafeMutableRawPointer] = []
        while probes.count < 64, UInt(bitPattern: sbrk(0)) == before, let probe = malloc(64 << 10) { probes.append(probe) }
        let end = UInt(bitPattern: sbrk(0))
        for probe in probes { free(probe) }
        let start = (before + hugePageSize - 1) & ~(hugePageSize - 1)
        guard end > start + hugePageSize, let base = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(base, Int(end - start), MADV_HUGEPAGE)
    }
}

