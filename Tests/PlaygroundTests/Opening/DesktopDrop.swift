import Foundation

/// A file dropped on a window the way a Linux desktop's file manager drops it: the XDND protocol
/// (version 5, freedesktop.org) spoken from a window of its own on the same X display — enter with
/// the offered type `text/uri-list`, a position over the target, the drop, the file's URI handed
/// over through the `XdndSelection` when the target asks for it, and the target's finished
/// message. libX11 is loaded at run time, as `ScreenPixels` loads it, so the tests need no X headers.
enum DesktopDrop {
    /// Why a drop did not complete, with what the target said so far.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What the target answered.
    struct Outcome: Equatable {
        /// The target's `XdndStatus`: it will take the drop at the position.
        var accepted: Bool
        /// The target's `XdndFinished`: it read the data and used it.
        var finished: Bool
        /// What the target asked the selection for (the type it chose), nil if it never asked.
        var requestedType: String?
    }

    /// Drops the files at `paths` (as `file://` URIs, percent-encoded) on the X window `window`
    /// (an id as xdotool prints it) at `x`, `y` in the window; waits at most `timeout` seconds for
    /// each answer. Throws when the display cannot be opened or the target never finishes.
    static func drop(_ paths: [String], on window: String, x: Int, y: Int, timeout: Double = 60) throws -> Outcome {
        guard let target = UInt(window) else { throw Failure(description: "\(window) is not an X window id") }
        let x11 = try X11()
        defer { x11.close() }
        let source = x11.createSimpleWindow(x11.display, x11.root(x11.display), 0, 0, 1, 1, 0, 0, 0)
        defer { _ = x11.destroyWindow(x11.display, source) }
        func atom(_ name: String) -> UInt { x11.internAtom(x11.display, name, 0) }
        let uriList = atom("text/uri-list"), selection = atom("XdndSelection"), copy = atom("XdndActionCopy")
        guard x11.windowHasProperty(target, atom("XdndAware")) else {
            throw Failure(description: "window \(window) does not take drops (it has no XdndAware property)")
        }
        _ = x11.setSelectionOwner(x11.display, selection, source, 0)

        // The window's point on the screen, as XdndPosition gives it.
        var rootX: Int32 = 0, rootY: Int32 = 0, child: UInt = 0
        _ = x11.translateCoordinates(x11.display, target, x11.root(x11.display), Int32(x), Int32(y), &rootX, &rootY, &child)

        x11.sendClientMessage(to: target, type: atom("XdndEnter"), [source, 5 << 24, uriList, 0, 0])
        x11.sendClientMessage(to: target, type: atom("XdndPosition"), [source, 0, UInt(rootX) << 16 | UInt(rootY), 0, copy])

        var outcome = Outcome(accepted: false, finished: false, requestedType: nil)
        let status = try x11.waitForClientMessage(atom("XdndStatus"), on: source, timeout: timeout, serving: nil)
        outcome.accepted = status[1] & 1 == 1
        guard outcome.accepted else {
            x11.sendClientMessage(to: target, type: atom("XdndLeave"), [source, 0, 0, 0, 0])
            return outcome
        }
        x11.sendClientMessage(to: target, type: atom("XdndDrop"), [source, 0, 0, 0, 0])
        let uris = paths.map { "file://" + ($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0) }
        let data = Array((uris.joined(separator: "\r\n") + "\r\n").utf8)
        let finished = try x11.waitForClientMessage(atom("XdndFinished"), on: source, timeout: timeout) { request in
            // The target asks for the data: it goes into the property it named, on its window.
            outcome.requestedType = x11.atomName(request.target)
            let answered = request.target == uriList ? request.property : 0
            if answered != 0 {
                data.withUnsafeBufferPointer { bytes in
                    _ = x11.changeProperty(x11.display, request.requestor, answered, uriList, 8, 0, bytes.baseAddress, Int32(bytes.count))
                }
            }
            x11.sendSelectionNotify(request, property: answered)
        }
        outcome.finished = finished[1] & 1 == 1
        return outcome
    }
}

