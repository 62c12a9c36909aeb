import CollectionLayout
import CollectionView
import Testing
@testable import Playground

/// The window's audit (key U): the findings of the state shown, outlined and numbered, found
/// again when the state changes.
@MainActor
struct WindowAuditTests {
    /// A 40-point swatch is a small target: with the audit on, the frame outlines it in the mark's red.
    @Test func keyUOutlinesTheFindings() throws {
        let model = try SceneTestSupport.model(sceneText: AuditSceneTexts.flow(width: 40, height: 40, items: [AuditSceneTexts.swatch("a")]))
        #expect(!model.showsAudit)
        model.apply(.toggleAudit)
        #expect(model.showsAudit)
        let list = model.drawList()
        let findings = model.windowFindings
        #expect(findings.map(\.kind) == [.smallTarget])
        #expect(findings.first?.variant.category == model.category.rawValue)
        let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(0, 0)))
        #expect(list.commands.contains { command in
            if case .stroke(let rect, let color, _) = command { return rect == frame.insetBy(dx: -1, dy: -1) && color == AuditSheet.mark }
            return false
        })
        // A larger text size is another state: found again (still a small swatch).
        model.setCategory(.AX5, animated: false)
        #expect(model.windowFindings.first?.variant.category == "AX5")
        model.apply(.toggleAudit)
        #expect(!model.drawList().commands.contains { if case .stroke(_, let color, _) = $0 { color == AuditSheet.mark } else { false } })
    }
}
