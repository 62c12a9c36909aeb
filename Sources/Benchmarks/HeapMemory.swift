import CMalloc

/// Heap memory in use, from glibc's allocator statistics (`mallinfo2`): unlike the resident
/// set, it drops when memory is freed, so a before/after difference is what a structure holds.
enum HeapMemory {
    /// Megabytes allocated and not freed, small blocks and mapped ones together.
    static func megabytes() -> Double {
        let info = mallinfo2()
        return Double(info.uordblks + info.hblkhd) / 1_048_576
    }
}
