import AppSupport

/// What the layout host makes the layout with: a layout class of the user's file (`WaveLayout()`), or a
/// function that returns a layout (`createLayout()`, `Type().createLayout()`).
package enum LayoutEntry: Sendable, Equatable {
    /// A `UICollectionViewLayout` subclass, made with `init()`.
    case layoutClass(String)
    /// A function returning a layout, called with no arguments.
    case function(LayoutFunction)

    /// The name the toolbar's segment, the window's title and `dump` show: the class, or the function as
    /// `--layout-function` takes it.
    package var name: String {
        switch self {
        case .layoutClass(let name): name
        case .function(let function): function.name
        }
    }

    /// The Swift expression the host evaluates to make the layout.
    package var call: String { call(madeWithCoder: []) }

    /// The Swift expression the host evaluates to make the layout, a class of `madeWithCoder` made as a storyboard
    /// makes it.
    package func call(madeWithCoder: Set<String>) -> String {
        switch self {
        case .layoutClass(let name): Self.instance(of: name, madeWithCoder: madeWithCoder.contains(name))
        case .function(let function): function.call
        }
    }

    /// The types of `source` that only a storyboard makes: classes with `init?(coder:)` (declared or inherited from a
    /// class of the file) and no `init()`.
    package static func madeWithCoder(in source: String) -> Set<String> {
        let declarations = LayoutSourceDeclarations(source)
        return Set(declarations.kinds.keys.filter(declarations.isMadeWithCoder))
    }

    /// A new instance of the type `name`: `Name()`, or, for a class only a storyboard makes (it has only
    /// `init?(coder:)`), `Name(coder: NSCoder())!`, as UIKit makes it from an archive with nothing in it.
    static func instance(of name: String, madeWithCoder: Bool) -> String {
        madeWithCoder ? "\(name)(coder: NSCoder())!" : "\(name)()"
    }

    /// The body of the host's `makeUserLayout()` (in the entry file, `LayoutHostObject.entrySource`): the layout
    /// made, and the file's flow-layout delegate class (`delegate`, `LayoutDelegateFinder`) made to be the collection
    /// view's delegate, as the app would — the very instance whose method makes the layout when the function is that
    /// class's. The instance whose method made the layout is kept for the layout's life (`keepUserLayoutOwner`), as
    /// the app's view controller lives while its collection view does: a layout's `weak var delegate` set to it
    /// stays set. The types of `madeWithCoder` (the file's classes with only `init?(coder:)`) are made with an empty coder.
    package func hostCode(delegate: String?, madeWithCoder: Set<String> = []) -> String {
        let call = call(madeWithCoder: madeWithCoder)
        let madeDelegate = delegate.map { Self.instance(of: $0, madeWithCoder: madeWithCoder.contains($0)) }
        if case .function(let function) = self, let type = function.typeName, !function.isStatic {
            let owner = Self.instance(of: type, madeWithCoder: madeWithCoder.contains(type))
            let made = (function.isThrowing ? "try! " : "") + "owner.\(function.functionName)()"
            return "let owner = \(owner); keepUserLayoutOwner(owner); return (\(made), \(type == delegate ? "owner" : madeDelegate ?? "nil"))"
        }
        guard let madeDelegate else { return "(\(call), nil)" }
        return "(\(call), \(madeDelegate))"
    }

    /// What a backtrace's frames of the user's code are named after: the class, the function's type, or a
    /// top-level function's own name.
    package var backtraceOwner: String {
        switch self {
        case .layoutClass(let name): name
        case .function(let function): function.typeName ?? function.functionName
        }
    }

    /// The entry of `source` (the file `file`) to run: the class `className` names, the function `functionName`
    /// names (`createLayout` or `Type.createLayout`), else the file's only layout class, else its only
    /// layout-making function. A missing, unusable or ambiguous choice throws one line.
    package static func find(in source: String, file: String, className: String?, functionName: String?) throws(InputError) -> LayoutEntry {
        if className != nil, functionName != nil {
            throw InputError(file: file, "give --layout-class or --layout-function, not both")
        }
        if let className { return .layoutClass(try LayoutClassFinder.layoutClass(in: source, file: file, named: className)) }
        let classes = LayoutClassFinder.layoutClasses(in: source)
        let functions = LayoutFunctionFinder.functions(in: source, layoutClasses: classes)
        if let functionName { return .function(try function(named: functionName, among: functions, file: file)) }
        if !classes.isEmpty { return .layoutClass(try LayoutClassFinder.layoutClass(in: source, file: file, named: nil)) }
        let entries = functions.filter(\.isEntryPoint)
        guard let only = entries.first else {
            let unusable = functions.first { $0.returnsLayout }
            throw InputError(file: file, "no class in the file subclasses UICollectionViewLayout and no function without parameters returns one"
                             + (unusable.map { " (\($0.name) \($0.problem ?? ""))" } ?? ""))
        }
        guard entries.count == 1 else {
            throw InputError(file: file, "the file has \(entries.count) functions that make a layout (\(entries.map(\.name).joined(separator: ", "))); "
                             + "name one with --layout-function NAME")
        }
        return .function(only)
    }

    /// The function `name` names: its qualified name (`Type.createLayout`), or its own name when only one
    /// function the host can call has it.
    private static func function(named name: String, among functions: [LayoutFunction], file: String) throws(InputError) -> LayoutFunction {
        var matches = functions.filter { $0.name == name }
        if matches.isEmpty, !name.contains(".") { matches = functions.filter { $0.functionName == name } }
        let callable = matches.filter(\.isEntryPoint)
        if callable.count == 1 { return callable[0] }
        if callable.count > 1 {
            throw InputError(file: file, "--layout-function \(name): \(callable.count) functions have that name (\(callable.map(\.name).joined(separator: ", "))); name one as Type.\(name)")
        }
        if let first = matches.first {
            throw InputError(file: file, "--layout-function \(name): \(first.name) \(first.problem ?? "")")
        }
        let entries = functions.filter(\.isEntryPoint).map(\.name)
        throw InputError(file: file, "--layout-function \(name): the file has no function of that name"
                         + (entries.isEmpty ? "" : " (its layout-making functions: \(entries.joined(separator: ", ")))"))
    }
}
