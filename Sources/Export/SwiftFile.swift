import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// A Swift source file assembled from declarations: a header comment, one import and the
/// declarations one blank line apart, formatted by swift-syntax's formatter.
struct SwiftFile {
    /// The header comment's lines (without `//`).
    var header: [String]
    /// The module imported (`UIKit`, `SwiftUI`).
    var module: String
    /// The declarations, in order, each with its own `///` comment.
    var declarations: [DeclSyntax]

    /// The file's text.
    var text: String {
        let comment = Trivia(pieces: header.flatMap { line -> [TriviaPiece] in
            [.lineComment(line.isEmpty ? "//" : "// " + line), .newlines(1)]
        })
        let importDecl = DeclSyntax("import \(raw: module)").with(\.leadingTrivia, comment + .newlines(1))
        let spaced = declarations.map { $0.with(\.leadingTrivia, .newlines(2) + $0.leadingTrivia.trimmingLeadingNewlines) }
        let items = ([importDecl] + spaced).map { CodeBlockItemSyntax(item: .decl($0)) }
        let file = SourceFileSyntax(statements: CodeBlockItemListSyntax(items))
        // Templates interpolated as text carry their own indentation: take every line's away, so
        // the formatter indents the whole file by its structure alone.
        let unindented = IndentationRemover(viewMode: .sourceAccurate).rewrite(file)
        return unindented.formatted().description.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
    }
}

private extension Trivia {
    /// This trivia without the newlines and spaces it starts with.
    var trimmingLeadingNewlines: Trivia {
        Trivia(pieces: Array(pieces.drop { piece in
            switch piece {
            case .newlines, .spaces, .carriageReturnLineFeeds: true
            default: false
            }
        }))
    }
}

extension Array where Element == CodeBlockItemSyntax {
    /// The statements as a list, one a line (statements made from text carry no separating trivia).
    var lines: CodeBlockItemListSyntax {
        CodeBlockItemListSyntax(enumerated().map { index, item in
            index == 0 ? item : item.with(\.leadingTrivia, .newline + item.leadingTrivia)
        })
    }
}

/// Removes the spaces and tabs that start lines, leaving line breaks and comments.
private final class IndentationRemover: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.with(\.leadingTrivia, Self.unindented(token.leadingTrivia))
            .with(\.trailingTrivia, token.trailingTrivia)
    }

    /// `trivia` without the spaces and tabs that follow a line break (or start it).
    private static func unindented(_ trivia: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        var atLineStart = false
        for piece in trivia.pieces {
            switch piece {
            case .spaces, .tabs:
                if !atLineStart { pieces.append(piece) }
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                pieces.append(piece)
                atLineStart = true
            default:
                pieces.append(piece)
                atLineStart = false
            }
        }
        return Trivia(pieces: pieces)
    }
}

