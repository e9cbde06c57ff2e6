import Foundation

/// What a remote config fetch can end with, as the article's remote config reports it.
enum RemoteAnswer {
    case fetchedFromRemote(Config)
    case usingPrefetchedData
    case error(String)
    case unknown
}

/// The remote, scripted: it gives its answers in order, so the chapter is the same on every
/// run, with no network. An actor, as a network client would be: a fetch runs off the main
/// thread, and the remote notes where each one ran.
actor ScriptedRemoteConfig {
    private var answers: [RemoteAnswer]
    /// For each fetch, the actor it ran on.
    private(set) var fetchesRanOn: [String] = []

    init(answers: [RemoteAnswer]) {
        self.answers = answers
    }

    func fetchAndActivate() -> RemoteAnswer {
        fetchesRanOn.append(isolationName())
        guard !answers.isEmpty else { return .unknown }
        return answers.removeFirst()
    }
}
