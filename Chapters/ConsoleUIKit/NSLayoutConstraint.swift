// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// One edge or centre of a view or a layout guide, to constrain against another of its axis.
/// The console draws lines, not rectangles, so constraints are recorded, not solved: what a test
/// checks is that every view the kit adds is placed, as a device needs.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide whose edge this is.
    weak var item: AnyObject?

    init(item: AnyObject) {
        self.item = item
        super.init()
    }

    /// This edge equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    /// This edge equal to `anchor`, `c` points away.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(firstItem: item, secondItem: anchor.item, constant: c)
    }
}

/// A horizontal edge or centre: leading, trailing, centre X.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge or centre: top, bottom, centre Y.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A rule between two anchors. Active, it places its first item.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The view (or guide) this constraint places; UIKit keeps it unowned, the stand-in weakly.
    open private(set) weak var firstItem: AnyObject?
    /// The view (or guide) it is placed against.
    open private(set) weak var secondItem: AnyObject?
    /// How far apart the two anchors are.
    open var constant: CGFloat

    init(firstItem: AnyObject?, secondItem: AnyObject?, constant: CGFloat) {
        self.firstItem = firstItem
        self.secondItem = secondItem
        self.constant = constant
        super.init()
    }

    /// Whether the constraint applies; a new one does not until it is activated.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItem as? UIView else { return }
            if isActive {
                view.placingConstraints.append(self)
            } else {
                view.placingConstraints.removeAll { $0 === self }
            }
        }
    }

    /// Activates each of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            constraint.isActive = true
        }
    }
}

/// A rectangle to lay views out in, without a view of its own.
@MainActor
open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
}

extension UIView {
    /// Whether the view is placed on a device: by constraints that place it, with its
    /// autoresizing mask turned off, or else by a frame of its own.
    var isPlaced: Bool {
        translatesAutoresizingMaskIntoConstraints ? frame != .zero : !placingConstraints.isEmpty
    }
}

#endif
