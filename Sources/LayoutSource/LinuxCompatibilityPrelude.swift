/// The declarations a file rewritten by `LinuxCompatibilityPass` relies on, compiled beside it (only when it
/// uses them): the error an unimplemented `@objc optional` requirement throws, and `Selector` — a method's name,
/// as `#selector` is rewritten to make one — with `responds(to:)` answered from the methods and properties the
/// file's classes (and their superclasses of the file) declare, as the Objective-C runtime answers it.
enum LinuxCompatibilityPrelude {
    /// The prelude's source; `selectors` are the file's classes' selector names (`ObjCDeclarations.selectors`), and
    /// those its extensions of `PlaygroundSceneDelegate` add.
    static func text(selectors: [String: Set<String>]) -> String {
        // The scene's delegate answers the flow layout's item sizes, and whatever the file's extensions add to it.
        var selectors = selectors
        selectors["PlaygroundSceneDelegate", default: []].insert("collectionView(_:layout:sizeForItemAt:)")
        let registry = selectors.keys.sorted().map { name in
            "        ObjectIdentifier(\(name).self): [" + selectors[name]!.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "],"
        }
        return """
        // Written by the playground (LinuxCompatibilityPrelude): what the rewritten layout file needs of the Objective-C runtime.
        import Foundation
        @_spi(Playground) import UIKit

        /// What an `@objc optional` requirement's default implementation throws: the conformer does not implement it.
        enum PlaygroundOptionalRequirement: Error { case notImplemented }

        /// An Objective-C selector: a method's name (`collectionView(_:layout:sizeForItemAt:)`).
        struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
            /// The method's name.
            let name: String
            init(_ name: String) { self.name = name }
            init(stringLiteral name: String) { self.name = name }
            var description: String { name }
        }

        /// A value as an optional: a call of an optional requirement of UIKit's, which the module implements by default.
        func playgroundOptional<Value>(_ value: Value?) -> Value? { value }

        /// A selector's name.
        func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
        /// The selector a name names.
        func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

        extension NSObjectProtocol {
            /// Whether the object's class (or a superclass of the file) declares the method `selector` names; the
            /// scene's delegate answers the flow layout's item sizes.
            func responds(to selector: Selector!) -> Bool {
                guard let selector else { return false }
                var type: AnyClass? = Swift.type(of: self as AnyObject)
                while let current = type {
                    if let names = PlaygroundSelectors.methods[ObjectIdentifier(current)], names.contains(where: { PlaygroundSelectors.matches($0, selector.name) }) {
                        return true
                    }
                    type = _getSuperclass(current)
                }
                return false
            }
        }

        /// The selector names of the file's classes' methods and properties, by class.
        enum PlaygroundSelectors {
            static let methods: [ObjectIdentifier: Set<String>] = [
        \(registry.joined(separator: "\n"))
            ]

            /// Whether a declared name is the selector's: the same, or its base name for a selector written without labels.
            static func matches(_ declared: String, _ selector: String) -> Bool {
                declared == selector || (!selector.contains("(") && declared.prefix { $0 != "(" } == selector)
            }
        }

        """
    }
}
