import ChapterRunner
import MVVMKit
import OrdersApp

/// "Signing in again starts from the file": a new session, new services; the store reads the
/// file the last session wrote, so the list shows at once, and the sync follows.
func signingInAgain(on phone: Phone) async {
    await phone.type("Anna")
    print(phone.fileSummary)
    await printScreen(.inABox) { await phone.refreshEnds() }
}
