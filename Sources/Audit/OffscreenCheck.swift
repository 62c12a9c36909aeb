import CollectionLayout
import CollectionView

/// `offscreen`: a cell or header that no scroll brings wholly into view, or that at every offset
/// scrolling reaches still sits under a device's furniture — the status bar, the home indicator,
/// a landscape phone's sensor housing (the safe area's sides) — or has its content (its frame
/// inset 8 points, or by its own rounded corner where that is more) cut by the screen's rounded
/// corner. Cells of a band that scrolls sideways on its own count as reachable along the band.
package enum OffscreenCheck: AuditCheck {
    /// How far inside a cell its content starts, for the rounded-corner test.
    package static let contentInset = 8.0

    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        let model = subject.window
        let view = model.collectionView
        let screen = model.collectionFrame
        let device = model.shownDevice
        let safe = device?.safeArea(model.shownOrientation) ?? .zero
        let safeArea = Rect(x: screen.minX + safe.left, y: screen.minY + safe.top,
                            width: screen.width - safe.left - safe.right, height: screen.height - safe.top - safe.bottom)
        // How far scrolling can move the content from where it rests (a shift of the window frames).
        let now = view.effectiveContentOffset
        let low = view.minimumContentOffset, high = view.maximumContentOffset
        // The range as shown (mirroring swaps its ends).
        let ends = (view.contentOffset(forShown: low).x, view.contentOffset(forShown: high).x)
        let offsetsX = (min(ends.0, ends.1), max(ends.0, ends.1))
        let shiftX = (now.x - offsetsX.1, now.x - offsetsX.0)
        let shiftY = (now.y - high.y, now.y - low.y)
        let bands = (view.layout as? any OrthogonalScrollingLayout).map { (Set($0.orthogonallyScrollingSections), $0.orthogonalScrollDirection) }
        var findings: [AuditFinding] = []
        for element in subject.elements where element.isShown && element.attributes.category != .decoration {
            // A pinned header stays in view by itself.
            guard element.isCell || element.attributes.zIndex < FlowLayout.pinnedHeaderZIndex else { continue }
            let frame = element.windowFrame
            let inBand = element.isCell && bands.map { $0.0.contains(element.attributes.indexPath.section) } == true
            let free = (x: inBand && bands?.1 == .horizontal, y: inBand && bands?.1 == .vertical)
            let infinite = (-Double.infinity, Double.infinity)
            let x = fit(frame.minX, frame.maxX, into: (screen.minX, screen.maxX), safe: (safeArea.minX, safeArea.maxX),
                        shift: free.x ? infinite : shiftX)
            let y = fit(frame.minY, frame.maxY, into: (screen.minY, screen.maxY), safe: (safeArea.minY, safeArea.maxY),
                        shift: free.y ? infinite : shiftY)
            if let problem = x.problem ?? y.problem {
                let leading = view.effectiveUserInterfaceLayoutDirection == .leftToRight
                let edge: String, under: String
                switch problem {
                case .before(let unreachable) where x.problem != nil:
                    edge = leading ? "leading" : "trailing"
                    under = unreachable ? "beyond the scrollable content" : "the sensor housing (safe area)"
                case .after(let unreachable) where x.problem != nil:
                    edge = leading ? "trailing" : "leading"
                    under = unreachable ? "beyond the scrollable content" : "the sensor housing (safe area)"
                case .before(let unreachable):
                    edge = "top"
                    under = unreachable ? "beyond the scrollable content" : "the status bar"
                case .after(let unreachable):
                    edge = "bottom"
                    under = unreachable ? "beyond the scrollable content" : "the home indicator"
                }
                findings.append(subject.finding(.offscreen, element, [("edge", .string(edge)), ("under", .string(under)),
                                                                      ("by", .number(problem.amount(x.problem != nil ? x : y)))]))
                continue
            }
            // A cell's content and the screen's rounded corners, at the best place scrolling reaches
            // (a header spans the view by design, its text kept clear of the corners).
            guard element.isCell, let device, device.cornerRadius > 0 else { continue }
            let radius = max(0, min(element.attributes[.cornerRadius], min(frame.width, frame.height) / 2))
            let inset = max(contentInset, radius * (1 - 1 / 2.0.squareRoot()))
            var cut = Double.infinity
            for dx in x.candidates {
                for dy in y.candidates {
                    let content = frame.offsetBy(dx: dx, dy: dy).insetBy(dx: inset, dy: inset)
                    guard content.width > 0, content.height > 0 else { continue }
                    let corners = [Point(x: content.minX, y: content.minY), Point(x: content.maxX, y: content.minY),
                                   Point(x: content.minX, y: content.maxY), Point(x: content.maxX, y: content.maxY)]
                    // Only corners on the screen: one scrolled past its edge is not cut by its rounding.
                    cut = min(cut, corners.filter { screen.contains($0) }.map { depth(outside: $0, screen: screen, radius: device.cornerRadius) }.max() ?? 0)
                }
            }
            if cut.isFinite, cut > 0.5 {
                findings.append(subject.finding(.offscreen, element, [("edge", .string("corner")),
                                                                      ("under", .string("the screen's rounded corner")),
                                                                      ("by", .number((cut * 10).rounded() / 10))]))
            }
        }
        return findings
    }

    /// Where an element's span along one axis fails to fit.
    package enum Problem {
        /// Its start stays before the safe span (or, `unreachable`, before the screen's).
        case before(unreachable: Bool)
        /// Its end stays after it.
        case after(unreachable: Bool)

        /// How far it stays out, from a fit's result.
        package func amount(_ fit: Fit) -> Double { (fit.outBy * 10).rounded() / 10 }
    }

    /// One axis's result: the shift that places the element best, and what stays wrong there.
    package struct Fit {
        package var shift: Double
        package var problem: Problem?
        package var outBy = 0.0
        /// The shifts that fit, from the least to the most (just `shift` when none does).
        package var range: (Double, Double)?

        /// The shifts worth trying for the rounded corners: the middle and both ends of the range.
        package var candidates: [Double] {
            guard let range else { return [shift] }
            return [shift, range.0, range.1].filter(\.isFinite)
        }
    }

    /// The shift within `shift` (low, high) that places the span `start…end` inside `safe`, the
    /// middle of the shifts that do; or, when none does, the one that leaves it least outside.
    package static func fit(_ start: Double, _ end: Double, into screen: (Double, Double), safe: (Double, Double),
                    shift: (Double, Double)) -> Fit {
        let length = end - start
        // A span longer than the safe one fits when it covers it.
        let wanted = length <= safe.1 - safe.0 + 0.5 ? (safe.0 - start, safe.1 - end) : (safe.1 - end, safe.0 - start)
        let low = max(wanted.0, shift.0), high = min(wanted.1, shift.1)
        if low <= high + 0.5 {
            let middle = low.isFinite && high.isFinite ? (low + high) / 2 : (low.isFinite ? low : (high.isFinite ? high : 0))
            return Fit(shift: min(max(middle, shift.0), shift.1), range: (min(max(low, shift.0), shift.1), min(max(high, shift.0), shift.1)))
        }
        // No shift fits: the nearest one, and which side stays out.
        let best = high < wanted.0 ? shift.1 : shift.0
        let placed = (start + best, end + best)
        if placed.0 < safe.0 - 0.5 && !(length > safe.1 - safe.0) || (length > safe.1 - safe.0 && placed.0 > safe.0) {
            let out = length > safe.1 - safe.0 ? placed.0 - safe.0 : safe.0 - placed.0
            return Fit(shift: best, problem: .before(unreachable: placed.0 < screen.0 - 0.5 && length <= screen.1 - screen.0), outBy: out)
        }
        let out = length > safe.1 - safe.0 ? safe.1 - placed.1 : placed.1 - safe.1
        return Fit(shift: best, problem: .after(unreachable: placed.1 > screen.1 + 0.5 && length <= screen.1 - screen.0), outBy: out)
    }

    /// How far a point lies outside the screen's rounded corner (0: inside the screen's shape).
    package static func depth(outside point: Point, screen: Rect, radius: Double) -> Double {
        let cx = point.x < screen.minX + radius ? screen.minX + radius : (point.x > screen.maxX - radius ? screen.maxX - radius : point.x)
        let cy = point.y < screen.minY + radius ? screen.minY + radius : (point.y > screen.maxY - radius ? screen.maxY - radius : point.y)
        guard cx != point.x, cy != point.y else { return 0 }
        let distance = ((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot()
        return max(0, distance - radius)
    }
}
