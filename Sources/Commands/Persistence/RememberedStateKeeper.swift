import AppSupport
import Foundation
import Persistence
import Playground

/// Keeps `window.json` up to date while the window runs, so a crash forgets little: what the
/// window would remember is looked at twice a second and written `delay` seconds after it last
/// changed (and at once when the window quits). A failed write is a warning once on stderr.
@MainActor
package final class RememberedStateKeeper {
    /// The file written.
    package let url: URL
    /// How long after the last change the state is written, in seconds.
    package let delay: Double
    /// What the file holds now (as this run last wrote it).
    private var written: RememberedState?
    /// A state not yet written, and when it is due.
    private var pending: (state: RememberedState, dueAt: Double)?
    /// When the state was last looked at.
    private var lastLook = -Double.infinity
    /// Whether a write failed already (said once).
    private var hasFailed = false

    /// A keeper writing to `url` `delay` seconds after each change.
    package init(url: URL, delay: Double = 2) {
        self.url = url
        self.delay = delay
    }

    /// Looks at the state (`state()` is asked at most twice a second) and writes it when due;
    /// `now` is seconds on any steady clock.
    package func update(now: Double, state: () -> RememberedState) {
        if now - lastLook >= 0.5 {
            lastLook = now
            let current = state()
            if current != (pending?.state ?? written) { pending = (current, now + delay) }
        }
        if let pending, now >= pending.dueAt { write(pending.state) }
    }

    /// Writes `state` now (the window quits).
    package func writeNow(_ state: RememberedState) {
        write(state)
    }

    private func write(_ state: RememberedState) {
        pending = nil
        do {
            try state.save(to: url)
            written = state
        } catch {
            guard !hasFailed else { return }
            hasFailed = true
            TerminalLine.writeToStandardError("warning: couldn't remember the window: \(error.description)")
        }
    }
}
