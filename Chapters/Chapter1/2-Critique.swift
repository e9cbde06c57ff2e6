import MVVMKit

/// "Critique": what the container costs in design, and what it gives back.
func critique() {
    let container = Container()
    container.onResolve = { print("       \($0)") }

    print("Con: a service locator. OrdersVM.init(container:args:) hides that it needs an")
    print("     OrdersProvider; only watching the container shows it:")
    let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: ArticleDates.example))

    print("Con: OrdersVM names the concrete OrdersProvider, so replacing it takes a second")
    print("     initializer or ContainerMock (both below).")

    print("Pro: nothing was registered, and a second OrdersVM reuses the cached provider:")
    let viewModel: OrdersVM = container.resolve(
        args: .init(customerId: 42, date: ArticleDates.example))

    print("Pro: resolve gave an \(type(of: viewModel)), not an optional, and cannot throw.")
    print("Pro: asking for a type that is not resolvable, or passing wrong arguments, does")
    print("     not compile (Chapter1Tests compiles both to prove it).")
}
