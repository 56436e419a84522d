import Testing
@_spi(Internal) import TearKitCore
@testable import tearkit

/// `--cut-direction` parses a mirror of the library's ``CutDirection``: each name must reach the library's
/// direction of the same name, and every direction must have its name.
@Suite struct CutDirectionArgumentTests {
    @Test func eachNameReachesTheLibrarysDirectionOfThatName() {
        #expect(CutDirectionArgument.allCases.map(\.rawValue) == CutDirection.allCases.map(\.rawValue))
        for argument in CutDirectionArgument.allCases {
            #expect(argument.direction.rawValue == argument.rawValue, "\(argument) reaches \(argument.direction)")
        }
    }
}
