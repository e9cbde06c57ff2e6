import ChapterRunner
import MVVMKit
import OrdersApp

/// "A sync that fails": the container screen shows the error over the list, which stays as
/// the file has it (chapter 6).
func aSyncThatFails(on phone: Phone) async {
    await Device.network.failNextFetch()
    print("(the server will not answer; the user pulls to refresh)")
    await phone.ordersScreen?.refreshPulled().value
    print(phone.fileSummary)
    print("(the user taps OK)")
    phone.dismissTop()
}
