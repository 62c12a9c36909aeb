/// A curated list of iOS API that layouts and the code around them commonly use — UIKit's, QuartzCore's and the
/// UIKit additions to Foundation and Core Graphics, written from Apple's documentation — so that a compile error
/// naming one can say it is iOS API the playground's UIKit module lacks (`MissingIOSAPI`), and an error naming
/// anything else passes through as the compiler said it. Being on the list says only that iOS has the name;
/// a name the module implements never fails to compile, so it is never reported. The list is documented in
/// docs/runtime.md ("iOS API the playground lacks").
enum KnownIOSAPI {
    /// Types, protocols and free functions iOS declares, by name.
    static let names: Set<String> = [
        // Views and controls.
        "UIScreen", "UIDevice", "UIWindow", "UIWindowScene", "UIScene", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController", "UICollectionViewController",
        "UITableView", "UITableViewCell", "UITableViewController", "UIButton", "UIControl", "UITextField", "UITextView",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIActivityIndicatorView", "UIProgressView",
        "UIRefreshControl", "UIAlertController", "UIAlertAction", "UIMenu", "UIAction", "UIContextMenuConfiguration",
        "UIVisualEffectView", "UIBlurEffect", "UIVibrancyEffect", "UINavigationBar", "UIToolbar", "UIBarButtonItem", "UISearchBar",
        "UIPickerView", "UIDatePicker", "UIPopoverPresentationController", "UIPresentationController",
        // Gestures, animation and UIKit Dynamics.
        "UIPanGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPinchGestureRecognizer",
        "UISwipeGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIGestureRecognizerDelegate",
        "UIViewPropertyAnimator", "UISpringTimingParameters", "UICubicTimingParameters", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerTransitioningDelegate", "UIDynamicAnimator", "UIDynamicBehavior", "UIAttachmentBehavior",
        "UICollisionBehavior", "UIGravityBehavior", "UISnapBehavior", "UIPushBehavior", "UIDynamicItemBehavior", "UIFieldBehavior",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
        // Collection views beyond layout.
        "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
        "UICollectionViewDataSourcePrefetching", "UICollectionViewDragDelegate", "UICollectionViewDropDelegate",
        "UICollectionViewTransitionLayout", "UICollectionViewFocusUpdateContext", "UICollectionViewListCell",
        "UICollectionLayoutListConfiguration", "UIListContentConfiguration", "UIBackgroundConfiguration", "UICellConfigurationState",
        "UICollectionViewCompositionalLayoutConfiguration", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutGroupCustomItem",
        "NSCollectionLayoutVisibleItem", "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UIContentConfiguration",
        "UINib", "UIStoryboard", "UIFocusEnvironment", "UIAccessibilityElement", "UIAccessibilityCustomAction",
        // Drawing, layers and text.
        "UIBezierPath", "UIGraphicsImageRenderer", "UIGraphicsGetCurrentContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsEndImageContext", "UIGraphicsGetImageFromCurrentImageContext", "CGContext", "CADisplayLink", "CAShapeLayer",
        "CAGradientLayer", "CAReplicatorLayer", "CATextLayer", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
        "CAAnimationGroup", "CAMediaTimingFunction", "CATransaction", "CACurrentMediaTime", "NSTextAttachment", "NSLayoutManager",
        "NSTextContainer", "NSTextStorage", "UIFontDescriptor", "NSStringDrawingOptions", "NSStringDrawingContext",
        "UIEdgeInsetsInsetRect", "NSStringFromCGRect", "NSStringFromCGSize", "NSStringFromCGPoint",
        "UIAccessibilityIsReduceMotionEnabled", "UIAccessibilityIsVoiceOverRunning",
    ]

