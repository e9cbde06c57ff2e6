#if canImport(UIKit)
import SwiftUI
#endif

/// Shows any content with what every screen needs around it, by composition, since a SwiftUI
/// view cannot inherit: a loader over the content while loads run, a line when there is nothing
/// to show, and errors in an alert. The container owns its state, in `@State`, so a parent that
/// redraws keeps it: the load count and an error waiting to be read survive.
public struct ScreenContainer<Content: View>: View {
    @State private var state = ContainerState()
    private let model: any ScreenStateReporting
    private let content: Content

    /// Shows `content`, and listens to `model`, which reports the content's loads and errors.
    public init(reporting model: any ScreenStateReporting, @ViewBuilder content: () -> Content) {
        self.model = model
        self.content = content()
    }

    /// The content, the loader and the empty line over it, and the error alert.
    public var body: some View {
        // Wired here, not in init: the body sees the state SwiftUI keeps for this container,
        // where init sees a new one each time the parent redraws. Not in onAppear either: the
        // body runs before any onAppear, so a load the content begins in its own is heard,
        // whichever order SwiftUI runs the two in.
        model.stateListener = state
        return ZStack {
            content
            if state.isLoading {
                ProgressView("Loading...")
            }
            if state.isEmpty {
                ContentUnavailableView("Nothing to show yet.", systemImage: "tray")
            }
        }
        .alert("Error", isPresented: $state.hasError) {
            Button("OK") { state.errorShown() }
        } message: {
            Text(state.errorText)
        }
    }
}
