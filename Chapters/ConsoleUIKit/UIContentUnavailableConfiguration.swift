// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// What a screen shows when it has nothing to show (iOS 17): a message, or a spinner while it
/// loads. Set as a controller's `contentUnavailableConfiguration`, it covers the controller's
/// view; nil shows the view again.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Equatable {
    public var text: String?
    public var secondaryText: String?
    /// Whether it shows a spinner, as `loading()` does.
    var showsSpinner = false

    /// An empty configuration, to fill in.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration()
    }

    /// A spinner with "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(text: "Loading…", showsSpinner: true)
    }

    /// The system's "No Results" for a search.
    public static func search() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(text: "No Results")
    }
}

/// What a content-unavailable configuration is made from: in the console, the search text.
/// (UIKit's is made with a trait collection, which the console does not have.)
@available(iOS 17.0, *)
public struct UIContentUnavailableConfigurationState: Hashable {
    public var searchText: String?

    init(searchText: String? = nil) {
        self.searchText = searchText
    }
}

/// What a cell's configuration is made from: whether it is selected, highlighted, being
/// edited or disabled. (UIKit's is made with a trait collection, which the console does not
/// have.)
@available(iOS 14.0, *)
public struct UICellConfigurationState: Hashable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isDisabled = false

    init() {}
}

extension UIViewController {
    /// A content-unavailable configuration's lines, in place of the screen's content.
    static func lines(of configuration: any UIContentConfiguration) -> [String] {
        guard let message = configuration as? UIContentUnavailableConfiguration else {
            return []
        }
        let spinner = message.showsSpinner ? ["(spinner)"] : []
        return spinner + [message.text, message.secondaryText].compactMap { $0 }
    }
}

#endif
