import Audit
import CollectionLayout
import CollectionView
import Commands
@testable import Playground
import SceneFormat
import TestSupport
import Testing

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
        #expect(findings.first?.variant.category == model.presentation.category.rawValue)
        let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(0, 0)))
        #expect(list.commands.contains { command in
            if case .stroke(let rect, let color, _) = command { return rect == frame.insetBy(dx: -1, dy: -1) && color == AuditBadge.markColor }
            return false
        })
        // A larger text size is another state: found again (still a small swatch).
        model.setCategory(.AX5, animated: false)
        #expect(model.windowFindings.first?.variant.category == "AX5")
        model.apply(.toggleAudit)
        #expect(!model.drawList().commands.contains { if case .stroke(_, let color, _) = $0 { color == AuditBadge.markColor } else { false } })
    }

    /// On a device shown in the window (scaled to fit, with the toolbar), the audit leaves the
    /// frame's pixel scale as it was and finds what the headless audit of that variant finds.
    @Test func onADeviceInTheWindow() throws {
        var options = ViewOptions(size: Size(width: 1280, height: 900), fontsDirectory: TestPaths.fonts)
        options.device = DevicePreset.named("iPhone SE")
        options.category = .AX5
        let model = try options.makeModel()
        model.collectionView.measureEveryItem()
        model.setPixelScale(2)
        model.apply(.toggleAudit)
        _ = model.drawList()
        #expect(model.presentation.pixelScale == 2)
        var headless = ViewOptions(fontsDirectory: TestPaths.fonts)
        headless.size = nil
        let report = try AuditCommand.audit(headless, axes: AuditAxes(categories: ["AX5"], devices: ["iPhone SE"], appearances: ["light"],
                                                                       directions: ["ltr"]), scene: try headless.loadScene())
        #expect(model.windowFindings.map(\.kind) == report.findings.map(\.kind))
        #expect(model.windowFindings.map(\.id) == report.findings.map(\.id))
    }

    /// In a window whose cells far below are still at their estimates, the findings are those of
    /// every cell measured, as the headless audit of the same variant finds them — not "truncated"
    /// for a card at its estimated height.
    @Test func inTheWindowEveryCellIsJudgedMeasured() throws {
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.category = .AX5
        let model = try options.makeModel()
        model.apply(.toggleAudit)
        _ = model.drawList()
        // The cells measured take their places (animated in a window); found once they rest.
        model.settle()
        let report = try AuditCommand.audit(options, axes: AuditAxes(categories: ["AX5"], appearances: ["light"], directions: ["ltr"]),
                                            scene: try options.loadScene())
        #expect(model.windowFindings.map(\.kind) == report.findings.map(\.kind),
                "\(model.windowFindings.map { "\($0.kind) \($0.id ?? "") \($0.frame) \(AuditReport.evidence($0))" })")
        #expect(model.windowFindings.map(\.id) == report.findings.map(\.id))
        #expect(!model.windowFindings.contains { $0.kind == .truncated })
        // The status bar says as many.
        #expect(model.toolbarControls.first { $0.action == .audit }?.label == "Audit \(report.findings.count)")
    }

    /// Cover flow's frames change with every offset: while the content glides, the findings found
    /// at rest stand (not found again at each frame of the glide), and are found again once it rests.
    @Test func whileTheContentScrollsTheFindingsStand() throws {
        let model = try ViewOptions(layout: .kind(.coverflow), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        model.apply(.toggleAudit)
        _ = model.drawList()
        let atRest = try #require(model.presentation.audit)
        model.collectionView.setContentOffset(Point(x: 600, y: 0), animated: true)
        model.advance(to: model.time + 0.05)
        _ = model.drawList()
        #expect(model.collectionView.isScrollAnimating)
        #expect(model.presentation.audit?.key == atRest.key)
        model.settle()
        _ = model.drawList()
        #expect(model.presentation.audit?.key != atRest.key)
    }
}
