import Foundation

/// A module's public declarations as `swift-symbolgraph-extract` reports them, and the check that one module's
/// public surface is a subset of another's ("nothing compiles here that would not compile on iOS").
enum SymbolGraph {
    /// One public declaration: its kind, its path of names, its access level and its normalised declaration.
    struct Symbol: Hashable, Comparable, CustomStringConvertible, Sendable {
        /// The symbol graph's kind identifier, such as `swift.class` or `swift.property`.
        var kind: String
        /// The names from the module down to the symbol, such as `["UICollectionViewFlowLayout", "itemSize"]`.
        var path: [String]
        /// `public` or `open`.
        var accessLevel: String
        /// The declaration's fragments joined, with parameters' internal names dropped and spaces collapsed.
        var declaration: String

        /// The path joined with dots, as a reader writes it.
        var name: String { path.joined(separator: ".") }

        /// The symbol in one line: kind, name, access level and declaration.
        var description: String { "\(kind) \(name) [\(accessLevel)] `\(declaration)`" }

        /// Orders symbols by name, then kind, then declaration, for stable reports.
        static func < (lhs: Symbol, rhs: Symbol) -> Bool {
            (lhs.name, lhs.kind, lhs.declaration) < (rhs.name, rhs.kind, rhs.declaration)
        }
    }

    /// A type's conformance to a protocol, or a class's inheritance, as `source kind target`.
    struct Relationship: Hashable, Comparable, CustomStringConvertible, Sendable {
        /// `conformsTo` or `inheritsFrom`.
        var kind: String
        /// The conforming or inheriting type's dotted path.
        var source: String
        /// The protocol or superclass: its dotted path in the module, or its module-qualified name elsewhere.
        var target: String

        /// The relationship in one line.
        var description: String { "\(source) \(kind) \(target)" }

        /// Orders relationships by their one-line description, for stable reports.
        static func < (lhs: Relationship, rhs: Relationship) -> Bool { lhs.description < rhs.description }
    }

    /// A module's public surface: its declarations and its types' conformances and superclasses.
    struct Surface: Sendable {
        /// The public (and open) declarations, SPI left out.
        var symbols: Set<Symbol>
        /// The conformances and inheritances of those declarations.
        var relationships: Set<Relationship>
    }

