import AppSupport
import Foundation
import LayoutSource

/// The script action `loadLayoutSource {path, class, function}`: a user's layout file compiled (waited for) and switched
/// to animated, exactly as saving it does in the window with `--layout-source`.
extension PlaygroundModel {
    /// Compiles the file and switches to its layout animated; a file that does not compile (the compiler's
    /// lines), has no such class or function, or whose layout traps or hangs is refused, and the layout shown stays.
    func loadLayoutSource(path: String, className: String?, functionName: String? = nil) throws(InputError) {
        do {
            let build = try LayoutSourceCompiler.buildBlocking(sourcePath: path, className: className, functionName: functionName)
            try loadLayoutSource(build, animated: true)
        } catch let error as InputError {
            throw error
        } catch let error as LayoutSourceCompileError {
            throw InputError("loadLayoutSource: \(path) does not compile:\n\(error.description)")
        } catch let error as LayoutHostFailure {
            throw InputError("loadLayoutSource: \(error.line)")
        } catch {
            throw InputError("loadLayoutSource: \(error)")
        }
    }
}