/// The few libX11 functions an XDND source needs, looked up in `libX11.so.6`.
private struct X11 {
    typealias Display = OpaquePointer
    let library: UnsafeMutableRawPointer
    let display: Display

    let root: @convention(c) (Display) -> UInt
    let createSimpleWindow: @convention(c) (Display, UInt, Int32, Int32, UInt32, UInt32, UInt32, UInt, UInt) -> UInt
    let destroyWindow: @convention(c) (Display, UInt) -> Int32
    let internAtom: @convention(c) (Display, UnsafePointer<CChar>, Int32) -> UInt
    let getAtomName: @convention(c) (Display, UInt) -> UnsafeMutablePointer<CChar>?
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let setSelectionOwner: @convention(c) (Display, UInt, UInt, UInt) -> Int32
    let translateCoordinates: @convention(c) (Display, UInt, UInt, Int32, Int32, UnsafeMutablePointer<Int32>,
                                              UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>) -> Int32
    let sendEvent: @convention(c) (Display, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
    let flush: @convention(c) (Display) -> Int32
    let pending: @convention(c) (Display) -> Int32
    let nextEvent: @convention(c) (Display, UnsafeMutableRawPointer) -> Int32
    let changeProperty: @convention(c) (Display, UInt, UInt, UInt, Int32, Int32, UnsafePointer<UInt8>?, Int32) -> Int32
    let getWindowProperty: @convention(c) (Display, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>,
                                           UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
                                           UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
    let closeDisplay: @convention(c) (Display) -> Int32

    /// An `XEvent` is a union of 24 longs; the offsets below are x86-64's and AArch64's (LP64).
    static let eventSize = 192
    static let clientMessage: Int32 = 33, selectionRequest: Int32 = 30, selectionNotify: Int32 = 31

    /// A `SelectionRequest` event's fields.
    struct SelectionRequest {
        var requestor: UInt, selection: UInt, target: UInt, property: UInt, time: UInt
    }

    init() throws {
        guard let library = dlopen("libX11.so.6", RTLD_NOW) else { throw DesktopDrop.Failure(description: "libX11 cannot be loaded") }
        func function<T>(_ name: String, as type: T.Type = T.self) throws -> T {
            guard let symbol = dlsym(library, name) else { throw DesktopDrop.Failure(description: "libX11 has no \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
        let open: @convention(c) (UnsafePointer<CChar>?) -> Display? = try function("XOpenDisplay")
        guard let display = open(nil) else { throw DesktopDrop.Failure(description: "the X display cannot be opened") }
        self.library = library
        self.display = display
        root = try function("XDefaultRootWindow")
        createSimpleWindow = try function("XCreateSimpleWindow")
        destroyWindow = try function("XDestroyWindow")
        internAtom = try function("XInternAtom")
        getAtomName = try function("XGetAtomName")
        free = try function("XFree")
        setSelectionOwner = try function("XSetSelectionOwner")
        translateCoordinates = try function("XTranslateCoordinates")
        sendEvent = try function("XSendEvent")
        flush = try function("XFlush")
        pending = try function("XPending")
        nextEvent = try function("XNextEvent")
        changeProperty = try function("XChangeProperty")
        getWindowProperty = try function("XGetWindowProperty")
        closeDisplay = try function("XCloseDisplay")
    }

    func close() {
        _ = closeDisplay(display)
        dlclose(library)
    }

    /// The name of an atom ("text/uri-list").
    func atomName(_ atom: UInt) -> String? {
        guard atom != 0, let name = getAtomName(display, atom) else { return nil }
        defer { _ = free(name) }
        return String(cString: name)
    }

    /// Whether `window` has the property `property` (of any type).
    func windowHasProperty(_ window: UInt, _ property: UInt) -> Bool {
        var type: UInt = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // AnyPropertyType is 0.
        guard getWindowProperty(display, window, property, 0, 1, 0, 0, &type, &format, &count, &after, &data) == 0 else { return false }
        if let data { _ = free(data) }
        return type != 0
    }

    /// Sends a 32-bit client message of `type` with `values` to `window`.
    func sendClientMessage(to window: UInt, type: UInt, _ values: [UInt]) {
        var event = [UInt8](repeating: 0, count: Self.eventSize)
        event.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: Self.clientMessage, toByteOffset: 0, as: Int32.self)
            bytes.storeBytes(of: window, toByteOffset: 32, as: UInt.self)
            bytes.storeBytes(of: type, toByteOffset: 40, as: UInt.self)
            bytes.storeBytes(of: 32, toByteOffset: 48, as: Int32.self)
            for (index, value) in values.prefix(5).enumerated() { bytes.storeBytes(of: value, toByteOffset: 56 + 8 * index, as: UInt.self) }
            _ = sendEvent(display, window, 0, 0, bytes.baseAddress!)
        }
        _ = flush(display)
    }

    /// Tells the requestor of `request` that its data is in `property` (0: refused).
    func sendSelectionNotify(_ request: SelectionRequest, property: UInt) {
        var event = [UInt8](repeating: 0, count: Self.eventSize)
        event.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: Self.selectionNotify, toByteOffset: 0, as: Int32.self)
            bytes.storeBytes(of: request.requestor, toByteOffset: 32, as: UInt.self)
            bytes.storeBytes(of: request.selection, toByteOffset: 40, as: UInt.self)
            bytes.storeBytes(of: request.target, toByteOffset: 48, as: UInt.self)
            bytes.storeBytes(of: property, toByteOffset: 56, as: UInt.self)
            bytes.storeBytes(of: request.time, toByteOffset: 64, as: UInt.self)
            _ = sendEvent(display, request.requestor, 0, 0, bytes.baseAddress!)
        }
        _ = flush(display)
    }

    /// Reads events until a client message of `type` reaches `window`, answering each selection
    /// request with `serving`; its five values. Throws after `timeout` seconds.
    func waitForClientMessage(_ type: UInt, on window: UInt, timeout: Double,
                              serving: ((SelectionRequest) -> Void)?) throws -> [UInt] {
        let deadline = Date().addingTimeInterval(timeout)
        var event = [UInt8](repeating: 0, count: Self.eventSize)
        var seen: [String] = []
        while Date() < deadline {
            guard pending(display) > 0 else {
                Thread.sleep(forTimeInterval: 0.01)
                continue
            }
            let values: [UInt]? = event.withUnsafeMutableBytes { bytes in
                _ = nextEvent(display, bytes.baseAddress!)
                let kind = bytes.load(fromByteOffset: 0, as: Int32.self)
                if kind == Self.clientMessage {
                    let messageType = bytes.load(fromByteOffset: 40, as: UInt.self)
                    seen.append(atomName(messageType) ?? "\(messageType)")
                    guard messageType == type, bytes.load(fromByteOffset: 32, as: UInt.self) == window else { return nil }
                    return (0..<5).map { bytes.load(fromByteOffset: 56 + 8 * $0, as: UInt.self) }
                }
                if kind == Self.selectionRequest, let serving {
                    seen.append("SelectionRequest")
                    serving(SelectionRequest(requestor: bytes.load(fromByteOffset: 40, as: UInt.self),
                                             selection: bytes.load(fromByteOffset: 48, as: UInt.self),
                                             target: bytes.load(fromByteOffset: 56, as: UInt.self),
                                             property: bytes.load(fromByteOffset: 64, as: UInt.self),
                                             time: bytes.load(fromByteOffset: 72, as: UInt.self)))
                }
                return nil
            }
            if let values { return values }
        }
        throw DesktopDrop.Failure(description: "no \(atomName(type) ?? "answer") from the target after \(Int(timeout)) s "
                                  + "(it sent: \(seen.isEmpty ? "nothing" : seen.joined(separator: ", ")))")
    }
}
