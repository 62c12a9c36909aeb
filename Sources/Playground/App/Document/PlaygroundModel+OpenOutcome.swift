import AppSupport
import Foundation
import SceneFormat

/// A document asked for (`OpenRequest`) read and judged: what the window does with it (`OpenOutcome`).
extension PlaygroundModel {
    /// Reads what `request` names and says what the window should do with it; this model is left as it was.
    public func outcome(of request: OpenRequest) -> OpenOutcome {
        switch request {
        case .builtInScene(let name):
            do {
                let path = try ResourceLocator.builtInScenePath(name)
                return .scene(try openingBuiltInScene(name), file: path)
            } catch let error as InputError {
                return .refused(error)
            } catch {
                return .refused(InputError(file: name, "\(error)"))
            }
        case .file(let url):
            let path = url.standardizedFileURL.path
            do {
                switch try OpenedDocument.read(path: path) {
                case .scene(let scene): return .scene(try opening(scene), file: path)
                case .script(let script): return .script(script)
                }
            } catch let error as InputError {
                return .refused(error)
            } catch {
                return .refused(InputError(file: path, "\(error)"))
            }
        }
    }
}
