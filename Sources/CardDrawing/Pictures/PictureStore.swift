import CollectionLayout
import Pictures
import SceneFormat
import Synchronization

/// The pictures the cells show, decoded off the main thread (`PictureLoader`, on every core) at
/// the pixel size each is drawn at, through a byte-bounded cache (`PictureCache`, 96 MiB, least
/// recently used first out). A cell asks for its picture's state as it is drawn: pending (its
/// colour stands in), loaded (with when it arrived, for the 0.2-second cross-fade) or failed.
/// Pictures drawn are decoded before those prefetching asked for (`PictureLoadPriority`; a
/// prefetched one that comes into view moves up). Prefetching asks ahead (`PicturePrefetcher`)
/// and cancels what will not appear; headless captures wait for every picture asked for
/// (`waitForAll`), so they are the same run to run.
///
/// The window's store alone shows previews (`usePreviews`: a photo's embedded EXIF thumbnail
/// while its decode is on the way, which then fades in over it) and reads and writes the
/// freedesktop thumbnail cache
/// (`useThumbnails`, which `run` calls): every other store decodes each picture from its file,
/// so that `shot`, `dump`, `gallery`, `sheet`, `audit` and the tests give the same bytes
/// whatever the cache holds.
@MainActor
package final class PictureStore {
    /// How long a picture that arrives takes to fade in over its placeholder, in seconds.
    package static let fadeDuration = 0.2

    /// A store with nothing asked for yet.
    package init() {
        customDecode = nil
    }

    /// A store whose pictures are made by `decode` in place of the files' decoding (tests hold or count it).
    package init(decode: @escaping PictureLoader<PictureKey>.Decode) {
        customDecode = decode
    }

    /// The decoding a test gave in place of the files' (nil: decode the files).
    private let customDecode: PictureLoader<PictureKey>.Decode?

    /// What a cell can show of its picture now.
    package enum State {
        /// Not decoded yet: the cell's colour stands in.
        case pending
        /// Not decoded yet, but its preview (the photo's embedded thumbnail) arrived at
        /// `arrivedAt` and stands in, drawn where the picture will be.
        case preview(RGBAImage, arrivedAt: Double)
        /// Decoded; `arrivedAt` is the model time it arrived (−∞: before anything was shown).
        case loaded(RGBAImage, arrivedAt: Double)
        /// Cannot be decoded: one line saying why.
        case failed(String)
    }

    /// The loader once made (its threads are started only when a picture is first asked about).
    private var madeLoader: PictureLoader<PictureKey>?
    /// Whether the loader makes previews (kept here so that saying so does not start its threads).
    private var previewsOn = false

    /// The loader, made when first used.
    private var loader: PictureLoader<PictureKey> {
        if let madeLoader { return madeLoader }
        let made = makeLoader()
        made.makesPreviews = previewsOn
        madeLoader = made
        return made
    }
    /// The thumbnail cache the loader's threads decode through, read at each decode.
    private let route = ThumbnailRoute()
    /// The requests made or moved up for cells on screen (prefetched ones not yet drawn are not).
    private var inView: Set<PictureKey> = []
    private var arrivals: [PictureKey: Double] = [:]
    /// When each decode's preview arrived (the preview itself is in the picture cache under `key.preview`).
    private var previewArrivals: [PictureKey: Double] = [:]
    /// When the latest picture arrived (what a fade under way is measured from, read every frame).
    private var latestArrival = -Double.infinity
    private var failures: [PictureKey: String] = [:]
    private var requested: Set<PictureKey> = []
    /// The decodes prefetching asked for and has not cancelled.
    private var prefetched: Set<PictureKey> = []
    /// How many times the main thread waited for decodes (only headless captures do).
    package private(set) var waitCount = 0
    /// Composed cell pictures (`PictureComposer`), by what they were made from.
    package let composed = ComposedPictureCache()

    /// Decodes through `cache` from now on (nil: from the files); the window's store alone
    /// calls it.
    package func useThumbnails(_ cache: ThumbnailCache?) { route.cache = cache }

    /// The thumbnail cache decodes go through (nil: none, every picture from its file).
    package var thumbnails: ThumbnailCache? { route.cache }

    /// Shows each picture's preview before its decode from now on (the window's store alone
    /// calls it: headless captures show whole decodes only).
    package func usePreviews(_ on: Bool) {
        previewsOn = on
        madeLoader?.makesPreviews = on
    }

    /// Whether pictures show their previews before their decodes.
    package var showsPreviews: Bool { previewsOn }

    /// The preview shown for `key` until its decode arrived, and when it arrived (nil: none).
    package func preview(of key: PictureKey) -> (picture: RGBAImage, arrivedAt: Double)? {
        guard let arrived = previewArrivals[key], let picture = loader.cache.picture(for: key.preview) else { return nil }
        return (picture, arrived)
    }

    /// The loader, made when first used: each decode through the thumbnail cache when there is one.
    private func makeLoader() -> PictureLoader<PictureKey> {
        if let customDecode { return PictureLoader<PictureKey>(decode: customDecode) }
        return PictureLoader<PictureKey> { [route] key throws(PictureError) in
            if let cache = route.cache { return try cache.decode(path: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight) }
            return try PictureDecoder.decode(path: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight)
        }
    }

    /// The decode key of `picture` drawn in an area of `area` points at `scale` (nil: no readable header).
    package static func key(for picture: ScenePicture, area: Size, scale: Double) -> PictureKey? {
        guard let header = picture.header, area.width > 0, area.height > 0 else { return nil }
        let pixels = picture.contentMode.decodePixelSize(header: header, cell: PictureSize(width: area.width, height: area.height),
                                                         displayScale: scale)
        return PictureKey(path: picture.path, pixelWidth: pixels.width, pixelHeight: pixels.height)
    }

    /// The state of a picture's decode at `key`, asking for it when nobody has (`request: false`: only look).
    package func state(of key: PictureKey, request: Bool = true) -> State {
        if let problem = failures[key] { return .failed(problem) }
        if let arrived = arrivals[key], let picture = loader.cache.picture(for: key) { return .loaded(picture, arrivedAt: arrived) }
        if request { self.request(key) }
        if let preview = preview(of: key) { return .preview(preview.picture, arrivedAt: preview.arrivedAt) }
        return .pending
    }

    /// Starts decoding `key` on a background thread for a cell on screen, before anything
    /// prefetched (nothing when it is decoded or failed; a prefetched request moves up).
    package func request(_ key: PictureKey) {
        request(key, priority: .inView)
    }

    /// Starts decoding `key` in `priority`'s queue (nothing when it is decoded, failed or asked
    /// for, except that a request made ahead moves up when it comes into view).
    private func request(_ key: PictureKey, priority: PictureLoadPriority) {
        guard failures[key] == nil else { return }
        if requested.contains(key) {
            if priority == .inView, inView.insert(key).inserted { loader.promote(key) }
            return
        }
        if arrivals[key] != nil, loader.cache.picture(for: key) != nil { return }
        requested.insert(key)
        if priority == .inView { inView.insert(key) }
        loader.request(key, path: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight, priority: priority)
    }

    /// Withdraws a request that is no longer needed (scrolled away before it appeared).
    package func cancel(_ key: PictureKey) {
        guard requested.remove(key) != nil else { return }
        inView.remove(key)
        loader.cancel(key)
    }

    /// Withdraws every request, prefetched or not (the store is no longer drawn from).
    package func cancelAll() {
        prefetched.removeAll()
        for key in requested { cancel(key) }
    }

    /// Starts decoding `key` ahead of its cell (prefetching), until `cancelPrefetch`.
    package func prefetch(_ key: PictureKey) {
        prefetched.insert(key)
        request(key, priority: .ahead)
    }

    /// Prefetching no longer wants `key` (the next frame's `keepOnly` cancels it unless a cell
    /// on screen shows it).
    package func cancelPrefetch(_ key: PictureKey) {
        prefetched.remove(key)
    }

    /// Cancels every decode under way that neither `onScreen` (the cells on screen now) nor
    /// prefetching wants: cells that scrolled away before their pixels came, so decoding follows
    /// the screen however fast it scrolls.
    package func keepOnly(_ onScreen: Set<PictureKey>) {
        for key in requested where !onScreen.contains(key) && !prefetched.contains(key) { cancel(key) }
    }

    /// Takes the decodes finished since the last call, arrived at `time`; true when any did.
    @discardableResult
    package func collectArrivals(at time: Double) -> Bool {
        let finished = loader.drainFinished()
        for result in finished {
            if result.isPreview {
                previewArrivals[result.id] = time
                latestArrival = max(latestArrival, time)
                continue
            }
            requested.remove(result.id)
            inView.remove(result.id)
            switch result.outcome {
            case .success:
                arrivals[result.id] = time
                latestArrival = max(latestArrival, time)
            case .failure(let error): failures[result.id] = error.description
            }
        }
        return !finished.isEmpty
    }

    /// Waits for every decode asked for and takes them as there from the start (no fade):
    /// `shot`, `dump`, `gallery` and `sheet` show every picture, the same every run.
    package func waitForAll() {
        guard !requested.isEmpty else { return }
        waitCount += 1
        loader.waitForAll()
        collectArrivals(at: -.infinity)
    }

    /// Whether any picture is still fading in at `time` (the window keeps drawing frames).
    package func isFading(at time: Double) -> Bool {
        time - latestArrival < Self.fadeDuration
    }

    /// When the last fade-in under way at `time` ends (nil: none is).
    package func fadeEndTime(at time: Double) -> Double? {
        isFading(at: time) ? latestArrival + Self.fadeDuration : nil
    }

    /// Whether decodes are under way.
    package var hasPendingRequests: Bool { !requested.isEmpty }

    /// Forgets everything decoded from `path` (the file changed on disk: `--watch`).
    package func forget(path: String) {
        loader.cache.removePictures(ofPath: path)
        arrivals = arrivals.filter { $0.key.path != path }
        previewArrivals = previewArrivals.filter { $0.key.path != path }
        failures = failures.filter { $0.key.path != path }
        composed.removeAll()
    }
}

/// The thumbnail cache a store's decodes go through, set on the main thread and read on the
/// decoding threads.
private final class ThumbnailRoute: Sendable {
    private let chosen = Mutex<ThumbnailCache?>(nil)

    /// The cache (nil: none).
    var cache: ThumbnailCache? {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
}
