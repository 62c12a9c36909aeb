/// `playground dump`: the layout's state as JSON, or its redline measurements as Markdown tables.
public enum DumpCommand {
    /// The JSON for `options`: what is on screen, or with `all` every element of the content;
    /// with `format` "markdown", the redline spec of what is on screen as tables.
    @MainActor
    public static func run(_ options: ViewOptions, all: Bool, format: String = "json") throws -> String {
        switch format {
        case "json":
            return StateDump.json(try options.makeModelAtMoment(), all: all)
        case "markdown":
            guard !all else { throw InputError("--format markdown describes what is on screen; leave out --all") }
            return try options.makeModelAtMoment().redlineMarkdown()
        default:
            throw InputError("--format must be json or markdown, got \"\(format)\"")
        }
    }
}
