/// The tunable parameters of a tear. Every number is cleaned by one rule whenever it is set, in the
/// initializer or later: a finite value is limited to its documented range, and NaN or ±∞ becomes its
/// default, so a configuration is always safe to use.
public struct TearConfiguration: Sendable, Equatable {
    /// Strength of the torn fibres along the edges of the opening, from 0 (a clean, straight cut)
    /// to 1 (very ragged). Dimensionless. Default `0.5`; range `0...1`.
    public var edgeRoughness: Double {
        get { storedEdgeRoughness }
        set { storedEdgeRoughness = Limits.edgeRoughness.clamp(newValue) }
    }

    /// How strongly the torn edges show the paper's core: a thin (0.5–2 pt, and never narrower than
    /// 1–4 device pixels), slightly irregular rim along each edge, lightened towards ``rimLightness``,
    /// as torn paper shows where its fibres are exposed, with its outermost 0.75 pt (at least 1.5
    /// device pixels) in shade, darker, so the torn edge shows on white paper too. Dimensionless, `0`
    /// (no rim, no shade) … `1` (the rim is the core's colour at the very edge, its shade half as
    /// bright as the paper). Default `0.6`; range `0...1`.
    public var rimStrength: Double {
        get { storedRimStrength }
        set { storedRimStrength = Limits.rimStrength.clamp(newValue) }
    }

    /// The grey level of the paper's core shown by the rim, from `0` (black) to `1` (white).
    /// Default `0.96` (off-white paper); range `0...1`.
    public var rimLightness: Double {
        get { storedRimLightness }
        set { storedRimLightness = Limits.rimLightness.clamp(newValue) }
    }

    /// Depth: how dark the soft shadow is that each torn edge casts into the gap (darkest along the
    /// edge, fading over a few points). It darkens only what shows through the gap, never the view.
    /// Dimensionless, `0` (none) … `1`. Default `0.5`; range `0...1`.
    public var shadowStrength: Double {
        get { storedShadowStrength }
        set { storedShadowStrength = Limits.shadowStrength.clamp(newValue) }
    }

    /// The widest opening between the two halves, reached at the tear's start when the view has torn
    /// through, in points. The opening grows linearly with ``TearState/tearProgress``.
    /// Default `28`; range `0...200`.
    public var maxGapWidth: Double {
        get { storedMaxGapWidth }
        set { storedMaxGapWidth = Limits.maxGapWidth.clamp(newValue) }
    }

    /// The progress at or above which releasing the finger breaks the view for good; below it the
    /// tear closes again. A fraction of the tear line's length inside the view. Default `0.9`; range `0...1`.
    public var breakThreshold: Double {
        get { storedBreakThreshold }
        set { storedBreakThreshold = Limits.breakThreshold.clamp(newValue) }
    }

    /// Which directions the tear may run in. Default ``CutDirection/anyDirection``.
    public var cutDirection: CutDirection

    /// How close to an edge (in points) a drag must start to begin a tear. A drag that starts farther
    /// from every eligible edge passes through untouched (e.g. to a surrounding `ScrollView`).
    /// Default `32`, roughly a fingertip; range `1...200`.
    public var edgeActivationDistance: Double {
        get { storedEdgeActivationDistance }
        set { storedEdgeActivationDistance = Limits.edgeActivationDistance.clamp(newValue) }
    }

    /// How far (in points) the finger must travel before the tear's direction is locked. Until then the
    /// tear shows nothing (progress and gap stay 0). Default `20`; range `1...200`.
    ///
    /// Used where the tear reads SwiftUI's `DragGesture` (iOS 17, macOS, visionOS). On iOS 18 and later, and
    /// with `TearInteraction`, a UIKit pan recogniser decides when a drag is a pan (after its own
    /// few points of movement, so a scroll view keeps the touches it should), and the direction
    /// locks on that first sample instead.
    public var directionLockDistance: Double {
        get { storedDirectionLockDistance }
        set { storedDirectionLockDistance = Limits.directionLockDistance.clamp(newValue) }
    }

    /// How long the closing animation after an unsuccessful tear lasts, in seconds. `0` closes
    /// instantly (use it for Reduce Motion). Default `0.35`; range `0...5`.
    public var recoveryDuration: Double {
        get { storedRecoveryDuration }
        set { storedRecoveryDuration = Limits.recoveryDuration.clamp(newValue) }
    }

