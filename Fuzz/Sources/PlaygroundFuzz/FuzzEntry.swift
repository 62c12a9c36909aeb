import Foundation

/// libFuzzer's entry point: hands each input to the target named by `FUZZ_TARGET`
/// (`scene`, `script`, `measure` or `actions`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    MainActor.assumeIsolated {
        FuzzTargets.run(FuzzTargets.selected, input)
    }
    return 0
}
