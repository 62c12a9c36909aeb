// UIKit re-exports Foundation (and with it CGFloat, CGPoint, CGSize and CGRect), as `import UIKit` does on iOS.
@_exported import Foundation
