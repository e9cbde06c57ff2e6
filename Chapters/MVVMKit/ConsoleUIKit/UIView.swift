// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// A rectangle on screen that holds other views.
@MainActor
open class UIView {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    /// A hidden view, and everything in it, is not drawn.
    open var isHidden = false {
        didSet { setNeedsDisplay() }
    }

    public init() {}

    open func addSubview(_ view: UIView) {
        Screen.change {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        Screen.change {
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
        }
    }

    /// UIKit redraws a view on the next frame; here, once the current change is over.
    open func setNeedsDisplay() {
        Screen.change()
    }

    /// What this view shows, as lines of text. Subclasses draw their own content.
    func screenLines() -> [String] {
        subviews.filter { !$0.isHidden }.flatMap { $0.screenLines() }
    }
}

#endif
