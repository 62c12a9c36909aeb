import SwiftParser
import SwiftSyntax

/// Rewrites a user's layout file where Swift on Linux lacks the Objective-C runtime, before it is compiled
/// (into the build folder; the user's file is never touched):
/// - an `@objc optional` method requirement becomes a `throws` requirement with a default implementation
///   that throws (a conformer's own method, not throwing, still satisfies it), and its call sites
///   `delegate?.m?(…)` become `(try? delegate?.m(…))`, so "not implemented" is still nil and `?? fallback` taken;
///   `m!(…)` becomes `(try! …(…))`; a read-only optional property requirement becomes `{ get throws }` with a
///   default that throws, and `delegate?.p` becomes `(try? delegate?.p)`; an `@objc` protocol is made class-bound (`AnyObject`), as it was; a call
///   `delegate.m?(…)` of an optional requirement of UIKit's (the flow layout delegate's), which the module
///   declares with a default implementation, becomes `playgroundOptional(delegate.m(…))`; an unavailable
///   (renamed) requirement, which only an `@objc` protocol may have, becomes an unavailable method of its extension;
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction` are blanked (`@IBInspectable`,
///   `@IBDesignable` and `dynamic` compile on Linux as they are);
/// - a member an extension of a class of the file overrides is moved into the class's body;
/// - `import CoreGraphics` and `import QuartzCore` import UIKit, where the module keeps their types; a protocol's
///   `weak var` requirement loses `weak`, which a protocol may no longer say;
/// - `#selector(Type.method(_:label:))` becomes `Selector("method(_:label:)")`, a type the prelude declares
///   (`LinuxCompatibilityPrelude`) with `responds(to:)` answered from the file's classes' methods.
/// The rewritten text starts with `#sourceLocation(file:line:)` naming the user's file, and a moved member
/// keeps its own lines by another, so the compiler's messages and a trap's backtrace name the user's lines.
package enum LinuxCompatibilityPass {
    /// A rewritten file: its text (nil when the file compiles as it is), and the prelude to compile with it
    /// (nil when none is needed).
    package struct Result: Equatable, Sendable {
        /// The file rewritten, to compile in place of the user's; nil when only the prelude is needed.
        package var text: String?
        /// The declarations the rewritten file relies on (`Selector`, `responds(to:)`), compiled beside it.
        package var prelude: String?
    }

    /// The rewrite of `source`, the file at `file` (an absolute path, named in the `#sourceLocation` directives);
    /// nil when the file needs none.
    package static func rewrite(_ source: String, file: String) -> Result? {
        rewrite([(source, file)]).map { Result(text: $0.texts[0], prelude: $0.prelude) }
    }

    /// The rewrite of files compiled together (a layout library's folder): each file's text (nil for one that
    /// compiles as it is) and the one prelude for all; nil when none needs anything. A call site in one file of an
    /// optional requirement another declares is rewritten as one in the same file would be.
    package static func rewrite(_ files: [(source: String, file: String)]) -> (texts: [String?], prelude: String?)? {
        let trees = files.map { Parser.parse(source: $0.source) }
        let own = trees.map { ObjCDeclarations($0) }
        var texts: [String?] = []
        for index in files.indices {
            let declarations = files.count == 1 ? own[index] : ObjCDeclarations(trees[index])
            if files.count > 1 { for other in own.indices where other != index { declarations.adopt(own[other]) } }
            let collector = LinuxCompatibilityEdits(declarations: declarations, tree: trees[index], source: files[index].source, file: files[index].file)
            collector.walk(trees[index])
            let edits = collector.finish()
            texts.append(edits.isEmpty ? nil : edits.applied(to: files[index].source))
        }
        let classes = Set(own.flatMap(\.classes.keys))
        let selectors = own.reduce(into: [String: Set<String>]()) { all, declarations in all.merge(declarations.selectors) { $0.union($1) } }
        let prelude = own.contains { $0.usesSelectors || !$0.optionalRequirements.isEmpty || !$0.optionalProperties.isEmpty }
            ? LinuxCompatibilityPrelude.text(selectors: selectors.filter { classes.contains($0.key) || $0.key == "PlaygroundSceneDelegate" })
            : nil
        if prelude == nil, texts.allSatisfy({ $0 == nil }) { return nil }
        return (texts, prelude)
    }

    /// A `#sourceLocation` directive naming `file` at `line`, on a line of its own.
    static func sourceLocation(_ file: String, line: Int) -> String {
        let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }

    /// A node's tokens on one line, comments dropped, one space where the source had any trivia between two.
    static func flatText(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var spaced = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (spaced || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            spaced = !token.trailingTrivia.isEmpty
        }
        return text
    }
}

