import ChapterRunner
import MVVMKit
import OrdersApp

/// "The orders load off the main actor": the list's first refresh asks the server and writes
/// the file, each on its own actor; the store publishes on the main actor, and the list,
/// bound to the store, redraws (chapters 2, 5 and 6).
func theOrdersLoad(on phone: Phone) async {
    print("(the first refresh runs)")
    await phone.refreshEnds()
    let store = phone.service(OrdersStore.self)
    print("The fetch ran on \(await Device.network.fetchesRanOn.last ?? "-"), ", terminator: "")
    print("the file was written on \(await store?.lastWriteRanOn ?? "-"),")
    print("and the store told the list on \(store?.publishedOn ?? "-").")
    print(phone.fileSummary)
}
