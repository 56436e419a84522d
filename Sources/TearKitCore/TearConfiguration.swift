/// The tunable parameters of a tear. Every value is clamped into its documented range when set,
/// and a non-finite value (NaN, ±∞) is replaced by the default, so a configuration is always safe to use.
public struct TearConfiguration: Sendable, Equatable {
    /// Strength of the torn fibres along the edges of the opening, from 0 (a clean, straight cut)
    /// to 1 (very ragged). Dimensionless. Default `0.5`; range `0...1`.
    public var edgeRoughness: Double { didSet { edgeRoughness = Self.clamp(edgeRoughness, Self.edgeRoughnessRange, default: 0.5) } }

    /// How strongly the torn edges show the paper's core: a thin (0.5–2 pt), slightly irregular rim
    /// along each edge, lightened towards ``rimLightness``, as torn paper shows where its fibres are
    /// exposed. Dimensionless, `0` (no rim) … `1` (the rim is the core's colour at the very edge).
    /// Default `0.6`; range `0...1`.
    public var rimStrength: Double { didSet { rimStrength = Self.clamp(rimStrength, 0...1, default: 0.6) } }

    /// The grey level of the paper's core shown by the rim, from `0` (black) to `1` (white).
    /// Default `0.96` (off-white paper); range `0...1`.
    public var rimLightness: Double { didSet { rimLightness = Self.clamp(rimLightness, 0...1, default: 0.96) } }

    /// Depth: how dark the soft shadow is that each torn edge casts into the gap (darkest along the
    /// edge, fading over a few points). It darkens only what shows through the gap, never the view.
    /// Dimensionless, `0` (none) … `1`. Default `0.5`; range `0...1`.
    public var shadowStrength: Double { didSet { shadowStrength = Self.clamp(shadowStrength, 0...1, default: 0.5) } }

    /// The widest opening between the two halves, reached at the tear's start when the view has torn
    /// through, in points. The opening grows linearly with ``TearState/tearProgress``.
    /// Default `28`; range `0...200`.
    public var maxGapWidth: Double { didSet { maxGapWidth = Self.clamp(maxGapWidth, Self.maxGapWidthRange, default: 28) } }

    /// The progress at or above which releasing the finger breaks the view for good; below it the
    /// tear closes again. A fraction of the tear line's length inside the view. Default `0.9`; range `0...1`.
    public var breakThreshold: Double { didSet { breakThreshold = Self.clamp(breakThreshold, 0...1, default: 0.9) } }

    /// Which directions the tear may run in. Default ``CutDirection/anyDirection``.
    public var cutDirection: CutDirection

    /// How close to an edge (in points) a drag must start to begin a tear. A drag that starts farther
    /// from every eligible edge passes through untouched (e.g. to a surrounding `ScrollView`).
    /// Default `32`, roughly a fingertip; range `1...200`.
    public var edgeActivationDistance: Double {
        didSet { edgeActivationDistance = Self.clamp(edgeActivationDistance, 1...200, default: 32) }
    }

    /// How far (in points) the finger must travel before the tear's direction is locked. Until then the
    /// tear shows nothing (progress and gap stay 0). Default `20`; range `1...200`.
    public var directionLockDistance: Double {
        didSet { directionLockDistance = Self.clamp(directionLockDistance, 1...200, default: 20) }
    }

    /// How long the closing animation after an unsuccessful tear lasts, in seconds. `0` closes
    /// instantly (use it for Reduce Motion). Default `0.35`; range `0...5`.
    public var recoveryDuration: Double {
        didSet { recoveryDuration = Self.clamp(recoveryDuration, 0...5, default: 0.35) }
    }

    /// How long an animated forced break (the VoiceOver "Tear" action, `setBroken(true, animated: true)`)
    /// takes to run the tear through the view, in seconds. `0` breaks instantly. Default `0.3`; range `0...5`.
    public var breakDuration: Double {
        didSet { breakDuration = Self.clamp(breakDuration, 0...5, default: 0.3) }
    }

    /// The easing curve of the closing animation and of an animated break. Default ``RecoveryEasing/easeOut``.
    public var recoveryEasing: RecoveryEasing

    /// When `true`, a quick flick also breaks the view if the gesture's *predicted* end location
    /// (SwiftUI's `predictedEndLocation`) would have reached ``breakThreshold``. Default `false`:
    /// only the progress at release counts, as in the original spec.
    public var breaksOnFling: Bool

    /// When `true`, a tear never mends while the finger is down: its tip stays at the furthest point
    /// the finger reached along the tear line, so moving back does not shrink it (and a release after
    /// backing out still breaks the view if that furthest point reached ``breakThreshold``).
    /// Default `false`: as in the original spec, the tip follows the finger back along the line —
    /// progress, gap and tip shrink with it — which is how a user backs out of a tear before letting go.
    public var tearNeverMendsWhileHeld: Bool

    /// Creates a configuration; every value is clamped into its range (see each property).
    public init(
        edgeRoughness: Double = 0.5,
        maxGapWidth: Double = 28,
        breakThreshold: Double = 0.9,
        cutDirection: CutDirection = .anyDirection,
        edgeActivationDistance: Double = 32,
        directionLockDistance: Double = 20,
        recoveryDuration: Double = 0.35,
        breakDuration: Double = 0.3,
        recoveryEasing: RecoveryEasing = .easeOut,
        breaksOnFling: Bool = false,
        tearNeverMendsWhileHeld: Bool = false,
        rimStrength: Double = 0.6,
        rimLightness: Double = 0.96,
        shadowStrength: Double = 0.5
    ) {
        self.edgeRoughness = Self.clamp(edgeRoughness, Self.edgeRoughnessRange, default: 0.5)
        self.maxGapWidth = Self.clamp(maxGapWidth, Self.maxGapWidthRange, default: 28)
        self.breakThreshold = Self.clamp(breakThreshold, 0...1, default: 0.9)
        self.cutDirection = cutDirection
        self.edgeActivationDistance = Self.clamp(edgeActivationDistance, 1...200, default: 32)
        self.directionLockDistance = Self.clamp(directionLockDistance, 1...200, default: 20)
        self.recoveryDuration = Self.clamp(recoveryDuration, 0...5, default: 0.35)
        self.breakDuration = Self.clamp(breakDuration, 0...5, default: 0.3)
        self.recoveryEasing = recoveryEasing
        self.breaksOnFling = breaksOnFling
        self.tearNeverMendsWhileHeld = tearNeverMendsWhileHeld
        self.rimStrength = Self.clamp(rimStrength, 0...1, default: 0.6)
        self.rimLightness = Self.clamp(rimLightness, 0...1, default: 0.96)
        self.shadowStrength = Self.clamp(shadowStrength, 0...1, default: 0.5)
    }

    /// How far the torn halves can move outside the view's frame, in points: half of
    /// ``maxGapWidth``, the farthest the shader moves either half. `TearModifier` pads the layer it
    /// tears by this much on every side (without changing layout), and `tearkit` renders with this
    /// margin around the image, so the halves part beyond the view's original edges.
    public var layerMargin: Double { maxGapWidth / 2 }

    /// The range of ``maxGapWidth``, in points: what `tearkit frame` and `render` accept for `--max-gap`.
    package static let maxGapWidthRange: ClosedRange<Double> = 0...200
    /// The range of ``edgeRoughness``.
    package static let edgeRoughnessRange: ClosedRange<Double> = 0...1

    /// `value` limited to `range`, or `fallback` when it is not finite.
    package static func clamp(_ value: Double, _ range: ClosedRange<Double>, default fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
