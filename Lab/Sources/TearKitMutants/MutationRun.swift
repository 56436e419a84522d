import Foundation

/// Runs mutants one at a time in a copy of the repository: writes the mutated file, builds the packages it
/// affects, runs the suites named after the file, then (when they pass) the test target that covers the
/// file's module, then the affected packages' whole suites, and puts the file back, bytes and
/// modification time, whatever happened.
package struct MutationRun {
    /// The copy's root (``ScratchCopy``), where mutated files are written.
    package var scratch: URL
    /// What builds and tests.
    package var runner: any MutantTestRunning
    /// The mutants not to run.
    package var equivalents: EquivalentMutants
    /// The kills of earlier runs, not run again, and where this run's kills are recorded.
    package var journal: MutantJournal

    /// A run in `scratch` with `runner`, skipping `equivalents` and the kills `journal` records.
    package init(
        scratch: URL, runner: any MutantTestRunning, equivalents: EquivalentMutants = EquivalentMutants(),
        journal: MutantJournal = MutantJournal()
    ) {
        self.scratch = scratch
        self.runner = runner
        self.equivalents = equivalents
        self.journal = journal
    }

    /// Builds the unmutated `packages` and, when `tests` is true, runs their whole suites, so that a failure
    /// later is the mutant's.
    /// - Throws: ``MutantsError/baselineFailed(_:_:)`` when one does not build or a test fails.
    package func checkBaseline(_ packages: [SwiftPackage], tests: Bool) throws {
        for package in packages.sorted() {
            let built = runner.build(package)
            guard built.succeeded else {
                throw MutantsError.baselineFailed("does not build (\(package.rawValue): \(built.detail))", logHint)
            }
        }
        guard tests else { return }
        for package in packages.sorted() {
            let tested = runner.test(package, filter: nil)
            guard tested.succeeded else {
                let what = tested.failedTests.isEmpty ? tested.detail : tested.failedTests.joined(separator: ", ")
                throw MutantsError.baselineFailed("fails its tests (\(package.rawValue): \(what))", logHint)
            }
        }
    }

    private var logHint: String { scratch.appendingPathComponent(".mutants-logs").path }

    /// Runs each mutant in turn (or reads its kill from the journal), recording each new kill in the
    /// journal and handing each result to `report` as it comes.
    /// - Throws: when a mutant's file is missing from the copy or differs from the one the mutant was made
    ///   from, or the journal cannot be written.
    package func run(_ mutants: [Mutant], report: (MutantResult, Int) -> Void = { _, _ in }) throws -> [MutantResult] {
        var results: [MutantResult] = []
        for (index, mutant) in mutants.enumerated() {
            let result = try journal.result(for: mutant) ?? run(mutant)
            if !result.fromJournal { try journal.record(result) }
            results.append(result)
            report(result, index)
        }
        return results
    }

    /// Runs one mutant (or reports it equivalent without running it).
    package func run(_ mutant: Mutant) throws -> MutantResult {
        if let reason = equivalents.reason(for: mutant) {
            return MutantResult(mutant: mutant, outcome: .equivalent(reason), seconds: 0)
        }
        let packages = try SwiftPackage.affected(by: mutant.file)
        let file = scratch.appendingPathComponent(mutant.file)
        guard let original = FileManager.default.contents(atPath: file.path) else {
            throw MutantsError.noSuchFile(file.path)
        }
        guard original == Data(mutant.originalSource.utf8) else {
            throw MutantsError.baselineFailed("has another \(mutant.file) than the mutants were made from", file.path)
        }
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        defer {
            // The original bytes and modification time: the next build recompiles only this file.
            try? original.write(to: file)
            if let modified {
                try? FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
            }
        }
        try Data(mutant.mutatedSource.utf8).write(to: file)
        let start = Date()
        let outcome = outcome(of: mutant, in: packages)
        return MutantResult(mutant: mutant, outcome: outcome, seconds: Date().timeIntervalSince(start))
    }

    /// Build, the file's suites, its module's test target, then the whole suites: the first failure
    /// decides. Each step runs in every affected package (the library first) before the next.
    private func outcome(of mutant: Mutant, in packages: [SwiftPackage]) -> MutantOutcome {
        for package in packages {
            let built = runner.build(package)
            if !built.succeeded { return .didNotCompile(built.detail) }
        }
        let named = SwiftPackage.suiteFilter(for: mutant.file)
        let steps: [(SwiftPackage, String?)] =
            packages.compactMap { package in named.map { (package, $0) } }
            + packages.compactMap { package in package.moduleTestFilter(for: mutant.file).map { (package, $0) } }
            + packages.map { ($0, nil) }
        for (package, filter) in steps {
            let tested = runner.test(package, filter: filter)
            if !tested.succeeded {
                let by = tested.failedTests.isEmpty ? tested.detail : tested.failedTests.joined(separator: ", ")
                return .killed(by: by)
            }
        }
        return .survived
    }
}
