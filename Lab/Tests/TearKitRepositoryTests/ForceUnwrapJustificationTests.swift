import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The tool never traps on what a user or the file system controls: every force-try (`try!`),
/// force-cast (`as!`) and force-unwrap (`value!`) in the lab's tool sources carries a comment on its
/// line or the line before saying why it cannot fail; any other is a crash waiting for input.
@Suite struct ForceUnwrapJustificationTests {
    /// The tool's sources: the command, the renderer and the gesture scripts.
    static let folders = ["Lab/Sources/tearkit", "Lab/Sources/TearKitRender", "Lab/Sources/TearKitGestureScripts"]

    /// A force in a file: where, and what.
    struct Force: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    /// Collects every `try!`, `as!` and postfix `!` of a syntax tree.
    final class ForceFinder: SyntaxVisitor {
        var found: [(position: AbsolutePosition, text: String)] = []
        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
                found.append((node.positionAfterSkippingLeadingTrivia, "try!"))
            }
            return .visitChildren
        }
        override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
                found.append((node.asKeyword.positionAfterSkippingLeadingTrivia, "as!"))
            }
            return .visitChildren
        }
        override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
                found.append((node.asKeyword.positionAfterSkippingLeadingTrivia, "as!"))
            }
            return .visitChildren
        }
        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.exclamationMark.positionAfterSkippingLeadingTrivia, node.trimmedDescription))
            return .visitChildren
        }
    }

    /// Every force in the tool's sources without a comment on its line or the line before.
    static func unjustified() throws -> [Force] {
        let root = AppleSources.packageRoot
        var forces: [Force] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                let tree = Parser.parse(source: text)
                let finder = ForceFinder(viewMode: .sourceAccurate)
                finder.walk(tree)
                let converter = SourceLocationConverter(fileName: file, tree: tree)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for force in finder.found {
                    let line = converter.location(for: force.position).line
                    let here = lines[line - 1], above = line >= 2 ? lines[line - 2] : ""
                    let justified = here.contains("//") || above.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    if !justified { forces.append(Force(file: "\(folder)/\(file)", line: line, text: force.text)) }
                }
            }
        }
        return forces
    }

    @Test func everyForceInTheToolSaysWhyItCannotFail() throws {
        let forces = try Self.unjustified()
        #expect(forces.isEmpty, "force without a reason:\n\(forces.map(\.description).joined(separator: "\n"))")
    }

    @Test func theFinderSeesEachKindOfForce() {
        let tree = Parser.parse(source: "let a = try! f()\nlet b = x as! Int\nlet c = y!\nlet d = z?.w\nlet e = a != b")
        let finder = ForceFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        #expect(finder.found.map(\.text) == ["try!", "as!", "y!"])
    }
}
