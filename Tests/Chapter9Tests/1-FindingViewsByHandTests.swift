import TestSupport
import Testing

@testable import Chapter9
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter9Claims {
    @Suite("1. Finding views by hand")
    struct ByHandTests {
        @Test("viewWithTag finds the view with the tag, looking inside subviews")
        func viewWithTagLooksInside() {
            let outer = UIView()
            let inner = UIView()
            let label = UILabel()
            label.tag = 5
            inner.addSubview(label)
            outer.addSubview(inner)
            #expect(outer.viewWithTag(5) === label)
        }

        @Test("A wrong tag, or a wrong cast, compiles and finds nothing")
        func wrongTagFindsNothing() {
            let screen = HandTaggedLoginViewController()
            #expect(screen.view.viewWithTag(7) == nil)
            #expect(screen.view.viewWithTag(4) as? UILabel == nil)
            #expect(screen.view.viewWithTag(4) is UITableView)
        }

        @Test("A force-cast lookup with a wrong tag stops, but only when the screen runs")
        func forceCastStopsAtRunTime() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let screen = HandTaggedLoginViewController()
                    let label = screen.view.viewWithTag(7) as! UILabel
                    label.text = "never shown"
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(message.contains("Unexpectedly found nil"), "\(message)")
        }
    }
}
