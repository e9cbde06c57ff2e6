import ChapterRunner
import MVVMKit
import OrdersApp

/// "Paying through a router": the list's view model presents the payment screen through the
/// session's router, with the checked orders (chapter 3); the payment writes the store, and
/// the list redraws from it.
func payingThroughARouter(on phone: Phone) async {
    print("(the user taps Pay)")
    phone.ordersScreen?.payTapped()
    print("(the user confirms)")
    await phone.paymentScreen?.confirmTapped().value
    print(phone.fileSummary)
}
