/// `playground dump`: the layout's state as JSON.
public enum DumpCommand {
    /// The JSON for `options`: what is on screen, or with `all` every element of the content.
    @MainActor
    public static func run(_ options: ViewOptions, all: Bool) throws -> String {
        StateDump.json(try options.makeModelAtMoment(), all: all)
    }
}