    /// Members iOS declares, by type: `UIView.animate`, `UICollectionView.cellForItem`.
    static let members: [String: Set<String>] = [
        "UIView": ["animate", "animateKeyframes", "addKeyframe", "transition", "performWithoutAnimation", "setNeedsDisplay", "draw",
                   "snapshotView", "convert", "hitTest", "point", "addGestureRecognizer", "removeGestureRecognizer", "gestureRecognizers",
                   "isUserInteractionEnabled", "tintColor", "layoutMargins", "directionalLayoutMargins", "safeAreaLayoutGuide",
                   "layoutMarginsGuide", "sizeThatFits", "sizeToFit", "systemLayoutSizeFitting", "intrinsicContentSize",
                   "invalidateIntrinsicContentSize", "setNeedsLayout", "layoutIfNeeded", "layoutSubviews", "superview", "subviews",
                   "addSubview", "removeFromSuperview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "window",
                   "traitCollectionDidChange", "registerForTraitChanges", "contentMode", "mask", "layer", "clipsToBounds",
                   "backgroundColor", "isOpaque", "semanticContentAttribute", "accessibilityLabel", "tag", "viewWithTag"],
        "UIScrollView": ["isScrollEnabled", "panGestureRecognizer", "pinchGestureRecognizer", "isPagingEnabled", "decelerationRate",
                         "contentInsetAdjustmentBehavior", "contentInset", "contentSize", "setContentOffset", "scrollRectToVisible",
                         "isDragging", "isTracking", "isDecelerating", "refreshControl", "showsHorizontalScrollIndicator",
                         "showsVerticalScrollIndicator", "alwaysBounceVertical", "alwaysBounceHorizontal", "bounces", "zoomScale",
                         "flashScrollIndicators", "keyboardDismissMode", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
                         "horizontalScrollIndicatorInsets", "automaticallyAdjustsScrollIndicatorInsets", "contentLayoutGuide", "frameLayoutGuide"],
        "UICollectionView": ["indexPathForItem", "cellForItem", "performBatchUpdates", "visibleCells", "indexPathsForVisibleItems",
                             "indexPathsForSelectedItems", "selectItem", "deselectItem", "scrollToItem", "reloadData", "reloadItems",
                             "reconfigureItems", "reloadSections", "insertItems", "deleteItems", "moveItem", "insertSections", "deleteSections",
                             "moveSection", "dequeueReusableCell", "dequeueReusableSupplementaryView", "dequeueConfiguredReusableCell",
                             "dequeueConfiguredReusableSupplementary", "register", "layoutAttributesForItem",
                             "layoutAttributesForSupplementaryElement", "supplementaryView", "visibleSupplementaryViews",
                             "indexPathsForVisibleSupplementaryElements", "setCollectionViewLayout", "startInteractiveTransition",
                             "finishInteractiveTransition", "cancelInteractiveTransition", "beginInteractiveMovementForItem",
                             "updateInteractiveMovementTargetPosition", "endInteractiveMovement", "cancelInteractiveMovement",
                             "allowsSelection", "allowsMultipleSelection", "backgroundView", "prefetchDataSource", "isPrefetchingEnabled",
                             "dragDelegate", "dropDelegate", "dragInteractionEnabled", "remembersLastFocusedIndexPath",
                             "selfSizingInvalidation", "hasActiveDrag", "hasActiveDrop", "hasUncommittedUpdates", "isEditing",
                             "contextMenuInteraction", "indexPath"],
        "UICollectionViewLayout": ["layoutAttributesForInteractivelyMovingItem", "targetIndexPath", "invalidationContext",
                                   "invalidationContextForEndingInteractiveMovementOfItems", "prepareForTransition",
                                   "finalizeLayoutTransition", "prepareForAnimatedBoundsChange", "finalizeAnimatedBoundsChange",
                                   "finalizeCollectionViewUpdates", "indexPathsToDeleteForSupplementaryView",
                                   "indexPathsToInsertForSupplementaryView", "indexPathsToDeleteForDecorationView",
                                   "indexPathsToInsertForDecorationView", "targetContentOffset", "invalidationContextClass",
                                   "layoutAttributesForDecorationView", "layoutAttributesForSupplementaryView", "register"],
        "UICollectionViewFlowLayout": ["sectionFootersPinToVisibleBounds", "invalidateFlowLayoutDelegateMetrics", "invalidateFlowLayoutAttributes"],
        "UICollectionViewCell": ["contentView", "isSelected", "isHighlighted", "preferredLayoutAttributesFitting", "apply",
                                 "prepareForReuse", "contentConfiguration", "backgroundConfiguration", "selectedBackgroundView",
                                 "configurationState", "setNeedsUpdateConfiguration", "updateConfiguration", "reuseIdentifier"],
        "UICollectionViewCompositionalLayout": ["configuration", "list"],
        "NSCollectionLayoutSection": ["orthogonalScrollingBehavior", "visibleItemsInvalidationHandler", "boundarySupplementaryItems",
                                      "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference",
                                      "orthogonalScrollingProperties", "list", "supplementaryContentInsetsReference"],
        "NSCollectionLayoutGroup": ["custom", "supplementaryItems", "interItemSpacing"],
        "NSCollectionLayoutItem": ["edgeSpacing", "supplementaryItems"],
        "UICollectionViewLayoutAttributes": ["representedElementCategory"],
        "UIScreen": ["main", "bounds", "scale", "nativeScale", "nativeBounds", "brightness", "maximumFramesPerSecond"],
        "UIDevice": ["current", "userInterfaceIdiom", "orientation", "systemVersion", "model", "name"],
        "UITraitCollection": ["displayScale", "userInterfaceIdiom", "displayGamut", "forceTouchCapability", "userInterfaceLevel",
                              "activeAppearance", "current", "performAsCurrent", "hasDifferentColorAppearance", "imageDynamicRange",
                              "toolbarItemPresentationSize", "sceneCaptureState", "typesettingLanguage"],
        "UIApplication": ["shared", "userInterfaceLayoutDirection", "preferredContentSizeCategory", "windows", "connectedScenes",
                          "keyWindow", "statusBarOrientation", "sendAction", "open", "applicationState", "isIdleTimerDisabled",
                          "didBecomeActiveNotification", "willResignActiveNotification"],
        "UIAccessibility": ["isReduceMotionEnabled", "isVoiceOverRunning", "post", "isBoldTextEnabled", "isReduceTransparencyEnabled",
                            "isDarkerSystemColorsEnabled", "prefersCrossFadeTransitions", "reduceMotionStatusDidChangeNotification",
                            "voiceOverStatusDidChangeNotification", "isSwitchControlRunning", "isGrayscaleEnabled"],
        "UIContentSizeCategory": ["didChangeNotification", "isAccessibilityCategory"],
        "UIFont": ["lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "pointSize", "systemFont", "boldSystemFont",
                   "italicSystemFont", "preferredFont", "withSize", "fontDescriptor", "monospacedDigitSystemFont", "monospacedSystemFont",
                   "familyNames", "fontNames", "fontName", "familyName"],
        "UIColor": ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "label",
                    "secondaryLabel", "tertiaryLabel", "separator", "systemFill", "tintColor", "resolvedColor", "withAlphaComponent",
                    "getRed", "getHue", "cgColor", "systemBlue", "systemRed", "systemGreen", "systemGray", "systemGray2", "systemGray5",
                    "systemGray6", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo"],
        "UIImage": ["size", "scale", "withRenderingMode", "resizableImage", "withTintColor", "pngData", "jpegData", "cgImage"],
        "UIViewController": ["navigationController", "navigationItem", "present", "dismiss", "addChild", "removeFromParent",
                             "children", "parent", "tabBarItem", "traitCollection", "viewWillAppear", "viewDidAppear",
                             "viewWillDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillTransition",
                             "preferredContentSize", "isViewLoaded", "viewIfLoaded", "additionalSafeAreaInsets", "setNeedsStatusBarAppearanceUpdate",
                             "collectionView", "collectionViewLayout"],
        "CALayer": ["cornerRadius", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "shadowPath", "borderWidth",
                    "borderColor", "masksToBounds", "mask", "add", "removeAllAnimations", "addSublayer", "contents", "contentsScale",
                    "position", "anchorPoint", "zPosition", "opacity", "cornerCurve", "maskedCorners", "sublayerTransform", "render"],
        "CGSize": ["equalTo"],
        "CGPoint": ["equalTo", "applying"],
        "CGRect": ["equalTo", "divided", "applying"],
        "NSString": ["size", "boundingRect", "draw"],
        "String": ["size", "boundingRect", "draw"],
        "NSAttributedString": ["size", "boundingRect", "draw"],
        "NSNotification.Name": ["UIContentSizeCategoryDidChange", "UIApplicationDidBecomeActive", "UIDeviceOrientationDidChange"],
        "NotificationCenter": ["addObserver"],
        "NSObject": ["responds", "perform", "value", "setValue", "observeValue", "addObserver"],
    ]

    /// iOS's superclass of each class whose members are listed (a member of `UIView` is one of `UICollectionView`'s).
    static let superclasses: [String: String] = [
        "UIScrollView": "UIView", "UICollectionView": "UIScrollView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIView": "NSObject", "UIViewController": "NSObject", "UICollectionViewController": "UIViewController",
        "UICollectionViewFlowLayout": "UICollectionViewLayout", "UICollectionViewCompositionalLayout": "UICollectionViewLayout",
        "UICollectionViewLayout": "NSObject", "UICollectionViewLayoutAttributes": "NSObject", "UIFont": "NSObject",
        "UIColor": "NSObject", "UIImage": "NSObject", "CALayer": "NSObject", "UIScreen": "NSObject", "UIDevice": "NSObject",
        "UIApplication": "NSObject", "UITraitCollection": "NSObject", "NSString": "NSObject", "NSAttributedString": "NSObject",
    ]

    /// Whether iOS's `type` (or a superclass of it) declares `member`; the type that does, if any.
    static func declaringType(of member: String, in type: String) -> String? {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 10 {
            if members[name]?.contains(member) == true { return name }
            current = superclasses[name]
            steps += 1
        }
        return nil
    }
}
