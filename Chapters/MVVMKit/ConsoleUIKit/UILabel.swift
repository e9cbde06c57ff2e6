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
