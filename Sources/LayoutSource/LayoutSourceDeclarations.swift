import SwiftParser
import SwiftSyntax

/// A user's layout file's declarations, parsed with swift-syntax: its functions (with the dotted path of the types
/// they are inside), the types it declares, what each type's initialisers allow, and the classes that adopt
/// `UICollectionViewDelegateFlowLayout`.
final class LayoutSourceDeclarations: SyntaxVisitor {
    /// What kind of type a declaration makes.
    enum Kind { case classOrActor, structure, enumeration }

    /// The functions, each with the type it belongs to.
    var found: [(node: FunctionDeclSyntax, typeName: String?)] = []
    /// The types the file declares, by their dotted names.
    var kinds: [String: Kind] = [:]
    /// Per type: whether it declares an initialiser, and whether one can be called with no arguments.
    var initializers: [String: (declared: Bool, plain: Bool)] = [:]
    /// The types whose declaration or extension adopts `UICollectionViewDelegateFlowLayout`, in the file's order.
    var flowLayoutDelegates: [String] = []
    /// The types around the current declaration (an extension's extended type counts as one, dotted).
    private var scope: [String] = []
    /// For each entry of `scope`, whether it is an extension.
    private var extensions: [Bool] = []

    /// The declarations of `source`.
    init(_ source: String) {
        super.init(viewMode: .sourceAccurate)
        walk(Parser.parse(source: source))
    }

    /// Whether `typeName()` makes an instance: a declared plain `init()`, else no initialiser at all (implicit
    /// or inherited) unless the type is an enum; a type the file does not declare is given the benefit of the doubt.
    func hasPlainInit(_ typeName: String) -> Bool {
        let inits = initializers[typeName] ?? (false, false)
        if inits.plain { return true }
        if inits.declared { return false }
        return kinds[typeName] != .enumeration
    }

    private func enter(_ name: String, kind: Kind?, adopting inheritance: InheritanceClauseSyntax? = nil) -> SyntaxVisitorContinueKind {
        scope.append(name)
        extensions.append(kind == nil)
        let path = scope.joined(separator: ".")
        if let kind { kinds[path] = kind }
        let adopted = inheritance?.inheritedTypes.map { LayoutFunctionFinder.plainTypeName($0.type.trimmedDescription) } ?? []
        if adopted.contains("UICollectionViewDelegateFlowLayout"), !flowLayoutDelegates.contains(path) { flowLayoutDelegates.append(path) }
        return .visitChildren
    }

    private func leave() {
        scope.removeLast()
        extensions.removeLast()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, kind: .classOrActor, adopting: node.inheritanceClause) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, kind: .classOrActor) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, kind: .structure) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, kind: .enumeration) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(LayoutFunctionFinder.plainTypeName(node.extendedType.trimmedDescription), kind: nil, adopting: node.inheritanceClause)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    // A protocol's requirements and a variable's closures hold no function the host could call.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node, scope.isEmpty ? nil : scope.joined(separator: ".")))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scope.isEmpty else { return .skipChildren }
        let type = scope.joined(separator: ".")
        let plain = node.optionalMark == nil && node.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        // Only a class's designated initialisers in its own body take away the implicit or inherited `init()`.
        let hides = extensions.last == false && !node.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        let known = initializers[type] ?? (false, false)
        initializers[type] = (known.declared || hides, known.plain || plain)
        return .skipChildren
    }
}
