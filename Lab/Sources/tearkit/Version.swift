/// The package's version: the one place the code writes it (`tearkit --version` prints it). The newest
/// entry of CHANGELOG.md and the README's install section name the same version.
enum TearKitVersion {
    static let current = "1.0.0"
}
