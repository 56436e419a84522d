import ArgumentParser
@_spi(Internal) import TearKitCore

/// `--cut-direction`'s value: a ``CutDirection`` by its name. The library's type does not conform to
/// ArgumentParser's protocol itself (the library never imports ArgumentParser), so the tool parses this
/// mirror of it, case for case.
enum CutDirectionArgument: String, CaseIterable, ExpressibleByArgument {
    case vertical, horizontal, anyDirection, followingFinger

    /// The library's direction of the same name.
    var direction: CutDirection {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .anyDirection: .anyDirection
        case .followingFinger: .followingFinger
        }
    }
}
