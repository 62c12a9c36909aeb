import Foundation

extension CGSize {
    /// Whether the sizes are equal, as Core Graphics' `CGSize.equalTo(_:)`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
    /// Whether the points are equal, as Core Graphics' `CGPoint.equalTo(_:)`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGRect {
    /// Whether the rectangles are equal, as Core Graphics' `CGRect.equalTo(_:)`.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
