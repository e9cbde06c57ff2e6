// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

// Re-exported, as UIKit re-exports it: IndexPath and CGRect need no import of their own.
@_exported import Foundation

/// A view that scrolls its content; in the console, only the table is one.
@MainActor
open class UIScrollView: UIView {}

/// A rectangle on screen that holds other views. As in UIKit it is an `NSObject` (through
/// `UIResponder`), so views compare, hash and go into sets by identity.
@MainActor
open class UIView: UIResponder {
    /// Kept for layout code written for UIKit; the console draws lines, not rectangles.
    open var frame: CGRect

    open private(set) var subviews: [UIView] = []
    open internal(set) weak var superview: UIView?
    /// The controller whose root view this is, if it is one.
    weak var owningViewController: UIViewController?

    /// A number to find the view by, with `viewWithTag(_:)`; 0 for none.
    open var tag = 0

    /// Whether the frame is turned into constraints: true until a view is laid out with
    /// constraints of its own.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints that place this view, for `isPlaced`.
    var placingConstraints: [NSLayoutConstraint] = []
    /// The area not covered by bars; the console has none, so it is the whole view.
    open private(set) lazy var safeAreaLayoutGuide = UILayoutGuide()
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }

    /// A hidden view, and everything in it, is not drawn.
    open var isHidden = false {
        didSet { setNeedsDisplay() }
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// The console has no archives: a view built from a coder is an empty one.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        Screen.change {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
            setNeedsLayout()
        }
    }

    /// Adds `view` at `index` among the subviews, in front of those before it.
    open func insertSubview(_ view: UIView, at index: Int) {
        Screen.change {
            view.removeFromSuperview()
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.superview = self
            setNeedsLayout()
        }
    }

    /// The window the view is in, through its superviews; nil when it is in none. The console
    /// does not place a child controller's view inside its parent's: a controller's view is in
    /// the window whose screen shows that controller.
    open var window: UIWindow? {
        if let window = self as? UIWindow {
            return window
        }
        if let superview {
            return superview.window
        }
        return owningViewController?.windowShowingIt
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        Screen.change {
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
        }
    }

    /// This view, if it has the tag, or else the first view inside it that has, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag {
            return self
        }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) {
                return found
            }
        }
        return nil
    }

    /// The controller this view is the root view of, or else the view it is in.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// UIKit redraws a view on the next frame; here, once the current change is over.
    open func setNeedsDisplay() {
        Screen.change()
    }

    // UIKit's update pass (`UpdatePass`): a new view asks for both steps.
    var needsPropertiesUpdate = true
    var needsLayout = true

    /// Sets the view's content and styling from what it shows, before layout. Its reads of
    /// Observation properties are tracked: a change calls it again (iOS 26).
    @available(iOS 26.0, *)
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next update pass.
    @available(iOS 26.0, *)
    open func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        UpdatePass.request()
    }

    /// Runs `updateProperties()` now, for this view and those inside it that asked.
    @available(iOS 26.0, *)
    open func updatePropertiesIfNeeded() {
        _ = runPropertyUpdates()
    }

    /// Places the subviews; the console draws lines, so there is nothing to place, but what a
    /// view reads here is tracked as on a device (iOS 18 with the key, and iOS 26).
    open func layoutSubviews() {}

    /// Asks for layout in the next update pass.
    open func setNeedsLayout() {
        needsLayout = true
        UpdatePass.request()
    }

    /// Lays out now whatever in this view asked for layout.
    open func layoutIfNeeded() {
        _ = layOutWhatAsked()
    }

    /// What this view shows, as lines of text. Subclasses draw their own content.
    func screenLines() -> [String] {
        subviews.filter { !$0.isHidden }.flatMap { $0.screenLines() }
    }
}

#endif
