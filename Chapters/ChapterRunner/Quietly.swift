import Foundation

/// Runs `body` with standard output going nowhere: how `--section K` sets up what section K
/// builds on without printing it. Standard error still shows, so a stop is never hidden.
@MainActor
func quietly(_ body: () async throws -> Void) async rethrows {
    fflush(nil)  // all streams; Swift 6 cannot touch the C global `stdout`
    let saved = dup(STDOUT_FILENO)
    let nowhere = open("/dev/null", O_WRONLY)
    dup2(nowhere, STDOUT_FILENO)
    close(nowhere)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
    try await body()
}
