import AppSupport
import Playground

/// `playground dump`: the layout's state as JSON, or its redline measurements as Markdown tables.
public enum DumpCommand {
    /// The JSON for `options`: what is on screen, or with `all` every element of the content;
    /// with `format` "markdown", the redline spec of what is on screen as tables.
    @MainActor
    /// With `trace`, the JSON adds every call the collection view made to its layouts (`"trace"`).
    public static func run(_ options: ViewOptions, all: Bool, format: String = "json", trace: Bool = false) throws -> String {
        var options = options
        options.traceCalls = trace
        switch format {
        case "json":
            return StateDump.json(try options.makeModelAtMoment(), all: all, trace: trace)
        case "markdown":
            guard !all else { throw InputError("--format markdown describes what is on screen; leave out --all") }
            guard !trace else { throw InputError("--trace adds to the JSON; leave out --format markdown") }
            return try options.makeModelAtMoment().redlineMarkdown()
        default:
            throw InputError("--format must be json or markdown, got \"\(format)\"")
        }
    }
}
