/// A function of a user's layout file that returns a `UICollectionViewLayout` (or a subclass): a top-level
/// function, as Apple's sample code's `createLayout()`, or a method of a type — what `--layout-function`
/// names and the layout host calls.
package struct LayoutFunction: Sendable, Equatable {
    /// The type it is a method of (`AdaptiveSectionsViewController`, `Outer.Inner`); nil for a top-level function.
    package var typeName: String?
    /// The function's own name (`createLayout`).
    package var functionName: String
    /// Whether it is a `static` or `class` method (called on the type; no instance is made).
    package var isStatic: Bool
    /// The parameters it cannot be called without (those with no default value), as written (`columns: Int`).
    package var requiredParameters: [String]
    /// The type it returns, as written (`UICollectionViewLayout`), `UIKit.` dropped.
    package var returnType: String
    /// Whether the return type is a layout (UIKit's, or a layout class of the file).
    package var returnsLayout: Bool
    /// Whether it `throws` (called with `try!`) or is `async` (it cannot be called).
    package var isThrowing: Bool, isAsync: Bool
    /// Whether it is `private` or `fileprivate` (the host, another file, cannot call it).
    package var isPrivate: Bool
    /// Whether its type can be made with `init()`: it declares one callable with no arguments, or declares no
    /// initialiser (a class inheriting its superclass's, a struct's implicit one); true for a type the file only extends.
    package var typeHasPlainInit: Bool
    /// Whether its type can be made only as a storyboard makes it, with `init?(coder:)` (an empty coder given).
    package var typeMadeWithCoder: Bool = false

    /// The name `--layout-function` takes and the toolbar shows: `createLayout`, `Type.createLayout`.
    package var name: String { typeName.map { "\($0).\(functionName)" } ?? functionName }

    /// Why the host cannot call it with no arguments and get a layout, as the end of a sentence naming it; nil when it can.
    package var problem: String? {
        if !returnsLayout { return "returns \(returnType.isEmpty ? "nothing" : returnType), not a UICollectionViewLayout" }
        if !requiredParameters.isEmpty { return "takes parameters (\(requiredParameters.joined(separator: ", "))); the playground calls it with none" }
        if isAsync { return "is async; the playground calls it synchronously" }
        if isPrivate { return "is private; the playground calls it from another file" }
        if let typeName, !isStatic, !typeHasPlainInit, !typeMadeWithCoder {
            return "is a method of \(typeName), which has no init(); make it static, or give \(typeName) an init()"
        }
        return nil
    }

    /// Whether the host can call it with no arguments and get a layout.
    package var isEntryPoint: Bool { problem == nil }

    /// The Swift expression the host evaluates to make the layout: `createLayout()`, `Type.make()`, `Type().createLayout()`,
    /// `Type(coder: NSCoder())!.createLayout()`.
    package var call: String {
        let receiver = typeName.map { isStatic ? "\($0)." : "\(LayoutEntry.instance(of: $0, madeWithCoder: !typeHasPlainInit && typeMadeWithCoder))." } ?? ""
        return (isThrowing ? "try! " : "") + receiver + functionName + "()"
    }
}
