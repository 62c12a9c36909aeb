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
    /// The types that declare `init(coder:)` or `init?(coder:)`, as a class made by a storyboard does.
    var coderInitializers: Set<String> = []
    /// Each class's superclass (or first adopted protocol: the first name after the colon), by dotted name.
    var superclasses: [String: String] = [:]
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
        // A class that declares no initialiser inherits its superclass's, when the file declares that superclass.
        if let parent = inheritedInitializers(of: typeName) { return hasPlainInit(parent) }
        return kinds[typeName] != .enumeration
    }

    /// Whether `typeName` can be made only as a storyboard makes it, with `init?(coder:)` (it declares or
    /// inherits that and no `init()`).
    func isMadeWithCoder(_ typeName: String) -> Bool {
        !hasPlainInit(typeName) && hasCoderInit(typeName)
    }

    /// Whether `typeName` declares `init(coder:)`, or inherits it from a superclass of the file.
    private func hasCoderInit(_ typeName: String) -> Bool {
        if coderInitializers.contains(typeName) { return true }
        return inheritedInitializers(of: typeName).map(hasCoderInit) ?? false
    }

    /// The superclass of the file whose initialisers the class `typeName` inherits (it declares none); nil otherwise.
    private func inheritedInitializers(of typeName: String) -> String? {
        guard initializers[typeName]?.declared != true, kinds[typeName] == .classOrActor,
              let parent = superclasses[typeName], parent != typeName, kinds[parent] == .classOrActor else { return nil }
        return parent
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

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let parent = node.inheritanceClause?.inheritedTypes.first {
            superclasses[(scope + [node.name.text]).joined(separator: ".")] = LayoutFunctionFinder.plainTypeName(parent.type.trimmedDescription)
        }
        return enter(node.name.text, kind: .classOrActor, adopting: node.inheritanceClause)
    }
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
        let parameters = node.signature.parameterClause.parameters
        if parameters.count == 1, parameters.first?.firstName.text == "coder" { coderInitializers.insert(type) }
        let known = initializers[type] ?? (false, false)
        initializers[type] = (known.declared || hides, known.plain || plain)
        return .skipChildren
    }
}
