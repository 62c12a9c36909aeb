import Foundation

/// Decodes pictures on background threads, keyed by an id of the caller's (an index path, a
/// cell's item id), through a `PictureCache`.
///
/// The main thread calls `request` and `cancel` and, each frame, `drainFinished()`, which never
/// blocks on a decode; headless captures call `waitForAll()` first. A queued request that is
/// cancelled (or replaced by a new request under the same id) never decodes; a running one's
/// result is not delivered (its picture still goes into the cache). Requests in view run before
/// those asked for ahead (`PictureLoadPriority`), each first in, first out, on `threadCount`
/// threads, which live as long as the loader.
///
/// With `makesPreviews` on (the window), a request in view also asks for a preview (`preview`:
/// by default the photo's embedded EXIF thumbnail), made before any decode: every picture in
/// view first gets its preview, delivered as a result of its own (`isPreview`, filed in the
/// cache under `key.preview`), then the decodes follow. A preview is never delivered after its
/// decode, and a picture without one gets none.
public final class PictureLoader<ID: Hashable & Sendable>: Sendable {
    /// How a request is decoded: by default `PictureDecoder.decode`; tests may count or delay.
    public typealias Decode = @Sendable (PictureKey) throws(PictureError) -> RGBAImage
    /// How a request's preview is made (nil: it has none): by default `EmbeddedThumbnail.read`.
    public typealias Preview = @Sendable (PictureKey) -> RGBAImage?

    /// Every core: while pictures are on the way the main thread mostly waits for the next
    /// frame (a frame takes a few milliseconds of 16), and a thread woken from waiting gets its
    /// core back at once under Linux's scheduler; one core left to the main thread would halve
    /// the first screen's decoding on a two-core machine.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The cache results go through (hits are delivered without decoding; decodes are inserted).
    public let cache: PictureCache
    private let core: PictureLoaderQueue<ID>

    /// Creates a loader with its threads.
    public init(cache: PictureCache = PictureCache(), threadCount: Int = PictureLoader.defaultThreadCount,
                decode: @escaping Decode = { key throws(PictureError) in
                    try PictureDecoder.decode(path: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight)
                },
                preview: @escaping Preview = { key in EmbeddedThumbnail.read(path: key.path) }) {
        self.cache = cache
        core = PictureLoaderQueue(cache: cache, decode: decode, preview: preview)
        for index in 0..<max(1, threadCount) {
            let core = self.core
            let thread = Thread { core.work() }
            thread.name = "picture decoder \(index + 1)"
            thread.start()
        }
    }

    deinit { core.stop() }

    /// Asks for the picture at `path` decoded to `pixelWidth × pixelHeight` under `id`,
    /// replacing any earlier request under the same id, in `priority`'s queue. A cache hit is
    /// finished at once.
    public func request(_ id: ID, path: String, pixelWidth: Int, pixelHeight: Int, priority: PictureLoadPriority = .inView) {
        core.enqueue(id, key: PictureKey(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight), priority: priority)
    }

    /// Moves the request under `id`, if it is still queued ahead, to the end of the in-view queue.
    public func promote(_ id: ID) { core.promote(id) }

    /// Withdraws the request under `id`: not decoded if still queued, not delivered if running.
    public func cancel(_ id: ID) { core.cancel(id) }

    /// Withdraws every request.
    public func cancelAll() { core.cancelAll() }

    /// The results finished since the last call, in the order they finished; never waits.
    public func drainFinished() -> [PictureLoadResult<ID>] { core.drain() }

    /// Blocks until no request is queued or running (for `shot`, `dump` and tests).
    public func waitForAll() { core.waitUntilIdle() }

    /// Requests queued or running now.
    public var pendingCount: Int { core.pendingCount }

    /// Whether requests in view get a preview before their decode (off by default: headless
    /// captures show only whole decodes; the window turns it on). Affects later requests.
    public var makesPreviews: Bool {
        get { core.makesPreviews }
        set { core.makesPreviews = newValue }
    }
}

/// The loader's shared state and its threads' loop. Every stored property but the constants
/// is touched only while `condition` is locked, which is why it may be shared across threads.
final class PictureLoaderQueue<ID: Hashable & Sendable>: @unchecked Sendable {
    private struct Job {
        var id: ID
        var key: PictureKey
        var serial: UInt64
    }

    private let cache: PictureCache
    private let decode: PictureLoader<ID>.Decode
    private let previewMaker: PictureLoader<ID>.Preview
    private let condition = NSCondition()
    /// Previews of requests in view, taken before any decode (only while `previewsOn`).
    private var previews: [Job] = []
    private var runningPreviews = 0
    private var previewsOn = false
    /// Requests for pictures on screen, taken first.
    private var inView: [Job] = []
    /// Requests made ahead of their cells.
    private var queue: [Job] = []
    private var running: Set<UInt64> = []
    private var live: [ID: UInt64] = [:]
    private var finished: [PictureLoadResult<ID>] = []
    private var nextSerial: UInt64 = 0
    private var stopped = false