    /// How long the gap takes to open fully once the view has broken — released at or past
    /// ``breakThreshold``, or `setBroken(true, animated: true)` (the VoiceOver "Tear" action) — in
    /// seconds: the cut runs on through the view from where it was. Only the look of the break: the
    /// break itself (`.completed(true)`, so `onCompletion(true)` and the `isBroken` write) happens when it
    /// is decided, before the opening. `0` opens at once. Default `0.3`; range `0...5`.
    public var breakDuration: Double {
        get { storedBreakDuration }
        set { storedBreakDuration = Limits.breakDuration.clamp(newValue) }
    }

    /// The easing curve of the closing animation and of an animated break. Default ``RecoveryEasing/easeOut``.
    public var recoveryEasing: RecoveryEasing

    /// When `true`, a quick flick also breaks the view if the gesture's *predicted* end location
    /// (SwiftUI's `predictedEndLocation`) would have reached ``breakThreshold``. Default `false`:
    /// only the progress at release counts.
    public var breaksOnFling: Bool

    /// How long, in seconds, a finger must rest at an edge before a drag along an enclosing scroll
    /// view's axis tears instead of scrolling. A drag along an axis that the scroll view around the
    /// view can move on (a vertical feed: up and down) scrolls; the same drag tears when the finger
    /// first rests this long at the edge, still, and then pulls. A tear across the scroll axis, or in
    /// a view with no scroll view around it (or one that cannot move that way), starts at once.
    ///
    /// Used where the tear is a UIKit pan recogniser: SwiftUI's `tearable` on iOS 18 and later, and
    /// `TearInteraction`. On iOS 17, macOS and visionOS a scroll view takes its drags whatever the
    /// hold (see the `tearable` documentation). Default `0.5`, as long as a long press; range `0.1...2`.
    public var scrollAxisHoldDuration: Double {
        get { storedScrollAxisHoldDuration }
        set { storedScrollAxisHoldDuration = Limits.scrollAxisHoldDuration.clamp(newValue) }
    }

    /// When `true`, a tear never mends while the finger is down: its tip stays at the furthest point
    /// the finger reached along the tear line, so moving back does not shrink it (and a release after
    /// backing out still breaks the view if that furthest point reached ``breakThreshold``).
    /// Default `false`: the tip follows the finger back along the line —
    /// progress, gap and tip shrink with it — which is how a user backs out of a tear before letting go.
    public var tearNeverMendsWhileHeld: Bool

    /// How sharply a ``CutDirection/followingFinger`` cut can bend toward the finger: the most its
    /// heading turns per point of length, in radians per point — the paper's stiffness. `0.008` turns a
    /// tear by at most about 46° over 100 pt (its tightest curve has a radius of 125 pt), as a sheet
    /// held in two hands tears. `0` keeps the cut straight. Not used by the straight cut directions.
    /// A tear in progress keeps the rate it started with. Default `0.008`; range `0...0.05`.
    public var maximumTurnRate: Double {
        get { storedMaximumTurnRate }
        set { storedMaximumTurnRate = Limits.maximumTurnRate.clamp(newValue) }
    }

    /// Creates a configuration. Every number is cleaned as it is when set later: limited to its
    /// range, NaN and ±∞ replaced by its default (see each property).
    public init(
        edgeRoughness: Double = Defaults.edgeRoughness,
        maxGapWidth: Double = Defaults.maxGapWidth,
        breakThreshold: Double = Defaults.breakThreshold,
        cutDirection: CutDirection = .anyDirection,
        edgeActivationDistance: Double = Defaults.edgeActivationDistance,
        directionLockDistance: Double = Defaults.directionLockDistance,
        recoveryDuration: Double = Defaults.recoveryDuration,
        breakDuration: Double = Defaults.breakDuration,
        recoveryEasing: RecoveryEasing = .easeOut,
        breaksOnFling: Bool = false,
        tearNeverMendsWhileHeld: Bool = false,
        rimStrength: Double = Defaults.rimStrength,
        rimLightness: Double = Defaults.rimLightness,
        shadowStrength: Double = Defaults.shadowStrength,
        scrollAxisHoldDuration: Double = Defaults.scrollAxisHoldDuration,
        maximumTurnRate: Double = Defaults.maximumTurnRate
    ) {
        self.cutDirection = cutDirection
        self.recoveryEasing = recoveryEasing
        self.breaksOnFling = breaksOnFling
        self.tearNeverMendsWhileHeld = tearNeverMendsWhileHeld
        // Through the setters, so a value given here is cleaned exactly as one set later.
        self.edgeRoughness = edgeRoughness
        self.maxGapWidth = maxGapWidth
        self.breakThreshold = breakThreshold
        self.edgeActivationDistance = edgeActivationDistance
        self.directionLockDistance = directionLockDistance
        self.recoveryDuration = recoveryDuration
        self.breakDuration = breakDuration
        self.rimStrength = rimStrength
        self.rimLightness = rimLightness
        self.shadowStrength = shadowStrength
        self.scrollAxisHoldDuration = scrollAxisHoldDuration
        self.maximumTurnRate = maximumTurnRate
    }

