/// Writes the layout a model shows as a Swift file for a framework: the Export module's
/// `LayoutExporter.export`, lent to the app by the executable (through `ViewOptions.swiftWriter`)
/// so that the app does not build on swift-syntax.
public typealias LayoutSwiftWriter = @MainActor @Sendable (PlaygroundModel, ExportFramework) -> ExportedSource
