@testable import Chapter4

// Services that write down what they were asked, instead of printing.

final class RecordingService: FromServices.MyService {
    private(set) var calls = 0

    // The chapter's services are built anywhere; so are the tests' recording ones.
    nonisolated override init() {}

    override func executeService() {
        calls += 1
    }
}

final class RecordingService1: Service1 {
    private(set) var calls = 0
    nonisolated override init() {}
    override func executeService1() { calls += 1 }
}

final class RecordingService2: Service2 {
    private(set) var calls = 0
    nonisolated override init() {}
    override func executeService2() { calls += 1 }
}

final class RecordingService3: Service3 {
    private(set) var calls = 0
    nonisolated override init() {}
    override func executeService3() { calls += 1 }
}

final class RecordingServices: HasService1, HasService2, HasService3 {
    let recording1 = RecordingService1()
    let recording2 = RecordingService2()
    let recording3 = RecordingService3()

    var service1: Service1 { recording1 }
    var service2: Service2 { recording2 }
    var service3: Service3 { recording3 }
}

/// The start of a file that uses the chapter's services the way the article does, for the
/// compile tests to add a line to.
let servicesSnippet = """
    import MVVMKit
    final class Service1 {}
    final class Service2 {}
    final class Service3 {}
    protocol HasService1 { var service1: Service1 { get } }
    protocol HasService2 { var service2: Service2 { get } }
    protocol HasService3 { var service3: Service3 { get } }

    """
