#if canImport(UIKit)
import SwiftUI
#endif

/// Shows any content screen with what every screen needs around it, by composition, since a
/// SwiftUI view cannot inherit: a loader over the content while loads run, a line when there
/// is nothing to show, and errors in an alert. The content's model reports to the container's
/// own model, which the container wires to it.
public struct ContainerView<Content: View & IModelView>: View {
    @ObservedObject var containerModel = ContainerModel()
    private var content: Content

    /// Shows `content`, and makes this container's model its model's listener.
    public init(content: Content) {
        self.content = content
        self.content.viewModel?.listener = containerModel
    }

    /// The content, the loader and the empty line over it, and the error alert.
    public var body: some View {
        ZStack {
            content
            if containerModel.isLoading {
                LoaderView()
            }
            if containerModel.isEmpty {
                Text("Nothing to show yet.")
            }
        }
        .alert(isPresented: $containerModel.hasError) {
            Alert(
                title: Text("Error"), message: Text(containerModel.errorText),
                dismissButton: .default(Text("OK")) { containerModel.errorShown() })
        }
    }
}

/// What a container shows while its content loads.
public struct LoaderView: View {
    /// A loader.
    public init() {}

    /// The loading line.
    public var body: some View {
        Text("Loading...")
    }
}
