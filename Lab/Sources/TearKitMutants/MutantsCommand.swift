import ArgumentParser
import Foundation

/// `mutants`: draws mutants at random from the syntax of Swift files (and the operators of Metal files),
/// or of the lines a git diff changed, and runs each against the tests in a copy of the repository.
package struct MutantsCommand: ParsableCommand {
    /// The command's name, abstract and discussion (its `--help`).
    package static let configuration = CommandConfiguration(
        commandName: "mutants",
        abstract: "Draw mutants at random from the code's syntax and see which ones the tests kill.",
        discussion: """
            Mutants: comparisons moved across their boundary, arithmetic and signs swapped, conditions negated, \
            constants nudged, `?? false`/`?? true` flipped, guards, early returns and call statements removed \
            (Swift); comparisons and arithmetic (Metal). Each drawn mutant is built and tested in a copy of the \
            repository (--scratch): first the suites named after its file, then, if they pass, the whole suites \
            of the packages it affects. The score is killed / (killed + survived).

            The seed is printed first: the same seed and the same code draw the same mutants. Mutants listed in \
            the equivalents file (a mutant's id, a tab, a reason; --list prints the ids) are not run.

            Exit status: 0 the run finished (whatever the score); 1 it could not (a missing file, a file that \
            does not parse, an unknown revision, an unmutated copy that fails); 64 a usage error.
            """
    )

    /// The files to mutate (from the current folder); with `--base`, only those of them that changed.
    @Argument(help: "Swift or Metal files to mutate (with --base: only these of the changed files).")
    package var files: [String] = []

    /// The revision the diff is taken from.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Mutate the lines changed since this revision (git diff REV): the .swift and .metal files under "
                + "Sources/ and Lab/Sources/.", valueName: "rev"))
    package var base: String?

    /// How many mutants to draw; all of them when absent.
    @Option(help: ArgumentHelp("Draw this many mutants at random (at least 1; default: all).", valueName: "n"))
    package var sample: Int?

    /// The seed of the draw; a random one, printed, when absent.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The draw's seed, 0 to \(UInt64.max) (default: a random one, printed).", valueName: "s"),
        transform: MutantsCommand.parseSeed)
    package var seed: UInt64?

    /// Print the drawn mutants (ids and diffs) without running them.
    @Flag(help: "Print the drawn mutants (ids and diffs) and run nothing.")
    package var list = false

    /// The equivalents file (default `Lab/Scripts/equivalent-mutants.tsv` from the repository's root).
    @Option(
        help: ArgumentHelp(
            "The equivalent mutants' file (default: \(EquivalentMutants.defaultPath)).", valueName: "path"))
    package var equivalents: String?

    /// The journal of kills: read first (its kills are not run again), appended to as mutants are killed.
    @Option(
        help: ArgumentHelp(
            "A journal of kills kept between runs: a mutant it records as killed (or not compiling) in its "
                + "file as it is now is not run again; this run's kills are added to it.", valueName: "path"))
    package var journal: String?

    /// The copy of the repository that mutants are built and tested in.
    @Option(help: ArgumentHelp("The scratch copy's folder, kept between runs.", valueName: "path"))
    package var scratch = "/tmp/tearkit-mutants"

    /// Seconds a build or a test command may take (a test run that takes longer counts as a kill).
    @Option(help: ArgumentHelp("Seconds a build or test command may take (default 900).", valueName: "seconds"))
    package var timeout: Double = 900

    /// Do not run the unmutated copy's whole suites first (it is still built).
    @Flag(help: "Do not run the unmutated copy's whole suites first (it is still built).")
    package var skipBaselineTests = false

    /// A command with every option at its default (ArgumentParser sets them).
    package init() {}

    /// `--seed`'s value: a whole number in `0...UInt64.max`.
    static func parseSeed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            throw ValidationError("--seed must be a whole number from 0 to \(UInt64.max) (got '\(text)').")
        }
        return value
    }

    /// Refuses options that cannot work (exit status 64): no files and no `--base`, a sample under 1, a
    /// timeout that is not a positive number.
    package func validate() throws {
        if files.isEmpty && base == nil { throw ValidationError("Give the files to mutate, or --base REV.") }
        if let sample, sample < 1 { throw ValidationError("--sample must be at least 1 (got \(sample)).") }
        if !(timeout > 0) || !timeout.isFinite {
            throw ValidationError("--timeout must be a positive number of seconds.")
        }
    }

    /// Runs in the current folder with the given seed (or a random one), building and testing with
    /// `swift build` and `swift test`.
    package func run() throws {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        try execute(in: directory, seed: seed ?? UInt64.random(in: 0...UInt64.max), output: Console.write) { scratch in
            SwiftPMTestRunner(scratch: scratch, timeout: timeout)
        }
    }

    /// The whole job, from `directory` (the current folder), with `seed`, writing to `output` and building and
    /// testing with the runner `makeRunner` gives for the scratch copy.
    package func execute(
        in directory: URL, seed: UInt64, output: (String) -> Void, makeRunner: (URL) -> any MutantTestRunning
    ) throws {
        output("seed \(seed) (run the same draw again with --seed \(seed))")
        let repository =
            base == nil
            ? (try? GitRepository(containing: directory)) ?? GitRepository(root: directory)
            : try GitRepository(containing: directory)
        let root = repository.root.resolvingSymlinksInPath()
        let given = try files.map { try Self.relativePath($0, from: directory, root: root) }
        var paths = given
        var changed: [String: ChangedLines]?
        if let base {
            let candidates = try repository.changedFiles(since: base).filter(Self.isMutableSource)
            paths = given.isEmpty ? candidates : candidates.filter(given.contains)
            changed = try Dictionary(
                uniqueKeysWithValues: paths.map { ($0, try repository.changedLines(of: $0, since: base)) })
        }
        let all = try MutantCatalog.mutants(of: paths, in: root, changedLines: changed)
        let drawn = MutantSample.draw(sample ?? all.count, from: all, seed: seed)
        let origin = base.map { "changed since \($0)" } ?? "given"
        output("\(drawn.count) of \(all.count) mutants, from \(paths.count) files \(origin)")
        guard !drawn.isEmpty else { return }
        let equivalentsPath = equivalents ?? EquivalentMutants.defaultPath
        let known = try EquivalentMutants(
            contentsOf: equivalents.map { Self.resolve($0, from: directory) }
                ?? root.appendingPathComponent(EquivalentMutants.defaultPath),
            displayPath: equivalentsPath, required: equivalents != nil)
        if list {
            for (index, mutant) in drawn.enumerated() {
                output(
                    MutantReport.listing(
                        mutant, number: index + 1, of: drawn.count, equivalent: known.reason(for: mutant)))
            }
            return
        }
        let packages = Set(try drawn.flatMap { try SwiftPackage.affected(by: $0.file) }).sorted()
        let copy = ScratchCopy(folder: Self.resolve(scratch, from: directory))
        output("Copying the repository to \(copy.folder.path) …")
        try copy.refresh(from: root)
        let kills = try journal.map {
            try MutantJournal(contentsOf: Self.resolve($0, from: directory), displayPath: $0)
        }
        let run = MutationRun(
            scratch: copy.folder, runner: makeRunner(copy.folder), equivalents: known, journal: kills ?? MutantJournal()
        )
        let what = packages.map(\.rawValue).joined(separator: " and ")
        output(
            skipBaselineTests
                ? "Building the unmutated \(what) …"
                : "Building and testing the unmutated \(what) (--skip-baseline-tests skips the tests) …")
        try run.checkBaseline(packages, tests: !skipBaselineTests)
        let results = try run.run(drawn) { result, index in
            output("[\(index + 1)/\(drawn.count)] " + MutantReport.line(result))
        }
        output(MutantReport.summary(results, seed: seed))
    }

    /// Whether `--base` mutates a changed file: Swift or Metal code of either package (not tests, manifests,
    /// examples or benchmarks).
    static func isMutableSource(_ path: String) -> Bool {
        (path.hasPrefix("Sources/") || path.hasPrefix("Lab/Sources/"))
            && (path.hasSuffix(".swift") || path.hasSuffix(".metal"))
    }

    /// `path`, absolute or from `directory`, as an absolute URL.
    static func resolve(_ path: String, from directory: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
    }

    /// `path` (absolute, or from `directory`) from the repository's `root`.
    /// - Throws: ``MutantsError/noSuchFile(_:)``, ``MutantsError/outsideRepository(_:)``.
    static func relativePath(_ path: String, from directory: URL, root: URL) throws -> String {
        let url = resolve(path, from: directory).resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: url.path) else { throw MutantsError.noSuchFile(path) }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard url.path.hasPrefix(rootPath) else { throw MutantsError.outsideRepository(path) }
        return String(url.path.dropFirst(rootPath.count))
    }
}

/// Standard output, flushed line by line (a run's lines come minutes apart).
enum Console {
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
