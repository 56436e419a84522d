import Foundation
import Testing

@testable import TearKitMutants

/// The run, with a fake runner: outcomes, the order of builds and tests, the file put back, the score.
@Suite struct MutationRunTests {
    static let source = """
        func thing(a: Int, b: Int) -> Bool {
            a < b
        }
        func other(a: Int) -> Int { a * 3 }
        func third(a: Int) -> Int { a + 1 }

        """

    /// A scratch folder holding `Sources/Thing+Extra.swift` (or `path`), and the file's mutants.
    func scratch(path: String = "Sources/Thing+Extra.swift") throws -> (URL, URL, [Mutant]) {
        try MutantTesting.scratch(source: Self.source, path: path)
    }

    @Test func eachOutcomeIsReportedAndScored() throws {
        let (folder, file, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        // `a <= b` is caught by the file's suites, `a * 4` only by the whole suite, `a / 3` does not compile,
        // and the rest survive.
        let runner = FakeTestRunner(
            file: file, breaksBuild: "a / 3", failsNamedSuites: "a <= b", failsWholeSuite: "a * 4")
        let run = MutationRun(scratch: folder, runner: runner)
        let chosen = try ["<=", "4", "/", "-"].map { replacement in
            try #require(mutants.first { $0.replacement == replacement })
        }
        var reported: [Int] = []
        let results = try run.run(chosen) { _, index in reported.append(index) }
        #expect(reported == [0, 1, 2, 3])
        #expect(
            results.map(\.outcome) == [
                .killed(by: "named()"), .killed(by: "whole()"), .didNotCompile("Thing.swift:1:1: error: nope"),
                .survived,
            ])
        let score = MutationScore(results)
        #expect(score == MutationScore(killed: 2, survived: 1, didNotCompile: 1, equivalent: 0))
        #expect(score.score == 2.0 / 3.0)
        #expect(
            MutantReport.summary(results, seed: 9).hasPrefix(
                "4 mutants: 2 killed, 1 survived, 1 did not compile, 0 equivalent; score 67% (2 killed of 3); seed 9"))
        // The file is as it was, modification time included.
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.source)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == old)
    }

    /// A library file: both packages built, the suites named after the file (`Thing`, without `+Extra`) in both,
    /// then both whole suites; a killed mutant stops there.
    @Test func buildsAndTestsTheAffectedPackagesInOrder() throws {
        let (folder, file, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let survivor = try #require(mutants.first { $0.replacement == "<=" })
        let runner = FakeTestRunner(file: file)
        _ = try MutationRun(scratch: folder, runner: runner).run(survivor)
        #expect(
            runner.calls == [
                "build root", "build lab", "test root Thing", "test lab Thing", "test root *", "test lab *",
            ])

        let killer = FakeTestRunner(file: file, failsNamedSuites: "a <= b")
        _ = try MutationRun(scratch: folder, runner: killer).run(survivor)
        #expect(killer.calls == ["build root", "build lab", "test root Thing"])
    }

    @Test func aLabFileAffectsOnlyTheLab() throws {
        let (folder, file, mutants) = try scratch(path: "Lab/Sources/Tool/Thing.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = FakeTestRunner(file: file)
        _ = try MutationRun(scratch: folder, runner: runner).run(mutants[0])
        #expect(runner.calls == ["build lab", "test lab Thing", "test lab *"])
    }

    /// A file of a module a test target covers: after its named suites, that target, then the whole
    /// suites; a mutant the target kills costs no whole suite. A library core file's target is the
    /// library's core tests; the lab has none for it.
    @Test func theModulesTestTargetRunsBeforeTheWholeSuite() throws {
        let (folder, file, mutants) = try scratch(path: "Lab/Sources/TearKitRender/Thing.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let survivor = FakeTestRunner(file: file)
        _ = try MutationRun(scratch: folder, runner: survivor).run(mutants[0])
        #expect(survivor.calls == ["build lab", "test lab Thing", "test lab ^TearKitRenderTests\\.", "test lab *"])
        let killer = FakeTestRunner(file: file, failsModuleTests: mutants[0].replacement)
        let killed = try MutationRun(scratch: folder, runner: killer).run(mutants[0])
        #expect(killed.outcome == .killed(by: "module()"))
        #expect(killer.calls == ["build lab", "test lab Thing", "test lab ^TearKitRenderTests\\."])

        let (coreFolder, coreFile, coreMutants) = try scratch(path: "Sources/TearKitCore/Thing.swift")
        defer { try? FileManager.default.removeItem(at: coreFolder) }
        let core = FakeTestRunner(file: coreFile)
        _ = try MutationRun(scratch: coreFolder, runner: core).run(coreMutants[0])
        #expect(
            core.calls == [
                "build root", "build lab", "test root Thing", "test lab Thing", "test root ^TearKitCoreTests\\.",
                "test root *", "test lab *",
            ])
    }

    /// A mutant the equivalents file lists is not run; it is reported with its reason and left out of the score.
    @Test func anEquivalentMutantIsSkipped() throws {
        let (folder, file, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let equivalent = try #require(mutants.first { $0.replacement == "<=" })
        let equivalents = try EquivalentMutants(
            parsing: "# id<TAB>reason\n\n\(equivalent.id)\ta and b are never equal here\n", path: "e.tsv")
        let runner = FakeTestRunner(file: file, failsNamedSuites: "a")
        let results = try MutationRun(scratch: folder, runner: runner, equivalents: equivalents).run([
            equivalent, try #require(mutants.first { $0.replacement == "4" }),
        ])
        #expect(results[0].outcome == .equivalent("a and b are never equal here"))
        #expect(runner.calls == ["build root", "build lab", "test root Thing"])  // the other mutant's only
        #expect(MutationScore(results) == MutationScore(killed: 1, survived: 0, didNotCompile: 0, equivalent: 1))
        #expect(MutantReport.line(results[0]).hasPrefix("EQUIVALENT "))
    }
}

extension MutationScore {
    init(killed: Int, survived: Int, didNotCompile: Int, equivalent: Int) {
        self.init([])
        (self.killed, self.survived, self.didNotCompile, self.equivalent) = (
            killed, survived, didNotCompile, equivalent
        )
    }
}
