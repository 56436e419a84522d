/// The package's version: the one place it is written (`tearkit --version` prints it).
enum TearKitVersion {
    static let current = "0.1.0"
}
