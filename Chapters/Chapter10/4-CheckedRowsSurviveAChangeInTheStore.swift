import ChapterRunner
import MVVMKit
import OrdersApp

/// "Checked rows survive a change in the store": rows are checked through the selecting
/// adapter (chapter 5); a sync that changes a checked order redraws its row, still checked.
func checkedRowsSurvive(on phone: Phone) async {
    let screen = phone.orders
    await printScreen(.inABox) {
        tapRow(0, on: screen)
        tapRow(2, on: screen)
    }
    await Device.network.changeAmount(ofOrder: 3, to: 180)
    print("(the desk's price drops on the server)")
    // The spinner comes and goes as in section 2; what matters is the list it leaves.
    await printScreen(.inABox) { await phone.pullToRefresh() }
}
