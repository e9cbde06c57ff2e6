import Testing

/// Chapter 7's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter7Tests` reads as the chapter's checklist.
@Suite("Chapter 7: responder chains", .serialized)
struct Chapter7Claims {}