    /// The JSON shape of a symbol graph file, as far as the check reads it.
    private struct File: Decodable {
        struct Entry: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Fragment: Decodable {
                var kind: String
                var spelling: String
            }
            struct Identifier: Decodable { var precise: String }
            var kind: Kind
            var identifier: Identifier
            var pathComponents: [String]
            var accessLevel: String
            var declarationFragments: [Fragment]?
            var spi: Bool?
        }
        struct Link: Decodable {
            var kind: String
            var source: String
            var target: String
            var targetFallback: String?
        }
        var symbols: [Entry]
        var relationships: [Link]?
    }

    /// Joins declaration fragments into one comparable line: internal parameter names (which callers never see)
    /// are dropped and runs of white space become one space.
    /// Words that do not change what a client may write against the declaration, left out: isolation
    /// (`@MainActor`, `@preconcurrency`, `nonisolated` — the type-check of exported code holds isolation to
    /// the signatures), and `final`, `convenience`, `required`, which only narrow what may be subclassed.
    static let ignoredWords: Set<String> = ["@MainActor", "@preconcurrency", "nonisolated", "final", "convenience", "required"]

    static func normalise(_ fragments: [(kind: String, spelling: String)]) -> String {
        let text = fragments.map { $0.kind == "internalParam" ? "_" : $0.spelling }.joined()
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            .filter { !ignoredWords.contains(String($0)) }.joined(separator: " ")
    }

    /// Spells a property's declaration the way a client sees it: a stored `var x: T` as `var x: T { get set }`
    /// and a `let x: T` as `var x: T { get }`, so a stored property matches a computed one of the same use.
    static func normaliseProperty(_ declaration: String) -> String {
        guard !declaration.hasSuffix("}") else { return declaration }
        if let range = declaration.range(of: "let ") {
            return declaration.replacingCharacters(in: range, with: "var ") + " { get }"
        }
        return declaration.contains("var ") ? declaration + " { get set }" : declaration
    }

    /// Marker protocols the compiler adds by itself (and reports depending on which protocols a type reaches),
    /// left out of the relationships compared.
    static let implicitProtocols: Set<String> = [
        "Swift.Copyable", "Swift.Escapable", "Swift.BitwiseCopyable", "Swift.SendableMetatype",
        // Sendable follows isolation, which the type-check of exported code holds to the signatures.
        "Swift.Sendable",
    ]

    /// Reads symbol graph files, leaving out SPI (`@_spi`) symbols and anything below `public`, with the
    /// `conformsTo` and `inheritsFrom` relationships whose source is one of the symbols kept.
    static func surface(inFiles files: [URL]) throws -> Surface {
        let graphs = try files.map { try JSONDecoder().decode(File.self, from: Data(contentsOf: $0)) }
        var paths: [String: String] = [:]
        var kept = Set<String>()
        var result = Set<Symbol>()
        for graph in graphs {
            for entry in graph.symbols {
                paths[entry.identifier.precise] = entry.pathComponents.joined(separator: ".")
            }
        }
        for graph in graphs {
            for entry in graph.symbols where entry.spi != true && ["public", "open"].contains(entry.accessLevel) {
                kept.insert(entry.identifier.precise)
                let fragments = (entry.declarationFragments ?? []).map { (kind: $0.kind, spelling: $0.spelling) }
                var declaration = normalise(fragments)
                if entry.kind.identifier.hasSuffix(".property") { declaration = normaliseProperty(declaration) }
                result.insert(Symbol(
                    kind: entry.kind.identifier, path: entry.pathComponents, accessLevel: entry.accessLevel,
                    declaration: declaration
                ))
            }
        }
        var relationships = Set<Relationship>()
        for graph in graphs {
            for link in graph.relationships ?? [] where ["conformsTo", "inheritsFrom"].contains(link.kind) {
                guard kept.contains(link.source), let source = paths[link.source] else { continue }
                let target = paths[link.target] ?? link.targetFallback ?? link.target
                guard !implicitProtocols.contains(target) else { continue }
                relationships.insert(Relationship(kind: link.kind, source: source, target: target))
            }
        }
        return Surface(symbols: result, relationships: relationships)
    }

    /// Extracts a compiled module's public surface (its own graph and its extensions of other modules' types)
    /// with `swift-symbolgraph-extract`, finding the module and its dependencies in `searchPaths`.
    static func publicSurface(ofModule module: String, searchPaths: [URL]) throws -> Surface {
        let output = try SwiftCompiler.makeTemporaryDirectory(prefix: "ExportTests-symbols")
        defer { try? FileManager.default.removeItem(at: output) }
        #if arch(arm64)
        let target = "aarch64-unknown-linux-gnu"
        #else
        let target = "x86_64-unknown-linux-gnu"
        #endif
        var arguments = ["-module-name", module, "-target", target, "-minimum-access-level", "public"]
        arguments += searchPaths.flatMap { ["-I", $0.path] }
        arguments += ["-output-dir", output.path]
        let run = try SwiftCompiler.run("swift-symbolgraph-extract", arguments: arguments)
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent == "\(module).symbols.json" || $0.lastPathComponent.hasPrefix("\(module)@") }
        guard run.status == 0, files.contains(where: { $0.lastPathComponent == "\(module).symbols.json" }) else {
            throw SwiftCompiler.Failure(
                description: "swift-symbolgraph-extract failed for \(module) (status \(run.status)):\n\(run.standardError)")
        }
        return try surface(inFiles: files)
    }

    /// What the product declares that the signatures lack, one line each: "missing" when no signature has a
    /// symbol's kind and path, "differs" (with the signatures' declarations) when one does but its declaration
    /// or access level is not the same, "relationship" for a conformance or superclass the signatures do not
    /// give that type. Empty when the product is a subset of the signatures.
    static func differences(product: Surface, signatures: Surface) -> [String] {
        differences(product: product.symbols, signatures: signatures.symbols)
            + product.relationships.subtracting(signatures.relationships).sorted().map { "relationship: \($0)" }
    }

    /// The product symbols the signatures lack ("missing" or "differs" lines, as above).
    static func differences(product: Set<Symbol>, signatures: Set<Symbol>) -> [String] {
        var byKindAndPath: [String: [Symbol]] = [:]
        for symbol in signatures { byKindAndPath["\(symbol.kind) \(symbol.name)", default: []].append(symbol) }
        return product.subtracting(signatures).sorted().compactMap { symbol in
            // An override restates an inherited member, which is checked where it is declared.
            if symbol.declaration.contains("override ") { return nil }
            guard let namesakes = byKindAndPath["\(symbol.kind) \(symbol.name)"] else {
                return "missing: \(symbol)"
            }
            // `public` where iOS says `open` only narrows what a client may do; `override` on one side only
            // says where the member was first declared (an inherited `init()` restated, say).
            func bare(_ declaration: String) -> String { declaration.replacingOccurrences(of: "override ", with: "") }
            if namesakes.contains(where: { bare($0.declaration) == bare(symbol.declaration)
                && ($0.accessLevel == symbol.accessLevel || (symbol.accessLevel == "public" && $0.accessLevel == "open")) }) { return nil }
            let expected = namesakes.sorted().map { "[\($0.accessLevel)] `\($0.declaration)`" }.joined(separator: " or ")
            return "differs: \(symbol); the signatures have \(expected)"
        }
    }
}
