import Testing
import UIKit

/// CATransform3D's functions, CGAffineTransform and UIKit's IndexPath, against values worked by hand.
@Suite struct GeometryTests {
    @Test func identityAndZero() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let zero = CATransform3D()
        #expect(zero.m11 == 0 && zero.m44 == 0)
        #expect(!CATransform3DIsIdentity(zero))
    }

    @Test func translationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(10, 20, 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30 && t.m11 == 1 && t.m44 == 1)
    }

    @Test func scaleAndThenTranslateConcatenateInRowVectorOrder() {
        // A point p becomes p · S · T: scaled by 2 then moved by 5 in x, so m41 = 5, m11 = 2.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(t.m11 == 2 && t.m22 == 3 && t.m41 == 5)
        // CATransform3DTranslate(S, …) = T · S: the translation is scaled, m41 = 2 × 5 = 10.
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 0, 0)
        #expect(u.m41 == 10 && u.m11 == 2)
        // CATransform3DScale(T, …) = S · T: the translation stays 5.
        let v = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 2, 2, 1)
        #expect(v.m41 == 5 && v.m11 == 2)
    }

    @Test func aQuarterTurnAboutZ() {
        // cos 90° = 0, sin 90° = 1: m11 = 0, m12 = 1, m21 = −1, m22 = 0.
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12 - 1) < 1e-12 && abs(r.m21 + 1) < 1e-12 && abs(r.m22) < 1e-12 && r.m33 == 1)
        // Rotating the identity is the rotation itself.
        #expect(CATransform3DEqualToTransform(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1), r))
    }

    @Test func invertingUndoesATransform() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 4, 1), 3, 5, 0)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, expected) in [(product.m11, 1.0), (product.m22, 1), (product.m41, 0), (product.m42, 0), (product.m44, 1)] {
            #expect(abs(value - CGFloat(expected)) < 1e-12)
        }
    }

    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
    }

    @Test func affineTransformsCompose() {
        // Scale by 2, then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        // translatedBy applies the move first: (1, 1) → (11, 1) → (22, 2).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
        #expect(t.inverted().concatenating(t).isIdentity)
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func indexPathsReadAsSectionAndItem() {
        var indexPath = IndexPath(item: 3, section: 1)
        #expect(indexPath.section == 1 && indexPath.item == 3 && indexPath == [1, 3])
        indexPath.item = 4
        #expect(indexPath == IndexPath(item: 4, section: 1))
    }

    @Test func insets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
            == CGRect(x: 10, y: 5, width: 80, height: 40))
    }

    @Test func rowIsTheItem() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        #expect(path == IndexPath(item: 3, section: 1))
        path.row = 5
        #expect(path.item == 5)
    }
}
