import Foundation

/// The process's resident memory from `/proc/self`: its peak (`VmHWM`), which can be reset.
public enum ResidentMemory {
    /// Resets the peak to the memory resident now (`clear_refs` 5).
    public static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak resident memory since the last reset, in MiB (0 where `/proc` cannot say).
    public static func peakMegabytes() -> Double { statusMegabytes("VmHWM:") }

    /// The resident memory now, in MiB (0 where `/proc` cannot say).
    public static func currentMegabytes() -> Double { statusMegabytes("VmRSS:") }

    /// The line `shot --report-memory` prints: "peak resident memory: 123.4 MiB".
    public static func peakReport() -> String {
        "peak resident memory: \(String(format: "%.1f", peakMegabytes())) MiB\n"
    }

    /// A `/proc/self/status` field given in kB, in MiB.
    private static func statusMegabytes(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes / 1024
    }
}
