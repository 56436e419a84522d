import Foundation
import TearKitMutants

// Everything is in TearKitMutants, where the tests reach it; see `MutantsCommand`.
exit(MutantsCommand.main(Array(CommandLine.arguments.dropFirst())))
