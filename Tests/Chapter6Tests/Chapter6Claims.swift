import Foundation
import Testing

/// Chapter 6's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter6Tests` reads as the chapter's checklist.
@Suite("Chapter 6: loading, errors and one source of truth", .serialized)
struct Chapter6Claims {}
