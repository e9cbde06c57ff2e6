import Testing

@testable import Chapter4
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("3. View models built from their services")
    struct FromServicesTests {
        @Test("instantiate(withServices:) builds the view model from the services it is given")
        func viewModelBuiltFromServices() {
            let service = RecordingService()
            _ = FromServices.MyViewController.instantiate(withServices: service)
            #expect(service.calls == 1)
        }
    }
}
