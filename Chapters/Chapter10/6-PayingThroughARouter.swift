import ChapterRunner
import MVVMKit
import OrdersApp

/// "Paying through a router": the list's view model presents the payment screen through the
/// session's router, with the checked orders (chapter 3); the payment writes the store, and
/// the list redraws from it.
func payingThroughARouter(on phone: Phone) async {
    phone.tapPay()
    await phone.confirmPayment()
    print(phone.fileSummary)
}
