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

    /// The JSON shape of a symbol graph file, as far as the check reads it.
    private struct File: Decodable {
        struct Entry: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Fragment: Decodable {
                var kind: String
                var spelling: String
            }
            var kind: Kind
            var pathComponents: [String]
            var accessLevel: String
            var declarationFragments: [Fragment]?
            var spi: Bool?
        }
        var symbols: [Entry]
    }

    /// Joins declaration fragments into one comparable line: internal parameter names (which callers never see)
    /// are dropped and runs of white space become one space.
    static func normalise(_ fragments: [(kind: String, spelling: String)]) -> String {
        let text = fragments.map { $0.kind == "internalParam" ? "_" : $0.spelling }.joined()
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
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

    /// Reads symbol graph files, leaving out SPI (`@_spi`) symbols and anything below `public`.
    static func symbols(inFiles files: [URL]) throws -> Set<Symbol> {
        var result = Set<Symbol>()
        for file in files {
            let graph = try JSONDecoder().decode(File.self, from: Data(contentsOf: file))
            for entry in graph.symbols where entry.spi != true && ["public", "open"].contains(entry.accessLevel) {
                let fragments = (entry.declarationFragments ?? []).map { (kind: $0.kind, spelling: $0.spelling) }
                var declaration = normalise(fragments)
                if entry.kind.identifier.hasSuffix(".property") { declaration = normaliseProperty(declaration) }
                result.insert(Symbol(
                    kind: entry.kind.identifier, path: entry.pathComponents, accessLevel: entry.accessLevel,
                    declaration: declaration
                ))
            }
        }
        return result
    }

    /// Extracts a compiled module's public symbols (its own graph and its extensions of other modules' types)
    /// with `swift-symbolgraph-extract`, finding the module and its dependencies in `searchPaths`.
    static func publicSymbols(ofModule module: String, searchPaths: [URL]) throws -> Set<Symbol> {
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
        return try symbols(inFiles: files)
    }

    /// The product symbols the signatures lack, one line each: "missing" when no signature has the symbol's
    /// kind and path, "differs" (with the signatures' declarations) when one does but its declaration or
    /// access level is not the same. Empty when the product is a subset of the signatures.
    static func differences(product: Set<Symbol>, signatures: Set<Symbol>) -> [String] {
        var byKindAndPath: [String: [Symbol]] = [:]
        for symbol in signatures { byKindAndPath["\(symbol.kind) \(symbol.name)", default: []].append(symbol) }
        return product.subtracting(signatures).sorted().map { symbol in
            guard let namesakes = byKindAndPath["\(symbol.kind) \(symbol.name)"] else {
                return "missing: \(symbol)"
            }
            let expected = namesakes.sorted().map { "[\($0.accessLevel)] `\($0.declaration)`" }.joined(separator: " or ")
            return "differs: \(symbol); the signatures have \(expected)"
        }
    }
}
