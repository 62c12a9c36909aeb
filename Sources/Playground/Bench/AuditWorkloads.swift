/// The audit workload `audit.default.48`: `playground audit` of the built-in scene with its
/// defaults — 12 text sizes × 2 appearances × 2 directions, 48 variants — laid out, drawn and
/// checked in this process, in seconds (the goal: under 2).
@MainActor
struct AuditWorkloads {
    var runs: Int
    /// The bundled fonts' folder, if `bench --fonts` names one.
    var fontsDirectory: String?

    /// Every audit workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        guard filter("audit.default.48") else { return [] }
        var options = ViewOptions(fontsDirectory: fontsDirectory)
        options.size = nil
        let scene = try options.loadScene()
        var variants = 0
        let samples = try (0...runs).map { _ in
            try Stopwatch.seconds { variants = try AuditCommand.audit(options, axes: AuditAxes(), scene: scene).variantCount }
        }.dropFirst()
        guard variants == 48 else { throw PlaygroundError("audit.default.48 audited \(variants) variants, not 48") }
        return [BenchmarkResult(name: "audit.default.48", unit: "s", samples: Array(samples))]
    }
}
