import MVVMKit

/// The details screen's view model: built per request, from the order it shows.
final class OrderDetailsVM: IPerRequest {
    typealias Arguments = Order

    let title: String

    required init(container: any IContainer, args: Order) {
        self.title = "Details of \(args.name) #\(args.id)"
    }
}
