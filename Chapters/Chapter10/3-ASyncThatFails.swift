import ChapterRunner
import MVVMKit
import OrdersApp

/// "A sync that fails": the container screen shows the error over the list, which stays as
/// the file has it (chapter 6).
func aSyncThatFails(on phone: Phone) async {
    await Device.network.failNextFetch()
    print("(the server will not answer)")
    await phone.pullToRefresh()
    print(phone.fileSummary)
    phone.dismissTop()
}
