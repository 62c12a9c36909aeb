import CollectionLayout

/// A record of the calls a collection view makes to its layouts, frame by frame: the last
/// `capacity` of them kept for a panel or a dump, and every one handed to `onEntry` as it is
/// complete (a log file). A call repeated at once with the same arguments and answer is one
/// entry with a count.
@MainActor
public final class LayoutTrace {
    /// One call, or a run of identical calls in one frame.
    public struct Entry: Sendable, Equatable {
        /// The frame it was made in (frames count up from 0 as the window draws).
        public var frame: Int
        /// The clock's time when it was made, in seconds.
        public var time: Double
        /// The layout's type name (`FlowLayout`).
        public var layout: String
        /// The call.
        public var call: LayoutCall
        /// How many times in a row it was made.
        public var count: Int

        /// The entry as a log line: `frame 3  t=0.200  FlowLayout  prepare()`.
        public var line: String {
            let details = call.details
            return "frame \(frame)  t=\(LayoutCall.format(time))  \(layout)  \(call.name)"
                + (details.isEmpty ? "" : "  \(details)") + (count > 1 ? "  ×\(count)" : "")
        }
    }

    /// The entries kept, oldest first.
    public private(set) var entries: [Entry] = []
    /// How many entries are kept (the oldest are dropped).
    public let capacity: Int
    /// The frame calls are counted in now.
    public private(set) var frame = 0
    /// The clock's time now (set by whoever owns the clock).
    public var time = 0.0
    /// When the last `invalidateLayout(with:)` was recorded, if one was.
    public private(set) var lastInvalidationTime: Double?
    /// Whether the last entry has gone to `onEntry` already.
    private var lastDelivered = false
    /// Told each entry once it is complete (no more repeats can join it).
    public var onEntry: ((Entry) -> Void)?

    /// An empty trace keeping the last `capacity` entries.
    public init(capacity: Int = 4000) {
        self.capacity = max(1, capacity)
    }

    /// Records one call to `layout`.
    public func record(_ layout: any CollectionViewLayout, _ call: LayoutCall) {
        record(String(describing: type(of: layout)), call)
    }

    /// The receiver the display callbacks are recorded under.
    public static let delegateReceiver = "delegate"
    /// The receiver the prefetching calls are recorded under.
    public static let dataSourceReceiver = "dataSource"

    /// Records one call made to `receiver` (a layout's type name, or `delegateReceiver` /
    /// `dataSourceReceiver` for the display and prefetching callbacks).
    public func record(_ receiver: String, _ call: LayoutCall) {
        if case .invalidateLayout = call { lastInvalidationTime = time }
        let name = receiver
        if var last = entries.last, last.frame == frame, last.layout == name, last.call == call {
            last.count += 1
            entries[entries.count - 1] = last
            return
        }
        if let last = entries.last, !lastDelivered { onEntry?(last) }
        lastDelivered = false
        entries.append(Entry(frame: frame, time: time, layout: name, call: call, count: 1))
        if entries.count > capacity + capacity / 4 { entries.removeFirst(entries.count - capacity) }
    }

    /// Ends the current frame: later calls belong to the next.
    public func endFrame() {
        frame += 1
    }

    /// Hands the last entry to `onEntry` (at the end of a run).
    public func flush() {
        if let last = entries.last, !lastDelivered { onEntry?(last) }
        lastDelivered = true
    }
}
