#if canImport(Glibc)
import Glibc
#endif

/// Whether this process runs under AddressSanitizer (`make test-asan`): then the UIKit library beside it
/// is instrumented too, and code compiled against it must be (`-sanitize=address`) or it does not link.
public enum AddressSanitizer {
    /// True when the sanitizer's runtime is loaded.
    public static var isActive: Bool { dlsym(nil, "__asan_init") != nil }
}
