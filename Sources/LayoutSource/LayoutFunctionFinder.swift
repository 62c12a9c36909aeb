import Foundation
import SwiftSyntax

/// Finds the functions of a user's layout file, parsed with swift-syntax: top-level functions and the methods
/// of its classes, structs, enums, actors and extensions (not functions inside other functions or protocols),
/// each with what the host needs to call it (`LayoutFunction`).
package enum LayoutFunctionFinder {
    /// Every function of `source` in the file's order; `layoutClasses` are the file's own layout classes, which
    /// a function may return as well as UIKit's.
    package static func functions(in source: String, layoutClasses: [String]) -> [LayoutFunction] {
        let collector = LayoutSourceDeclarations(source)
        let layouts = LayoutClassFinder.uikitLayouts.union(layoutClasses)
        return collector.found.map { found in
            let node = found.node
            let returnType = node.signature.returnClause.map { plainTypeName($0.type.trimmedDescription) } ?? ""
            let parameters = node.signature.parameterClause.parameters
            return LayoutFunction(
                typeName: found.typeName, functionName: node.name.text,
                isStatic: node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) },
                requiredParameters: parameters.filter { $0.defaultValue == nil }.map { "\($0.firstName.text): \($0.type.trimmedDescription)" },
                returnType: returnType, returnsLayout: layouts.contains(returnType),
                isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
                isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
                isPrivate: node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) },
                typeHasPlainInit: found.typeName.map(collector.hasPlainInit) ?? true,
                typeMadeWithCoder: found.typeName.map(collector.isMadeWithCoder) ?? false)
        }
    }

    /// The functions the host can call (`LayoutFunction.isEntryPoint`), in the file's order.
    package static func entryPoints(in source: String, layoutClasses: [String]) -> [LayoutFunction] {
        functions(in: source, layoutClasses: layoutClasses).filter(\.isEntryPoint)
    }

    /// A type as written, without `UIKit.` or `some ` (`some UIKit.UICollectionViewLayout` is `UICollectionViewLayout`).
    static func plainTypeName(_ written: String) -> String {
        var name = written
        if name.hasPrefix("some ") { name = String(name.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
        if name.hasPrefix("UIKit.") { name = String(name.dropFirst(6)) }
        return name
    }
}