    // The cleaned numbers, each starting at its default; read and written through the properties above.
    private var storedEdgeRoughness = Defaults.edgeRoughness
    private var storedMaxGapWidth = Defaults.maxGapWidth
    private var storedBreakThreshold = Defaults.breakThreshold
    private var storedEdgeActivationDistance = Defaults.edgeActivationDistance
    private var storedDirectionLockDistance = Defaults.directionLockDistance
    private var storedRecoveryDuration = Defaults.recoveryDuration
    private var storedBreakDuration = Defaults.breakDuration
    private var storedRimStrength = Defaults.rimStrength
    private var storedRimLightness = Defaults.rimLightness
    private var storedShadowStrength = Defaults.shadowStrength
    private var storedScrollAxisHoldDuration = Defaults.scrollAxisHoldDuration
    private var storedMaximumTurnRate = Defaults.maximumTurnRate

    /// How far the torn halves can move outside the view's frame, in points: half of
    /// ``maxGapWidth``, the farthest the shader moves either half. `TearModifier` pads the layer it
    /// tears by this much on every side (without changing layout), and `tearkit` renders with this
    /// margin around the image, so the halves part beyond the view's original edges.
    public var layerMargin: Double { maxGapWidth / 2 }
}

extension TearConfiguration {
    /// The range and default of each number of a tear's configuration (see ``ParameterLimits``): read
    /// by every setter, and by `tearkit` and gesture scripts to check their input; each default comes
    /// from ``Defaults``, which the initializer's default arguments read too.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let edgeRoughness = ParameterLimits(0...1, default: Defaults.edgeRoughness)
        @_spi(Internal) public static let rimStrength = ParameterLimits(0...1, default: Defaults.rimStrength)
        @_spi(Internal) public static let rimLightness = ParameterLimits(0...1, default: Defaults.rimLightness)
        @_spi(Internal) public static let shadowStrength = ParameterLimits(0...1, default: Defaults.shadowStrength)
        @_spi(Internal) public static let maxGapWidth = ParameterLimits(0...200, default: Defaults.maxGapWidth)
        @_spi(Internal) public static let breakThreshold = ParameterLimits(0...1, default: Defaults.breakThreshold)
        @_spi(Internal) public static let edgeActivationDistance = ParameterLimits(
            1...200, default: Defaults.edgeActivationDistance)
        @_spi(Internal) public static let directionLockDistance = ParameterLimits(
            1...200, default: Defaults.directionLockDistance)
        @_spi(Internal) public static let recoveryDuration = ParameterLimits(0...5, default: Defaults.recoveryDuration)
        @_spi(Internal) public static let breakDuration = ParameterLimits(0...5, default: Defaults.breakDuration)
        @_spi(Internal) public static let scrollAxisHoldDuration = ParameterLimits(
            0.1...2, default: Defaults.scrollAxisHoldDuration)
        @_spi(Internal) public static let maximumTurnRate = ParameterLimits(0...0.05, default: Defaults.maximumTurnRate)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let edgeRoughness: Double = 0.5
        @usableFromInline package static let rimStrength: Double = 0.6
        @usableFromInline package static let rimLightness: Double = 0.96
        @usableFromInline package static let shadowStrength: Double = 0.5
        @usableFromInline package static let maxGapWidth: Double = 28
        @usableFromInline package static let breakThreshold: Double = 0.9
        @usableFromInline package static let edgeActivationDistance: Double = 32
        @usableFromInline package static let directionLockDistance: Double = 20
        @usableFromInline package static let recoveryDuration: Double = 0.35
        @usableFromInline package static let breakDuration: Double = 0.3
        @usableFromInline package static let scrollAxisHoldDuration: Double = 0.5
        @usableFromInline package static let maximumTurnRate: Double = 0.008
    }
}