/// The edits `LinuxCompatibilityPass` makes to one file, collected by walking it.
final class LinuxCompatibilityEdits: SyntaxVisitor {
    /// The attributes Swift on Linux rejects, blanked.
    static let blankedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBSegueAction", "GKInspectable"]

    private let declarations: ObjCDeclarations
    private let source: String
    private let file: String
    private let converter: SourceLocationConverter
    private var edits = SourceEdits()
    /// The default implementations of the optional requirements, each `extension Protocol { … }` after its line's directive.
    private var defaults: [String] = []
    /// Members of extensions that override, by the class they move into: their ranges.
    private var moves: [(className: String, start: Int, end: Int)] = []

    init(declarations: ObjCDeclarations, tree: SourceFileSyntax, source: String, file: String) {
        self.declarations = declarations
        self.source = source
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

    /// Replaces a node's text with spaces (its line breaks kept), so that what follows keeps its line and column.
    private func blank(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = String(decoding: Array(source.utf8)[start..<end].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        edits.replace(start, end, with: text)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.blankedAttributes.contains(node.attributeName.trimmedDescription) { blank(node) }
        return .visitChildren
    }

    /// Apple's frameworks that on Linux are the UIKit module's (`CGRect`, `CATransform3D`, `CALayer`):
    /// `import CoreGraphics` and `import QuartzCore` import it instead.
    static let frameworksInUIKit: Set<String> = ["CoreGraphics", "QuartzCore"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.path.count == 1, let module = node.path.first?.name, Self.frameworksInUIKit.contains(module.text) else { return .skipChildren }
        // Padded to the name's length, so that what follows keeps its column.
        edits.replace(module.positionAfterSkippingLeadingTrivia.utf8Offset, module.endPositionBeforeTrailingTrivia.utf8Offset,
                      with: "UIKit".padding(toLength: max(5, module.text.utf8.count), withPad: " ", startingAt: 0))
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // `weak var delegate: D? { get set }` in a protocol, which Swift 5 only warned about, is an error now: the
        // requirement is the same without `weak` (a conformer's own property stays weak).
        for item in node.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for modifier in variable.modifiers where modifier.name.tokenKind == .keyword(.weak) { blank(modifier) }
        }
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC {
            // An `@objc` protocol is class-bound: without `@objc`, `weak var delegate: P?` needs it said.
            let written = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            if written.contains("AnyObject") || written.contains("class") {
                // Class-bound already.
            } else if let inherited = node.inheritanceClause {
                edits.insert(", AnyObject", at: inherited.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                let after = node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name)
                edits.insert(": AnyObject", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        var extensionBody: [String] = []
        for item in node.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self), ObjCDeclarations.optionalReadOnlyProperty(variable) != nil {
                optionalProperty(variable, into: &extensionBody)
                continue
            }
            guard let function = item.decl.as(FunctionDeclSyntax.self) else { continue }
            let unavailable = function.attributes.contains {
                guard let attribute = $0.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available" else { return false }
                return LinuxCompatibilityPass.flatText(attribute).contains("unavailable")
            }
            if isObjC && unavailable {
                // Only an `@objc` protocol may have an unavailable requirement (a renamed one, kept to say so): it
                // becomes an unavailable method of the protocol's extension, which still says so.
                blank(item)
                extensionBody.append(defaultImplementation(of: function))
                continue
            }
            guard let optional = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            blank(optional)
            let effects = function.signature.effectSpecifiers
            if effects?.throwsClause == nil {
                let after = effects?.asyncSpecifier.map(Syntax.init) ?? Syntax(function.signature.parameterClause)
                edits.insert(" throws", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            extensionBody.append(defaultImplementation(of: function))
        }
        if !extensionBody.isEmpty {
            let named = declarations.protocols[node.id]
            defaults.append(LinuxCompatibilityPass.sourceLocation(file, line: line(node.positionAfterSkippingLeadingTrivia)) + "\n"
                            + (named?.isPublic == true ? "public " : "") + "extension \(named?.name ?? node.name.text) { "
                            + extensionBody.joined(separator: "; ") + " }")
        }
        return .visitChildren
    }

    /// An optional read-only property requirement becomes `{ get throws }` (a conformer's own property, not throwing,
    /// still satisfies it) with a default implementation in the protocol's extension that throws "not implemented".
    private func optionalProperty(_ variable: VariableDeclSyntax, into extensionBody: inout [String]) {
        guard let binding = variable.bindings.first, let type = binding.typeAnnotation,
              case .accessors(let accessors)? = binding.accessorBlock?.accessors, let getter = accessors.first else { return }
        for modifier in variable.modifiers where modifier.name.tokenKind == .keyword(.optional) { blank(modifier) }
        edits.insert(" throws", at: getter.accessorSpecifier.endPositionBeforeTrailingTrivia.utf8Offset)
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { !Self.blankedAttributes.contains($0.attributeName.trimmedDescription) }
            .map(LinuxCompatibilityPass.flatText)
        let modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.optional) && $0.name.tokenKind != .keyword(.weak) }
            .map(LinuxCompatibilityPass.flatText)
        extensionBody.append((attributes + modifiers + ["var", LinuxCompatibilityPass.flatText(binding.pattern) + LinuxCompatibilityPass.flatText(type)])
            .joined(separator: " ") + " { get throws { throw PlaygroundOptionalRequirement.notImplemented } }")
    }

    /// `delegate?.pages` of an optional property requirement becomes `(try? delegate?.pages)`: nil when the delegate
    /// has none, as on iOS, and `?? fallback` still taken. Only optional chains are rewritten (a plain `x.pages` may be
    /// a conformer's own property, which is not optional).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.argumentNames == nil, declarations.optionalProperties.contains(node.declName.baseName.text),
              node.base?.is(OptionalChainingExprSyntax.self) == true else { return .visitChildren }
        // Not the callee of a call (`delegate?.pages(…)` is a method of the same name).
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.open("(try? ", at: start, spanning: end - start)
        let continues = node.parent.map { parent in
            parent.as(MemberAccessExprSyntax.self)?.base?.id == node.id || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
                || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == node.id
        } ?? false
        edits.close(continues ? ")?" : ")", at: end, spanning: end - start)
        return .visitChildren
    }

    /// The default implementation of an optional requirement: its signature, throwing "not implemented".
    private func defaultImplementation(of function: FunctionDeclSyntax) -> String {
        let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { !Self.blankedAttributes.contains($0.attributeName.trimmedDescription) }
            .map(LinuxCompatibilityPass.flatText)
        let modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }.map(LinuxCompatibilityPass.flatText)
        let signature = function.signature
        let effects = [signature.effectSpecifiers?.asyncSpecifier.map(LinuxCompatibilityPass.flatText),
                       signature.effectSpecifiers?.throwsClause.map(LinuxCompatibilityPass.flatText) ?? "throws"].compactMap { $0 }
        let parts = attributes + modifiers + ["func", function.name.text + (function.genericParameterClause.map(LinuxCompatibilityPass.flatText) ?? "")
            + LinuxCompatibilityPass.flatText(signature.parameterClause)] + effects
            + [signature.returnClause.map(LinuxCompatibilityPass.flatText), function.genericWhereClause.map(LinuxCompatibilityPass.flatText)].compactMap { $0 }
        return parts.joined(separator: " ") + " { throw PlaygroundOptionalRequirement.notImplemented }"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: ExprSyntax, mark: TokenSyntax, forced: Bool
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) {
            (callee, mark, forced) = (chained.expression, chained.questionMark, false)
        } else if let unwrapped = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
            (callee, mark, forced) = (unwrapped.expression, unwrapped.exclamationMark, true)
        } else {
            return .visitChildren
        }
        let reference = callee.as(MemberAccessExprSyntax.self)?.declName ?? callee.as(DeclReferenceExprSyntax.self)
        guard let reference, reference.argumentNames == nil else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        let own = declarations.optionalRequirement(named: reference.baseName.text, labels: labels, trailingClosures: trailing) != nil
        guard own || ObjCDeclarations.isUIKitOptionalRequirement(named: reference.baseName.text, labels: labels, trailingClosures: trailing) else {
            return .visitChildren
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(mark.positionAfterSkippingLeadingTrivia.utf8Offset, mark.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        // UIKit's own optional requirements have default implementations that answer as UIKit does without one:
        // the call is made, its answer optional as the chain's was.
        if !own && forced { return .visitChildren }
        edits.open(own ? (forced ? "(try! " : "(try? ") : "playgroundOptional(", at: start, spanning: end - start)
        // `delegate?.m?(…).x`: the optional chain went on past the call; after `(try? …)` it goes on with `?.x`.
        let continues = node.parent.map { parent in
            parent.as(MemberAccessExprSyntax.self)?.base?.id == node.id || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
                || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == node.id
        } ?? false
        edits.close(continues && !forced ? ")?" : ")", at: end, spanning: end - start)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        let expression = argument.expression
        guard let reference = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self) else {
            return .visitChildren
        }
        var name = ObjCDeclarations.selector(reference.baseName.text, labels: reference.argumentNames?.arguments.map(\.name.text) ?? [])
        if argument.label?.text == "setter" { name = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":" }
        edits.replace(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset, with: "Selector(\"\(name)\")")
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = LayoutFunctionFinder.plainTypeName(node.extendedType.trimmedDescription)
        guard declarations.classes[name] != nil, node.genericWhereClause == nil else { return .visitChildren }
        for item in node.memberBlock.members {
            let modifiers = item.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
            guard modifiers?.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true else { continue }
            moves.append((name, item.positionAfterSkippingLeadingTrivia.utf8Offset, item.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return .visitChildren
    }

    /// The edits, with the moved members taken out of their extensions into their classes, the default
    /// implementations at the end and the first directive; empty when the file needs none.
    func finish() -> SourceEdits {
        guard !edits.isEmpty || !moves.isEmpty || !defaults.isEmpty else { return SourceEdits() }
        let bytes = Array(source.utf8)
        var inserts: [String: [String]] = [:]
        for move in moves {
            let own = edits.extract(move.start, move.end)
            let text = String(decoding: bytes[move.start..<move.end], as: UTF8.self)
            let lines = text.filter { $0 == "\n" || $0 == "\r\n" }.count
            edits.replace(move.start, move.end, with: String(repeating: "\n", count: lines))
            let location = converter.location(for: AbsolutePosition(utf8Offset: move.start)).line
            inserts[move.className, default: []].append(LinuxCompatibilityPass.sourceLocation(file, line: location) + "\n" + own.applied(to: text))
        }
        for (className, members) in inserts {
            guard let brace = declarations.classes[className]?.memberBlock.rightBrace else { continue }
            let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.insert("\n" + members.joined(separator: "\n") + "\n" + LinuxCompatibilityPass.sourceLocation(file, line: line(brace.positionAfterSkippingLeadingTrivia)) + "\n",
                         at: offset)
        }
        if !defaults.isEmpty { edits.insert("\n" + defaults.joined(separator: "\n") + "\n", at: bytes.count) }
        edits.open(LinuxCompatibilityPass.sourceLocation(file, line: 1) + "\n", at: 0, spanning: Int(Int32.max))
        return edits
    }
}
