/// One body that an exercise blanks: the file it is in (from the workspace's root), the
/// declaration it belongs to (its signature, unique in the file, or unique in the type or
/// extension `enclosing` names) and the hint the stub stops with.
public struct Stub: Sendable {
    public let file: String
    public let enclosing: String?
    public let signature: String
    public let hint: String

    public init(file: String, in enclosing: String? = nil, signature: String, hint: String) {
        self.file = file
        self.enclosing = enclosing
        self.signature = signature
        self.hint = hint
    }
}

/// What a chapter's exercise asks a reader to write again.
public struct Exercise: Sendable {
    public let chapter: Int
    public let title: String
    public let asks: String
    public let stubs: [Stub]
}

/// Every exercise, in chapter order. The bodies listed here are what each chapter teaches;
/// everything else, declarations and doc comments included, stays as it is.
public let exercises: [Exercise] = [
    Exercise(
        chapter: 1, title: "A DI container in fifty lines",
        asks: "the container's resolve, the mock container, @Resolvable and AnyResolvable",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/DI/Container.swift",
                signature: "public func resolve<T: IResolvable>(args: T.Arguments) -> T",
                hint: "Container.resolve: serve a cached singleton if there is one; otherwise, "
                    + "when T is already being built, stop with 'Dependency cycle: <the types "
                    + "being built, then T, joined by ' -> '>. Break it by resolving one of them "
                    + "later.'; build T with makeInstance, keeping it on the list of types being "
                    + "built meanwhile, cache it if it is a singleton, and report each step to "
                    + "onResolve (cached or built)."),
            Stub(
                file: "Chapters/MVVMKit/DI/Resolvable.swift",
                signature: "public var wrappedValue: T",
                hint: "Resolvable.wrappedValue: on the first read, resolve T from "
                    + "ContainerHolder.container and keep it; afterwards return what was kept."),
            Stub(
                file: "Chapters/MVVMKit/DI/ContainerMock.swift",
                signature: "public func replace<Type: IResolvable, Substitute: IResolvable>(",
                hint: "ContainerMock.replace: stop with 'ContainerMock cannot replace <Type> "
                    + "with <Substitute>: <Substitute> is not a subclass of <Type>. Make the "
                    + "mock subclass <Type>.' unless it is one, and with 'ContainerMock cannot "
                    + "replace <Type> with <Substitute>: the singleton <Type> was already "
                    + "resolved, and whatever resolved it keeps the real one. Call "
                    + "replace(_:with:) before anything resolves <Type>.' when it was; then keep "
                    + "an AnyResolvable of the substitute under the type's ObjectIdentifier."),
            Stub(
                file: "Chapters/MVVMKit/DI/AnyResolvable.swift",
                signature: "public init<T: IResolvable>(resolvable: T.Type)",
                hint: "AnyResolvable.init: keep a closure that builds T when the arguments are "
                    + "T.Arguments, and answers nil otherwise."),
            Stub(
                file: "Chapters/MVVMKit/DI/ContainerMock.swift",
                signature:
                    "public override func makeInstance<T: IResolvable>(args: T.Arguments) -> T",
                hint: "ContainerMock.makeInstance: build the substitute kept for T, if any; "
                    + "otherwise what the real container builds."),
        ]),
    Exercise(
        chapter: 2, title: "MVVM with events and observable wrappers",
        asks: "the event, the default IHaveViewModel implementation, changed and @Watched",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/MVVM/IHaveViewModel.swift",
                signature: "public var anyViewModel: Any?",
                hint: "IHaveViewModel.anyViewModel: attach the view model to the view, an "
                    + "associated object; on set, stop with a message naming the view's type, "
                    + "the view model type it takes and the type it got when the new value is of "
                    + "another type; leave the old one's changed event, call viewModelChanged, "
                    + "and join the new one's with a handler that captures neither, calling "
                    + "viewModelChanged again on every raise."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/IHaveViewModel.swift",
                signature: "public var viewModel: ViewModel?",
                hint: "IHaveViewModel.viewModel: anyViewModel, typed."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Event.swift",
                signature:
                    "public func subscribe<Subscriber: AnyObject>( _ subscriber: Subscriber, "
                    + "handler: @escaping (Subscriber, Args) -> Void )",
                hint: "Event.subscribe: keep the subscriber weakly with its handler, after the "
                    + "others; subscribing again replaces the handler and keeps the turn."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Event.swift",
                signature: "public func raise(_ args: Args)",
                hint: "Event.raise: call each live subscriber's handler with it, in the order "
                    + "they subscribed; skip and drop the dead ones."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Event.swift",
                signature: "public func unsubscribe(_ subscriber: AnyObject)",
                hint: "Event.unsubscribe: forget this subscriber's handler, so it is not called "
                    + "again, even later in a raise under way."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/INotifyOnChanged.swift",
                signature: "public var changed: Event<Void>",
                hint: "INotifyOnChanged.changed: this object's event, an associated object, made "
                    + "and attached on first use."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Watched.swift",
                signature: "public var wrappedValue: Value",
                hint: "Watched.wrappedValue: the stored value; setting it raises "
                    + "projectedValue with the new value."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Event.swift",
                signature: "private func dropDeadSubscriptions()",
                hint: "Event.dropDeadSubscriptions: keep the subscriptions whose subscriber "
                    + "lives and that were not unsubscribed, and release the old list only once "
                    + "the new one is in place."),
        ]),
    Exercise(
        chapter: 3, title: "Routing services",
        asks: "present, dismiss, push, pop, and the search for the top controller",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/Routing/PresenterService.swift",
                signature: "open func present<VC: UIViewController & IHaveViewModel>(",
                hint: "PresenterService.present: build the screen with its view model and "
                    + "present it over the top controller, found with "
                    + "requireTopViewController(for:to:), which stops with a message when there "
                    + "is no window."),
            Stub(
                file: "Chapters/MVVMKit/Routing/PresenterService.swift",
                signature: "open func dismiss()",
                hint: "PresenterService.dismiss: dismiss the top controller; when it was not "
                    + "presented, stop with 'PresenterService cannot dismiss: the top view "
                    + "controller, <its type or none>, was not presented. Dismiss only what "
                    + "present(_:args:) showed.'"),
            Stub(
                file: "Chapters/MVVMKit/Routing/NavigationService.swift",
                signature: "open func pushViewController<VC: UIViewController & IHaveViewModel>(",
                hint: "NavigationService.pushViewController: build the screen with its view "
                    + "model and push it onto the top navigation controller."),
            Stub(
                file: "Chapters/MVVMKit/Routing/NavigationService.swift",
                signature: "open func popViewController()",
                hint: "NavigationService.popViewController: pop the top navigation controller; "
                    + "its root is never popped."),
        ]),
    Exercise(
        chapter: 4, title: "View models from protocols",
        asks: "building a controller from its type, with its view model or from its services, "
            + "cells by type, and the container as the services",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/Reusable/Instantiable.swift",
                signature: "public static func instantiate() -> Self",
                hint: "Instantiable.instantiate: build Self with init()."),
            Stub(
                file: "Chapters/MVVMKit/Reusable/ViewModelBased.swift",
                signature: "public static func instantiate(with viewModel: ViewModelType) -> Self",
                hint: "ViewModelBased.instantiate(with:): instantiate the controller, then set "
                    + "its view model."),
            Stub(
                file: "Chapters/MVVMKit/Reusable/ViewModelBased.swift",
                signature:
                    "public static func instantiate(withServices services: ViewModelType.Services)",
                hint: "ViewModelBased.instantiate(withServices:): instantiate the controller, "
                    + "then set a view model built with ViewModelType(withServices:)."),
            Stub(
                file: "Chapters/Chapter4/5-TheContainerAsTheServices.swift",
                in: "extension Container: HasOrdersProvider",
                signature: "var ordersProvider: OrdersProvider",
                hint: "Container.ordersProvider: resolve it; the container is the services."),
            Stub(
                file: "Chapters/MVVMKit/Reusable/ReusableCells.swift",
                signature: "public func dequeueReusableCell<Cell: UITableViewCell & Reusable>(",
                hint: "UITableView.dequeueReusableCell(for:): dequeue under the type's reuse "
                    + "identifier and cast to the type; when the cell is another type, stop with "
                    + "'<the table's type> dequeued a <the cell's type> for <the identifier, in "
                    + "double quotes>, not a <the type>. Register it with register(cellType: "
                    + "<the type>.self).'"),
        ]),
    Exercise(
        chapter: 5, title: "Selecting rows",
        asks: "the strategies, the interceptors with their stale answers, the list changes, "
            + "the live swap and the adapter",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/Selection/Selection.swift",
                signature: "func request(_ change: SelectionChange)",
                hint: "Selection.request: a ticket is a number, counted up per row key, that "
                    + "says which request for that row is the latest; take a new one, ask the "
                    + "interceptors, and apply the change only if the ticket is still the "
                    + "latest, so an answer that comes after a newer request, or after a set, "
                    + "changes nothing."),
            Stub(
                file: "Chapters/MVVMKit/Selection/Strategies.swift",
                in: "public final class MultipleSelection: Selection",
                signature: "public override func clickPosition(_ position: Int)",
                hint: "MultipleSelection.clickPosition: request the opposite of the row's state."),
            Stub(
                file: "Chapters/MVVMKit/Selection/SelectableDataSource.swift",
                signature: "public func setItems(_ newItems: [Item], mode: ChangeMode)",
                hint: "SelectableDataSource.setItems: keep the new items, then replace the "
                    + "selection as the mode says, finding kept items again by id."),
            Stub(
                file: "Chapters/MVVMKit/Selection/SelectingListAdapter.swift",
                signature: "public func connect(to dataSource: SelectableDataSource<Item>)",
                hint: "BaseSelectingListAdapter.connect: keep the data source, redraw the list "
                    + "when its items change and a row when its selection does, and show its "
                    + "items."
            ),
            Stub(
                file: "Chapters/MVVMKit/Selection/SelectableDataSource.swift",
                signature: "public func replaceSelectionManager(with newSelection: Selection)",
                hint: "SelectableDataSource.replaceSelectionManager: let the new selection adopt "
                    + "the rows its positionsToKeep allows, move the listener and the "
                    + "interceptors from the old one to it, and report each row it did not keep "
                    + "as deselected."),
            Stub(
                file: "Chapters/MVVMKit/Selection/Selection.swift",
                signature: "public func clearSelection()",
                hint: "Selection.clearSelection: deselect each selected row, one request each, "
                    + "so that the interceptors are asked and each row is reported as it goes."),
        ]),
    Exercise(
        chapter: 6, title: "Loading, errors and one source of truth",
        asks: "the article's SwiftUI search and container model, the container's loading "
            + "count and alert, the atomic store, and the sync",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/ScreenState/LoadCount.swift",
                signature: "mutating func end(in container: Any.Type)",
                hint: "LoadCount.end: when no load is in progress, stop with '<the container's "
                    + "type> was told a load ended while none was in progress. Call "
                    + "beginLoading() before each endLoading(), once each.'; otherwise count one "
                    + "off."),
            Stub(
                file: "Chapters/Chapter6/NewsApp/SplitNews.swift",
                signature: "func search(_ text: String) async",
                hint: "Split.SearchInteractor.search: with no words, have the presenter report "
                    + "'Type a word to search for.'; otherwise report a load begun, present what "
                    + "the service found for the text, and report the load ended."),
            Stub(
                file: "Chapters/Chapter6/3-TheArticlesContainer.swift",
                signature: "func endLoading()",
                hint: "ContainerModel.endLoading: when no load is in progress, stop with "
                    + "'ContainerModel was told a load ended while none was in progress. Call "
                    + "beginLoading() before each endLoading(), once each.'; otherwise count one "
                    + "off, and keep isLoading while any is left."),
            Stub(
                file: "Chapters/Chapter6/NewsApp/UIKit/NewsList.swift",
                signature: "func present(_ items: [NewsItem])",
                hint: "NewsListPresenter.present: fill the view model with a line per item, "
                    + "title and day, and tell the container whether the list is empty."),
            Stub(
                file: "Chapters/Chapter6/NewsApp/UIKit/NewsList.swift",
                signature: "func showItem(_ item: NewsItem)",
                hint: "NewsRouter.showItem: push NewsItemVC with the item, through the "
                    + "navigation service."),
            Stub(
                file: "Chapters/Chapter6/ConfigApp/ConfigRepository.swift",
                signature: "func sync() async",
                hint: "ConfigRepository.sync: skip if a fetch is in process; set the flag with a "
                    + "defer that resets it; log the answer as the article does, and write the "
                    + "store."
            ),
            Stub(
                file: "Chapters/Chapter6/ConfigApp/ConfigStore.swift",
                signature: "func replace(with data: Data) throws",
                hint: "ConfigFile.replace: write the data to a temporary file beside the file, "
                    + "then rename it over the file; say what failed, and remove the temporary "
                    + "file."
            ),
            Stub(
                file: "Chapters/MVVMKit/ScreenState/UIKit/ContainerViewController.swift",
                signature: "public func showError(_ message: String)",
                hint: "ContainerViewController.showError: when the container is not on screen "
                    + "yet, keep the message for viewDidAppear to show, on a line of its own "
                    + "after any kept before; when an alert is up, add it to that alert's "
                    + "message the same way; otherwise present an alert titled Error with the "
                    + "message and an OK button."),
        ]),
    Exercise(
        chapter: 7, title: "Responder chains",
        asks: "what every verb is made of, a SwiftUI responder's answer to what reaches it, "
            + "what happens to what nobody handles, and in UIKit the handlers a responder "
            + "registers, given their responder, and the walk up the chain",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/Responders/Verbs.swift",
                signature: "private static func handler<Responder, Value>(",
                hint: "Verb.handler: a handler that picks its value from the traveller (passing "
                    + "on what it does not find), traces the verb if there is one, and calls "
                    + "respond."),
            Stub(
                file: "Chapters/MVVMKit/Responders/SwiftUI/ViewChain.swift",
                signature: "func take(",
                hint: "ViewResponder.take: add this responder's name to the trip's path; if its "
                    + "view has left the screen, give the trip to Unhandled.report as late and "
                    + "stop; otherwise let the traveller visit this responder with its handler, "
                    + "stop if that handled it, and send what goes on up."),
            Stub(
                file: "Chapters/MVVMKit/Responders/Traveller.swift",
                signature: "func visit<Responder>(",
                hint: "Traveller.visit: ask each handler in order: nil when one handled it; go "
                    + "on with a replacement (traced as turns X into Y) or with the error a "
                    + "handler throws (traced as throws E); trace that the responder passes X "
                    + "on, and return what goes on."),
            Stub(
                file: "Chapters/MVVMKit/MVVM/Unhandled.swift",
                signature: "public static func report(",
                hint: "Unhandled.report: stop with the description under strict unless the "
                    + "message is late; otherwise write it to warningOutput, except under off."),
            Stub(
                file: "Chapters/MVVMKit/Responders/UIKit/ChainResponder.swift",
                signature: "func register(_ handler: @escaping ChainHandler<Self>)",
                hint: "ChainResponder.register: append to chainHandlers a handler that casts the "
                    + "responder it is given to Self (passing on if it is not one) and calls "
                    + "handler."),
            Stub(
                file: "Chapters/MVVMKit/Responders/UIKit/Sending.swift",
                signature: "private func travel(_ start: Traveller)",
                hint: "UIResponder.travel: from here through next, let the traveller visit each "
                    + "responder with its handlers; stop when one handled it, go on with what "
                    + "visit returns; hand what nobody handled to Unhandled.report, late if no "
                    + "UIWindow was on the way."),
        ]),
    Exercise(
        chapter: 8, title: "A tree of models",
        asks: "the tree itself, services from the root, handlers given their model, bubbles "
            + "and errors up, global events down, and the session's life",
        stubs: [
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/Model.swift",
                signature: "public func removeFromParent()",
                hint: "Model.removeFromParent: if there is a parent, leave its children, forget "
                    + "it, and raise its childRemoved."),
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/Services.swift",
                signature: "public func service<Service: ISingleton>(",
                hint: "Model.service: walk up to the first Session and resolve from its "
                    + "container; when there is none, stop with '<this model's name> asked for "
                    + "<the service type>, but no Session is above it in the tree. Add it under "
                    + "a model that is under a Session.'"),
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/TreeHandler.swift",
                signature: "func climb<Message>(",
                hint: "Model.climb: from this model up, stop at the first that handled it, "
                    + "tracing each pass; then give the path to Unhandled.report, late when no "
                    + "open session is at the root."),
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/TreeHandler.swift",
                signature: "func handler<Message>(",
                hint: "TreeModel.handler: a closure given the model and the message, which casts "
                    + "them to Self and Message, passes on (false) what the case filter refuses, "
                    + "traces and ends the trip for a bubble or an error, and calls the body."),
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/Session.swift",
                signature: "public func close()",
                hint: "Session.close: if open, tell every model (children first), then each "
                    + "SessionService, last built first; then mark it closed, remove its "
                    + "children, drop the container, and raise closed."),
            Stub(
                file: "Chapters/MVVMKit/ModelsTree/GlobalEvents.swift",
                signature: "private func deliver(_ event: Any)",
                hint: "Model.deliver: let this model's handlers have the event, then each child "
                    + "in order, depth first."),
        ]),
    Exercise(
        chapter: 9, title: "Outlets generated at build time",
        asks: "the generator's core: reading a layout, and writing the Swift of its outlets",
        stubs: [
            Stub(
                file: "Chapters/Chapter9/OutletsTool/Layout.swift",
                signature:
                    "func parseLayout(_ text: String) throws -> (controller: String, outlets: "
                    + "[Outlet])",
                hint: "parseLayout: read the lines, numbered from 1; skip blank ones and # "
                    + "comments; take one 'controller Name' line and one 'name: Type' line per "
                    + "view, both Swift identifiers (isIdentifier), each name once; throw a "
                    + "LayoutError with the line and the words the bad-layout test of suite 2 "
                    + "expects (no controller line at all is line 1)."),
            Stub(
                file: "Chapters/Chapter9/OutletsTool/Generate.swift",
                signature:
                    "func generateOutlets(controller: String, outlets: [Outlet], file: String) -> "
                    + "String",
                hint: "generateOutlets: write an extension of the controller, importing UIKit "
                    + "or, without it, MVVMKit, with loadLayout() (make each view as Type(), tag "
                    + "it with its place in the layout from 1, add it to view, stopping if the "
                    + "tag is taken), one property per view that finds it with viewWithTag and "
                    + "as?, stopping with the message suite 3 expects, and static let "
                    + "generatedOutlets, one '<name>: <Type>, tagged <N>' line per view."),
        ]),
    Exercise(
        chapter: 10, title: "One app from every chapter",
        asks: "the seams of the orders app, with the kit finished: the session and its flow, "
            + "the store under the list, the flow's events, the sync, and the routes",
        stubs: [
            Stub(
                file: "\(appFolder)/OrdersSession.swift",
                signature: "public override func sessionDidOpen()",
                hint: "OrdersSession.sessionDidOpen: add the OrdersFlow under the session, keep "
                    + "it weakly, and close the session when a SignOut bubble reaches it."),
            Stub(
                file: "\(appFolder)/OrdersViewModel.swift",
                signature: "public init(withServices services: Services)",
                hint: "OrdersViewModel.init: take the store, the sync and the presenter from the "
                    + "services; show the store's orders; on every change of the store, say "
                    + "whether the list is empty, set the items keeping the checked ones, and "
                    + "uncheck the paid; refuse to check a paid order, showing '#<id> <title> is "
                    + "paid already.'"),
            Stub(
                file: "\(appFolder)/FlowNavigationController.swift",
                signature: "private func handleTheFlowsEvents()",
                hint: "FlowNavigationController.handleTheFlowsEvents: hand ShowOrderDetails to "
                    + "the flow's showDetails, and turn SignOutTapped into a SignOut bubble from "
                    + "the flow."),
            Stub(
                file: "\(appFolder)/OrdersSync.swift",
                signature: "public func sync() async throws",
                hint: "OrdersSync.sync: do nothing once closed; join the sync that is running; "
                    + "otherwise fetch from Device.network, stop if cancelled, and replace the "
                    + "store's orders, keeping the task while it runs."),
            Stub(
                file: "\(appFolder)/OrdersSession.swift",
                signature: "func showDetails(ofOrder id: Int)",
                hint: "OrdersFlow.showDetails: push OrderDetailsScreen for the order with the "
                    + "session's NavigationService."),
            Stub(
                file: "\(appFolder)/OrdersViewModel.swift",
                signature: "public func paySelected()",
                hint: "OrdersViewModel.paySelected: with nothing checked, show 'Check the orders "
                    + "to pay first.'; otherwise present PaymentScreen with the checked orders' "
                    + "numbers through the presenter."),
        ]),
]

/// Chapter 10's app: a target of its own inside the chapter's folder.
public let appFolder = "Chapters/Chapter10/OrdersApp"
