import SwiftParser
import SwiftSyntax

/// What a user's file declares that Swift on Linux, without the Objective-C runtime, needs to know about before
/// the file is rewritten (`LinuxCompatibilityPass`): its protocols' `@objc optional` method and read-only property requirements, its
/// classes (by dotted name), and each class's methods by selector name, for `responds(to:)`.
final class ObjCDeclarations: SyntaxVisitor {
    /// An `@objc optional` method requirement of a protocol of the file.
    struct OptionalRequirement {
        /// The protocol's dotted name.
        var protocolName: String
        /// The method's name and argument labels (`collectionView`, `["_", "layout", "heightForHeaderIn"]`).
        var name: String, labels: [String]
        /// The requirement as written.
        var node: FunctionDeclSyntax
        /// Whether the protocol is `public`, so that its default implementations are too.
        var isPublic: Bool
    }

    /// The optional requirements, in the file's order.
    var optionalRequirements: [OptionalRequirement] = []
    /// The names of the protocols' read-only `@objc optional` property requirements (`optional var pages: Int { get }`).
    var optionalProperties: Set<String> = []
    /// The protocols the file declares: their dotted names, and whether they are public.
    var protocols: [SyntaxIdentifier: (name: String, isPublic: Bool)] = [:]
    /// The classes the file declares, by dotted name.
    var classes: [String: ClassDeclSyntax] = [:]
    /// Per class the `responds(to:)` registry can name (not generic, not private), the selectors of the methods
    /// and properties its body and its extensions declare (`ObjCDeclarations.selector`).
    var selectors: [String: Set<String>] = [:]
    /// The classes whose registry entry cannot be written (generic or private, or inside such a type).
    private var unnameable: Set<String> = []
    /// Whether the file uses `Selector` or `responds(to:)`, or calls an optional requirement of UIKit's (so the
    /// prelude that declares them is needed).
    var usesSelectors = false
    /// The types around the current declaration, and whether each is one the registry can name.
    private var scope: [(name: String, nameable: Bool)] = []

    /// The declarations of the parsed file `tree`.
    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
        for name in unnameable { selectors[name] = nil }
    }

    /// Takes what another file compiled with this one declares that this file's call sites and `responds(to:)`
    /// need: its optional requirements, protocols and selectors (its classes stay its own: a member is moved only
    /// into a class of the same file).
    func adopt(_ other: ObjCDeclarations) {
        optionalRequirements += other.optionalRequirements
        optionalProperties.formUnion(other.optionalProperties)
        protocols.merge(other.protocols) { mine, _ in mine }
        selectors.merge(other.selectors) { mine, theirs in mine.union(theirs) }
        usesSelectors = usesSelectors || other.usesSelectors
    }

    /// The dotted name of the type `name` declared in the current scope.
    private func path(_ name: String) -> String { (scope.map(\.name) + [name]).joined(separator: ".") }

    /// The selector name of a method or property: `prepare` (no parameters), `collectionView(_:layout:sizeForItemAt:)`.
    static func selector(_ name: String, labels: [String]) -> String {
        labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Whether a declaration's modifiers make it private to its file or scope.
    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = path(node.name.text)
        classes[name] = node
        let nameable = (scope.last?.nameable ?? true) && node.genericParameterClause == nil && !Self.isPrivate(node.modifiers)
        if !nameable { unnameable.insert(name) }
        selectors[name, default: []].formUnion([])
        scope.append((node.name.text, nameable))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append((LayoutFunctionFinder.plainTypeName(node.extendedType.trimmedDescription), node.genericWhereClause == nil))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    private func enter(_ name: String, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        scope.append((name, (scope.last?.nameable ?? true) && !Self.isPrivate(modifiers)))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = path(node.name.text)
        let isPublic = node.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        protocols[node.id] = (name, isPublic)
        for item in node.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self), let name = Self.optionalReadOnlyProperty(variable) {
                optionalProperties.insert(name)
                continue
            }
            guard let function = item.decl.as(FunctionDeclSyntax.self),
                  function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            optionalRequirements.append(OptionalRequirement(protocolName: name, name: function.name.text, labels: labels, node: function, isPublic: isPublic))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = scope.isEmpty ? nil : scope.map(\.name).joined(separator: ".") {
            selectors[owner, default: []].insert(Self.selector(node.name.text, labels: node.signature.parameterClause.parameters.map(\.firstName.text)))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = scope.isEmpty ? nil : scope.map(\.name).joined(separator: ".") {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { selectors[owner, default: []].insert(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "Selector" || node.baseName.text == "NSSelectorFromString" { usesSelectors = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Selector" { usesSelectors = true }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "responds" { usesSelectors = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.is(OptionalChainingExprSyntax.self), let member = node.calledExpression.as(OptionalChainingExprSyntax.self)?.expression,
           let reference = member.as(MemberAccessExprSyntax.self)?.declName,
           Self.isUIKitOptionalRequirement(named: reference.baseName.text, labels: node.arguments.map { $0.label?.text ?? "_" },
                                           trailingClosures: node.trailingClosure == nil ? 0 : 1) {
            usesSelectors = true
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { usesSelectors = true }
        return .visitChildren
    }

    /// The name of a protocol's read-only optional property requirement (`optional var pages: Int { get }`), which
    /// the pass rewrites; nil for any other (a settable one stays, and the compiler says why).
    static func optionalReadOnlyProperty(_ variable: VariableDeclSyntax) -> String? {
        guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }), variable.bindings.count == 1,
              let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.typeAnnotation != nil, case .accessors(let accessors)? = binding.accessorBlock?.accessors,
              accessors.count == 1, accessors.first?.accessorSpecifier.tokenKind == .keyword(.get), accessors.first?.effectSpecifiers == nil
        else { return nil }
        return name
    }

    /// The optional requirements of UIKit's own protocols a layout calls with `?(`, which the playground's UIKit
    /// declares with default implementations (answering as UIKit does when the delegate has none): the flow
    /// layout's delegate's six and the data source's `numberOfSections(in:)`, by name and argument labels.
    static let uikitOptionalRequirements: [(name: String, labels: [String])] = [
        ("collectionView", ["_", "layout", "sizeForItemAt"]), ("collectionView", ["_", "layout", "insetForSectionAt"]),
        ("collectionView", ["_", "layout", "minimumLineSpacingForSectionAt"]), ("collectionView", ["_", "layout", "minimumInteritemSpacingForSectionAt"]),
        ("collectionView", ["_", "layout", "referenceSizeForHeaderInSection"]), ("collectionView", ["_", "layout", "referenceSizeForFooterInSection"]),
        ("numberOfSections", ["in"]),
    ]

    /// Whether a call's method name and argument labels are those of an optional requirement of UIKit's
    /// (`uikitOptionalRequirements`).
    static func isUIKitOptionalRequirement(named name: String, labels: [String], trailingClosures: Int) -> Bool {
        trailingClosures == 0 && uikitOptionalRequirements.contains { $0.name == name && $0.labels == labels }
    }

    /// The optional requirement a call's method name and argument labels name, if any (trailing closures match
    /// any label).
    func optionalRequirement(named name: String, labels: [String], trailingClosures: Int) -> OptionalRequirement? {
        optionalRequirements.first { requirement in
            requirement.name == name && requirement.labels.count == labels.count + trailingClosures
                && Array(requirement.labels.prefix(labels.count)) == labels
        }
    }
}
