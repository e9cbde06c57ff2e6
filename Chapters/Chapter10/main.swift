import ChapterRunner
import MVVMKit
import OrdersApp

#if canImport(UIKit)
import UIKit
#endif

// Chapter 10: one app from every chapter. Each section below is one section of the chapter's
// page; docs/chapter-10-one-app.md explains every line it prints.
let chapter = Chapter("Chapter 10: one app from every chapter")
let phone = Phone()
chapter.setUp({ try phone.setUp() }, tearDown: { _ in phone.tearDown() })
chapter.section("Signing in") { await signingIn(on: phone) }
chapter.section("The orders load off the main actor", needs: 1) {
    await theOrdersLoad(on: phone)
}
chapter.section("A sync that fails", needs: 2) { await aSyncThatFails(on: phone) }
chapter.section("Checked rows survive a change in the store", needs: 3) {
    await checkedRowsSurvive(on: phone)
}
chapter.section("A cell's action goes up the responder chain", needs: 4) {
    aCellsActionGoesUp(on: phone)
}
chapter.section("Paying through a router", needs: 5) { await payingThroughARouter(on: phone) }
chapter.section("Signing out closes everything", needs: 6) { signingOut(on: phone) }
chapter.section("Signing in again starts from the file", needs: 7) {
    await signingInAgain(on: phone)
}
chapter.play(setUp: { Playing.setUp(on: phone) }, commands: Playing.commands(on: phone))
await chapter.run()
