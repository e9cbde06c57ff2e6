/// What a remote config fetch can end with, as the article's remote config reports it.
enum RemoteAnswer {
    case fetchedFromRemote(Config)
    case usingPrefetchedData
    case error(String)
    case unknown
}

/// The remote, scripted: it gives its answers in order, so the chapter is the same on every
/// run, with no network.
final class ScriptedRemoteConfig {
    private var answers: [RemoteAnswer]

    init(answers: [RemoteAnswer]) {
        self.answers = answers
    }

    func fetchAndActivate() async -> RemoteAnswer {
        guard !answers.isEmpty else { return .unknown }
        return answers.removeFirst()
    }
}
