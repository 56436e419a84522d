import CHarfBuzz

/// A paragraph's Unicode scalars with the direction and the script each is shaped in, and the order
/// its runs are displayed in: the part of Unicode's bidirectional algorithm (UAX #9) that a line of
/// Latin, Arabic, Hebrew, digits and punctuation needs, read from HarfBuzz's own Unicode data
/// (`hb_unicode_script`, `hb_script_get_horizontal_direction`, `hb_unicode_general_category`).
///
/// What it covers:
/// - the paragraph's direction: given, else its first strong character's, else left to right (P2–P3);
/// - strong characters: those of a script HarfBuzz says is written right to left (Arabic, Hebrew, …)
///   read right to left; those of any other script that is not Common, Inherited or Unknown (Latin,
///   Greek, Han, …) left to right;
/// - numbers: decimal digits of any script (European and Arabic-Indic alike) read left to right,
///   also inside right-to-left text (I1–I2); one `.` `,` `:` `/` `+` or `-` between two digits is part
///   of the number (W4); digits after a left-to-right letter are left to right (W7);
/// - marks and format characters (combining accents, harakat, joiners, variation selectors) take the
///   direction of the character before them (W1);
/// - neutrals (spaces, punctuation, symbols, emoji) between two characters of one direction take
///   that direction, else the paragraph's (N1–N2; digits count as right to left there);
/// - display order: rule L2 over the levels this yields, 0 to 2 (a left-to-right paragraph: Latin 0,
///   Arabic or Hebrew 1, digits inside them 2; a right-to-left paragraph: Arabic or Hebrew 1, Latin
///   and digits 2).
///
/// What it does not: explicit embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069 and
/// the marks U+200E, U+200F are format characters here, not obeyed), paired brackets (N0; HarfBuzz
/// still mirrors a bracket in a right-to-left run), the Arabic-letter rules for numbers (W2, W3:
/// Arabic-Indic and European digits behave alike), number terminators such as `%` or `$` (W5),
/// segment separators and trailing whitespace (L1), and levels beyond 2.
///
/// Scripts: a character of the Common or Inherited script (spaces, digits, punctuation, marks) is
/// shaped in the script of the character before it (at the paragraph's start, of the first one that
/// has a script of its own), so a run breaks only where a script or a direction changes.
package struct BidiParagraph: Sendable, Equatable {
    /// The paragraph's direction.
    package let direction: TextDirection
    /// Each scalar's level: even reads left to right, odd right to left (0…2).
    package let levels: [UInt8]
    /// Each scalar's script, as HarfBuzz's ISO 15924 tag (`hb_script_t`'s raw value), Common and
    /// Inherited characters given their neighbour's.
    package let scripts: [UInt32]

    /// Resolves `scalars` (one paragraph, without line breaks) in `direction`, or in its first strong
    /// character's direction when `direction` is `nil`.
    package init(_ scalars: [Unicode.Scalar], direction: TextDirection? = nil) {
        let funcs = hb_unicode_funcs_get_default()
        let ownScripts = scalars.map { hb_unicode_script(funcs, hb_codepoint_t($0.value)) }
        var classes = zip(scalars, ownScripts).map { Self.directionClass(of: $0, script: $1, funcs: funcs) }
        // W1: a mark takes the class of the character before it (a neutral at the paragraph's start).
        for index in classes.indices where classes[index] == .mark {
            classes[index] = index > 0 ? classes[index - 1] : .neutral
        }
        let paragraph =
            direction
            ?? classes.lazy.compactMap { $0 == .leftToRight ? .leftToRight : $0 == .rightToLeft ? .rightToLeft : nil }
            .first ?? .leftToRight
        self.direction = paragraph
        // W4: one separator between two digits belongs to the number; other separators are neutrals.
        for index in classes.indices where classes[index] == .separator {
            let between =
                index > 0 && index + 1 < classes.count && classes[index - 1] == .number
                && classes[index + 1] == .number
            classes[index] = between ? .number : .neutral
        }
        // W7: digits after a left-to-right letter (or at the start of a left-to-right paragraph) are
        // left to right.
        var lastStrong = paragraph
        for index in classes.indices {
            switch classes[index] {
            case .leftToRight: lastStrong = .leftToRight
            case .rightToLeft: lastStrong = .rightToLeft
            case .number where lastStrong == .leftToRight: classes[index] = .leftToRight
            default: break
            }
        }
        // N1–N2: a run of neutrals between two characters of one direction takes it (digits count as
        // right to left), else the paragraph's; the paragraph's ends count as its direction.
        func strongDirection(_ directionClass: DirectionClass) -> TextDirection? {
            switch directionClass {
            case .leftToRight: .leftToRight
            case .rightToLeft, .number: .rightToLeft
            default: nil
            }
        }
        var index = 0
        while index < classes.count {
            guard classes[index] == .neutral else {
                index += 1
                continue
            }
            var end = index
            while end < classes.count && classes[end] == .neutral { end += 1 }
            let before = index > 0 ? strongDirection(classes[index - 1]) ?? paragraph : paragraph
            let after = end < classes.count ? strongDirection(classes[end]) ?? paragraph : paragraph
            let resolved: DirectionClass =
                (before == after ? before : paragraph) == .rightToLeft ? .rightToLeft : .leftToRight
            for neutral in index..<end { classes[neutral] = resolved }
            index = end
        }
        // I1–I2: right to left is level 1; left to right is 0 in a left-to-right paragraph and 2 in a
        // right-to-left one; a number that stayed a number is 2 in either.
        levels = classes.map { resolved in
            switch resolved {
            case .rightToLeft: 1
            case .number: 2
            default: paragraph == .leftToRight ? 0 : 2
            }
        }
        scripts = Self.resolvedScripts(ownScripts).map(\.rawValue)
    }

    /// The order in which runs of the given levels (in the text's order) are displayed, left to
    /// right: rule L2, from the highest level down to the lowest odd one, reversing every stretch of
    /// runs at that level or higher.
    package static func displayOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }

    /// The Common script's `hb_script_t` raw value: what a run is shaped in that belongs to no script.
    package static let commonScript = HB_SCRIPT_COMMON.rawValue

    /// The direction the script of raw value `script` (an `hb_script_t`) is written in; `nil` for
    /// Common, Inherited, Unknown or a script HarfBuzz gives no direction.
    package static func direction(ofScript script: UInt32) -> TextDirection? {
        let script = hb_script_t(rawValue: script)
        guard isOwnScript(script) else { return nil }
        switch hb_script_get_horizontal_direction(script) {
        case HB_DIRECTION_RTL: return .rightToLeft
        case HB_DIRECTION_LTR: return .leftToRight
        default: return nil
        }
    }

    /// Whether `script` is one a character has of its own (not Common, Inherited or Unknown).
    static func isOwnScript(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
            && script != HB_SCRIPT_INVALID
    }

    /// Each script, a Common or Inherited one replaced by the script before it (at the start, by the
    /// first script of its own); all Common when there is none.
    private static func resolvedScripts(_ scripts: [hb_script_t]) -> [hb_script_t] {
        guard let first = scripts.first(where: isOwnScript) else { return scripts.map { _ in HB_SCRIPT_COMMON } }
        var current = first
        return scripts.map { script in
            if isOwnScript(script) { current = script }
            return current
        }
    }

    /// How a scalar takes part in the resolution.
    private enum DirectionClass: Equatable {
        case leftToRight, rightToLeft, number, separator, mark, neutral
    }

    /// The class of `scalar`, whose own script is `script`, from HarfBuzz's general category and the
    /// script's horizontal direction.
    private static func directionClass(
        of scalar: Unicode.Scalar, script: hb_script_t, funcs: OpaquePointer?
    ) -> DirectionClass {
        let category = hb_unicode_general_category(funcs, hb_codepoint_t(scalar.value))
        switch category {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK,
            HB_UNICODE_GENERAL_CATEGORY_FORMAT:
            return .mark
        case HB_UNICODE_GENERAL_CATEGORY_DECIMAL_NUMBER:
            return .number
        default: break
        }
        if script == HB_SCRIPT_INHERITED { return .mark }
        if isOwnScript(script) {
            return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .rightToLeft : .leftToRight
        }
        return ".,:/+-".unicodeScalars.contains(scalar) ? .separator : .neutral
    }
}