    init(cache: PictureCache, decode: @escaping PictureLoader<ID>.Decode, preview: @escaping PictureLoader<ID>.Preview) {
        self.cache = cache
        self.decode = decode
        previewMaker = preview
    }

    var makesPreviews: Bool {
        get { locked { previewsOn } }
        set { locked { previewsOn = newValue } }
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    func enqueue(_ id: ID, key: PictureKey, priority: PictureLoadPriority) {
        let cached = cache.picture(for: key)
        locked {
            withdraw(id)
            if let cached {
                finished.append(PictureLoadResult(id: id, key: key, outcome: .success(cached), fromCache: true))
                return
            }
            nextSerial += 1
            let job = Job(id: id, key: key, serial: nextSerial)
            switch priority {
            case .inView:
                inView.append(job)
                askPreview(job)
            case .ahead: queue.append(job)
            }
            live[id] = nextSerial
            condition.broadcast()
        }
    }

    func cancel(_ id: ID) { locked { withdraw(id) } }

    func promote(_ id: ID) {
        locked {
            guard let serial = live[id], let index = queue.firstIndex(where: { $0.serial == serial }) else { return }
            let job = queue.remove(at: index)
            inView.append(job)
            askPreview(job)
        }
    }

    /// Queues the preview of `job`, come into view, or delivers it from the cache (the lock is held).
    private func askPreview(_ job: Job) {
        guard previewsOn else { return }
        if let cached = cache.picture(for: job.key.preview) {
            finished.append(PictureLoadResult(id: job.id, key: job.key.preview, outcome: .success(cached), fromCache: true))
        } else {
            previews.append(job)
        }
    }

    func cancelAll() {
        locked {
            previews.removeAll()
            inView.removeAll()
            queue.removeAll()
            live.removeAll()
            condition.broadcast()
        }
    }

    /// Forgets the live request under `id` (the lock is held).
    private func withdraw(_ id: ID) {
        guard let serial = live.removeValue(forKey: id) else { return }
        previews.removeAll { $0.serial == serial }
        inView.removeAll { $0.serial == serial }
        queue.removeAll { $0.serial == serial }
        condition.broadcast()
    }

    func drain() -> [PictureLoadResult<ID>] {
        locked {
            defer { finished.removeAll() }
            return finished
        }
    }

    func waitUntilIdle() {
        condition.lock()
        while !previews.isEmpty || !inView.isEmpty || !queue.isEmpty || !running.isEmpty || runningPreviews > 0 {
            condition.wait()
        }
        condition.unlock()
    }

    var pendingCount: Int { locked { inView.count + queue.count + running.count } }

    func stop() {
        locked {
            stopped = true
            previews.removeAll()
            inView.removeAll()
            queue.removeAll()
            condition.broadcast()
        }
    }

    /// A decoding thread's loop: take the oldest preview (else the oldest job in view, else the
    /// oldest ahead), make it unlocked, deliver it if still wanted.
    func work() {
        while true {
            condition.lock()
            while previews.isEmpty && inView.isEmpty && queue.isEmpty && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            if !previews.isEmpty {
                let job = previews.removeFirst()
                runningPreviews += 1
                condition.unlock()
                runPreview(job)
                continue
            }
            let job = inView.isEmpty ? queue.removeFirst() : inView.removeFirst()
            running.insert(job.serial)
            condition.unlock()

            let outcome: Result<RGBAImage, PictureError>
            do throws(PictureError) {
                outcome = .success(try decode(job.key))
            } catch {
                outcome = .failure(error)
            }
            if case .success(let picture) = outcome { cache.insert(picture, for: job.key) }

            locked {
                running.remove(job.serial)
                if live[job.id] == job.serial {
                    live.removeValue(forKey: job.id)
                    finished.append(PictureLoadResult(id: job.id, key: job.key, outcome: outcome, fromCache: false))
                }
                condition.broadcast()
            }
        }
    }

    /// Makes `job`'s preview (unlocked), files it, and delivers it unless its decode was
    /// delivered first or the request was withdrawn.
    private func runPreview(_ job: Job) {
        let picture = previewMaker(job.key)
        if let picture { cache.insert(picture, for: job.key.preview) }
        locked {
            runningPreviews -= 1
            if let picture, live[job.id] == job.serial {
                finished.append(PictureLoadResult(id: job.id, key: job.key.preview, outcome: .success(picture), fromCache: false))
            }
            condition.broadcast()
        }
    }
}
