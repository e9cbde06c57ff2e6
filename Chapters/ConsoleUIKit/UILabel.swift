// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// A line of text.
@MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet { setNeedsDisplay() }
    }

    override func screenLines() -> [String] {
        [text ?? ""] + super.screenLines()
    }
}

#endif
