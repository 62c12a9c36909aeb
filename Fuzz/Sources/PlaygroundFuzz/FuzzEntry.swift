import Foundation

/// libFuzzer's entry point: hands each input to the target named by `FUZZ_TARGET`
/// (`scene`, `script`, `measure` or `actions`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    MainActor.assumeIsolated {
        FuzzTargets.run(FuzzTargets.selected, input)
    }
    return 0
}

/// libFuzzer's driver (from `-sanitize=fuzzer`), run from our own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable target's entry point as `<Target>_main`; with `-parse-as-library`
/// there is no top-level code, so this is it: it hands the command line to libFuzzer.
@_cdecl("PlaygroundFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzTestOneInput)
}
