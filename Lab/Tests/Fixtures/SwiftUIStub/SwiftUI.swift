// A stand-in `SwiftUI` module for type-checking TearKit's SwiftUI adapter on Linux.
//
// Every public declaration mirrors, label for label, a declaration of Apple's iOS SDK interface
// (SwiftUI.swiftinterface, SwiftUICore.swiftinterface); AppleSourcesTypeCheckTests checks every name
// against an SDK prepared by Scripts/apple-sdk-check/setup.sh. Bodies are dummies: this
// module is only ever type-checked against, never run. Isolation follows the Xcode 16+ SDKs that
// build Swift 6 code: `View` and `ViewModifier` are main-actor protocols, and modifiers called from
// `@Sendable` closures (visualEffect, keyframeAnimator content) are `nonisolated`. Grouped by API area.
@_exported import Foundation
// The stand-in CoreGraphics (CGImage) and UIKit (UIViewRepresentable's UIView) from Tests/Fixtures/AppleStubs,
// built first by AppleSourcesTypeCheckTests.
@_exported import CoreGraphics
#if canImport(UIKit)
import UIKit
#endif

// MARK: Views and builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The result of every modifier in this stub.
public struct _ModifiedView: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@resultBuilder @MainActor
public enum ViewBuilder {
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildBlock() -> EmptyView { EmptyView() }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    // Not in the reference: result-builder machinery of ViewBuilder (iOS 13).
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
}

public struct Color: View, Sendable {
    /// The stub's own way to make a colour (not public): nonisolated, as every Color initialiser is.
    nonisolated init() {}
    // Not in the reference: Color.clear (iOS 13).
    nonisolated public static let clear = Color()
    public var body: Never { fatalError() }
}

public struct Text: View, Equatable, Sendable {
    // Not in the reference: Text's string-literal initialiser (iOS 13).
    public init(_ key: String) {}
    public var body: Never { fatalError() }
}

public struct Alignment: Equatable, Sendable {
    // Not in the reference: Alignment.center, the default of background(alignment:content:) (iOS 13).
    public static let center = Alignment()
}

// MARK: State and environment

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

// iOS 13.
extension Binding: @unchecked Sendable where Value: Sendable {}

// Not in the reference: @GestureState (iOS 13).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { self }
}

// Not in the reference: @Environment (iOS 13); the key path below is in the reference.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
    public var accessibilityReduceMotion: Bool { fatalError() }
}

public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var disablesAnimations: Bool = false
    public var animation: Animation?
}

public struct Animation: Equatable, Sendable {}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension EnvironmentValues {
    public var displayScale: CGFloat { fatalError() }
}

// Not in the reference: LayoutDirection (iOS 13) and EnvironmentValues.layoutDirection (iOS 13), the
// direction a tear in two's layer flight pins to left-to-right (its offsets are physical).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set {}
    }
}

// Not in the reference: BlendMode (iOS 13), how a view is composited over what is behind it (a tear in
// two's halves are summed with .plusLighter).
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
        exclusion
    case hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

// Not in the reference: EnvironmentKey (iOS 13), the key of a custom environment value (the shatter layer's coordinator).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    // Not in the reference: EnvironmentValues.subscript(_:) for an EnvironmentKey (iOS 13).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

// MARK: Geometry and layout

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

extension CoordinateSpace {
    // Not in the reference: CoordinateSpace.global (iOS 13), the coordinate space of GeometryProxy.frame(in:) below.
    public static let global = CoordinateSpace()
}

extension GeometryProxy {
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

extension Alignment {
    // Not in the reference: Alignment.topLeading (iOS 13).
    public static let topLeading = Alignment()
}

// Not in the reference by declaration: SwiftUI.Edge and Edge.Set, the edges `padding(_:_:)` takes (iOS 13).
public enum Edge: Int8 {
    case top, leading, bottom, trailing
    public struct Set: OptionSet {
        // Not in the reference by declaration: OptionSet's rawValue.
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // Not in the reference by declaration: Edge.Set.all.
        public static let all = Set(rawValue: 15)
        // Not in the reference by declaration: Edge.Set.horizontal.
        public static let horizontal = Set(rawValue: 10)
        // Not in the reference by declaration: Edge.Set.vertical.
        public static let vertical = Set(rawValue: 5)
    }
}

// Not in the reference: SafeAreaRegions (iOS 14) and View.ignoresSafeArea(_:edges:) (iOS 14), which the
// effects layer's frame reader and overlay use to reach the window's edges.
public struct SafeAreaRegions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _ModifiedView()
    }
}

// MARK: Gestures

public protocol Gesture<Value> {
    associatedtype Value
}

public struct GestureMask: OptionSet, Sendable {
    // Not in the reference: OptionSet storage of GestureMask.
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let all = GestureMask(rawValue: 3)
}

public struct CoordinateSpace: Sendable {
    public static let local = CoordinateSpace()
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { fatalError() }
        public var predictedEndLocation: CGPoint { fatalError() }
        public var predictedEndTranslation: CGSize { fatalError() }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

public struct _ChangedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
public struct _EndedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
public struct GestureStateGesture<Base: Gesture, State>: Gesture { public typealias Value = Base.Value }

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
    // Not in the reference: Gesture.updating(_:body:) (iOS 13).
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _ModifiedView() }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _ModifiedView()
    }
}

// MARK: Shaders and visual effects

public struct ShaderLibrary: Equatable, @unchecked Sendable {
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary() }
    public static let `default` = ShaderLibrary()
}

public struct ShaderFunction: Equatable, Sendable {
    public init(library: ShaderLibrary, name: String) {}
}

public struct Shader: Equatable, Sendable {
    public struct Argument: Equatable, Sendable {
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument() }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument() }
        public static func float2(_ point: CGPoint) -> Argument { Argument() }
        public static func float2(_ size: CGSize) -> Argument { Argument() }
        public static func floatArray(_ array: [Float]) -> Argument { Argument() }
    }
    public init(function: ShaderFunction, arguments: [Argument]) {}
}

extension View {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { _ModifiedView() }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _ModifiedView()
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _ModifiedView()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension Shader {
    public func compile(as type: Shader.UsageType) async throws {}
    public struct UsageType: Hashable, Sendable {
        public static let colorEffect = UsageType()
        public static let distortionEffect = UsageType()
        public static let layerEffect = UsageType()
    }
}

extension Shader.Argument {
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument {
        Shader.Argument()
    }
    public static func color(_ color: Color) -> Shader.Argument { Shader.Argument() }
}

extension Color {
    // Not in the reference: Color.RGBColorSpace itself (iOS 13); its `.sRGB` is the init's default below.
    public enum RGBColorSpace: Sendable { case sRGB }
    public nonisolated init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
}

public protocol VisualEffect: Sendable, Animatable {}

public struct EmptyVisualEffect: VisualEffect {
    public var animatableData: Double {
        get { 0 }
        set {}
    }
}

public struct _ModifiedVisualEffect: VisualEffect {
    public var animatableData: Double {
        get { 0 }
        set {}
    }
}

extension VisualEffect {
    public nonisolated func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { _ModifiedVisualEffect() }
    public nonisolated func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { _ModifiedVisualEffect() }
    public nonisolated func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        _ModifiedVisualEffect()
    }
    public nonisolated func opacity(_ opacity: Double) -> some VisualEffect { _ModifiedVisualEffect() }
}

extension View {
    public nonisolated func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View { _ModifiedView() }
}

// MARK: Time

public protocol TimelineSchedule {}

public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // Not in the reference: TimelineSchedule.animation(minimumInterval:paused:) (iOS 15).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule()
    }
}

public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public struct Context {
        // Not in the reference: the timeline context's date (iOS 15).
        public let date: Date
    }
}

// Not in the reference by declaration, but named by the reference's deprecation message on the
// init below: the context type of the current `TimelineView` initialiser.
public struct TimelineViewDefaultContext {
    // Not in the reference: the timeline context's date (iOS 15).
    public let date: Date
}

extension TimelineView: View where Content: View {
    @_disfavoredOverload
    public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content
    ) {}
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: View modifiers: changes, layout, environment and accessibility

extension View {
    // Not in the reference: onChange(of:initial:_:) (iOS 17), both closure forms.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { _ModifiedView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        _ModifiedView()
    }
    // Not in the reference: onAppear(perform:) (iOS 13).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }
    // Not in the reference: onDisappear(perform:) (iOS 13).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }
    // Not in the reference: background(alignment:content:) (iOS 15).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView()
    }
    // Not in the reference: accessibilityAction(named:_:) (iOS 14).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { _ModifiedView() }
}

extension View {
    public func opacity(_ opacity: Double) -> some View { _ModifiedView() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedView()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView()
    }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _ModifiedView() }
    // Not in the reference: View.animation(_:body:) (iOS 17, macOS 14): an animation scoped to the modifiers in body.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> some View
    { _ModifiedView() }
    // Not in the reference: View.environment(_:_:) with a writable key path (iOS 13).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _ModifiedView()
    }
    // Not in the reference: View.blendMode(_:) (iOS 13).
    public func blendMode(_ blendMode: BlendMode) -> some View { _ModifiedView() }
    // Not in the reference: View.compositingGroup() (iOS 13).
    public func compositingGroup() -> some View { _ModifiedView() }
    // Not in the reference: View.transaction(_:body:) (iOS 17, macOS 14): a transaction scoped to the modifiers in body.
    public func transaction<V>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View where V: View { _ModifiedView() }
    // Not in the reference: View.onGeometryChange(for:of:action:) (iOS 16, macOS 13; in SwiftUI).
    public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View where T: Equatable, T: Sendable { _ModifiedView() }
}

extension View {
    public func padding(_ length: CGFloat) -> some View { _ModifiedView() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView() }
    // Not in the reference: accessibilityActions(_:) (iOS 16), one action per Button in the builder.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _ModifiedView()
    }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView() }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent()
    }
}

public struct AccessibilityAttachmentModifier {}

// MARK: Haptics

public struct SensoryFeedback: Equatable, Sendable {
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    public static let success = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback()
    }
}

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { _ModifiedView() }
    public func sensoryFeedback<T: Equatable>(
        trigger: T,
        _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        _ModifiedView()
    }
}

// MARK: Animation and keyframes

extension Animation {
    // Not in the reference: Animation.linear(duration:) (iOS 13).
    public static func linear(duration: Double) -> Animation { Animation() }
    // Not in the reference by declaration: Animation.default, the default of withAnimation below (iOS 13).
    public static let `default` = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public protocol VectorArithmetic {}
extension Double: VectorArithmetic {}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

// Not in the reference by declaration: Double's Animatable conformance (iOS 13), which keyframes over Double rely on.
extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

public protocol Keyframes<Value> {
    associatedtype Value
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

public struct UnitCurve: Sendable {
    // Not in the reference: UnitCurve.linear itself (iOS 17); it is LinearKeyframe's default below.
    public static let linear = UnitCurve()
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

// Not in the reference: the keyframes builder's resolved block type.
public struct _KeyframeBlock<Value>: Keyframes {}

@resultBuilder
public enum KeyframesBuilder<Value> {
    // Not in the reference: result-builder machinery of KeyframesBuilder (iOS 17).
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> K where K.Value == Value { content }
    // Not in the reference: result-builder machinery of KeyframesBuilder (iOS 17).
    public static func buildBlock<each K: KeyframeTrackContent>(_ content: repeat each K) -> _KeyframeBlock<Value> {
        _KeyframeBlock()
    }
}

public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {}
    public var body: Never { fatalError() }
}

public struct AnimationCompletionCriteria: Sendable {
    // Not in the reference: AnimationCompletionCriteria.logicallyComplete itself (iOS 17); it is withAnimation's default.
    public static let logicallyComplete = AnimationCompletionCriteria()
}

extension Animation {
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    { Animation() }
}

@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result { try body() }

// MARK: Transitions

public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear
    public var isIdentity: Bool { self == .identity }
    public var value: Double { self == .identity ? 0 : (self == .willAppear ? -1 : 1) }
}

public struct TransitionProperties: Sendable {
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
    public var hasMotion: Bool
}

public struct PlaceholderContentView<Value>: View {
    public var body: Never { fatalError() }
}

// `@MainActor @preconcurrency` as in the Xcode 16+ SDKs (like View and ViewModifier above); in the iOS 17
// SDK it is not isolated at all, and apple-sdk-check checks TearKit against both.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    public func animation(_ animation: Animation?) -> some Transition { self }
}

public struct AnyTransition {
    public init<T: Transition>(_ transition: T) {}
    // Not in the reference: AnyTransition.animation(_:) (iOS 13).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func transition<T: Transition>(_ transition: T) -> some View { _ModifiedView() }
    @_disfavoredOverload public func transition(_ t: AnyTransition) -> some View { _ModifiedView() }
}

// MARK: Drawing and snapshots

@MainActor
public final class ImageRenderer<Content: View> {
    public init(content view: Content) {}
    public var scale: CGFloat = 1
    public var cgImage: CGImage? { nil }
}

// Drawing: Canvas and its graphics context.
public struct ColorRenderingMode: Sendable {
    // Not in the reference: ColorRenderingMode.nonLinear itself (iOS 13); it is Canvas's default colorMode.
    public static let nonLinear = ColorRenderingMode()
}

public struct FillStyle: Sendable {
    // Not in the reference: FillStyle's initialiser (iOS 13); `FillStyle()` is clip(to:)'s default style.
    public init() {}
}

@frozen public struct Angle: Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(radians: degrees * .pi / 180) }
}

@frozen public struct Path: Equatable, @unchecked Sendable {
    public init() {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func closeSubpath() {}
}

@frozen public struct GraphicsContext {
    public struct ClipOptions: OptionSet, Sendable {
        // Not in the reference: OptionSet storage of ClipOptions.
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // Not in the reference: the empty option set `ClipOptions()` is clip(to:)'s default.
        public init() { rawValue = 0 }
    }
    public struct ResolvedSymbol {
        public var size: CGSize { fatalError() }
    }
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()
    ) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public var opacity: Double {
        get { fatalError() }
        set {}
    }
    public func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol? { nil }
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}
}

public struct Canvas<Symbols: View>: View {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {}
    public var body: Never { fatalError() }
}

// MARK: Text, localisation and buttons

// Not in the reference by declaration, but named by the Text initialiser below: a localisation key (iOS 13).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    // Not in the reference: LocalizedStringKey's string interpolation (iOS 13; its own interpolation type there).
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

extension Text {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
}

// Not in the reference: Button and its init(action:label:) (iOS 13).
public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

// MARK: UIKit hosting

#if canImport(UIKit)
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    @MainActor func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    associatedtype Coordinator = Void
    @MainActor func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
    // Not in the reference: the body every UIViewRepresentable gets (Body == Never).
    public var body: Never { fatalError() }
}

@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
}

// UIGestureRecognizerRepresentable (iOS 18; unavailable on macOS, tvOS, watchOS and visionOS).
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@preconcurrency @MainActor public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    @MainActor @preconcurrency func updateUIGestureRecognizer(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension UIGestureRecognizerRepresentable {
    @MainActor @preconcurrency public func updateUIGestureRecognizer(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
    @MainActor @preconcurrency public func handleUIGestureRecognizerAction(
        _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
    ) {}
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct UIGestureRecognizerRepresentableContext<Representable>
where Representable: UIGestureRecognizerRepresentable {
    public let coordinator: Representable.Coordinator
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    public var localLocation: CGPoint { .zero }
    public var localVelocity: CGPoint? { nil }
    public var localTranslation: CGPoint? { nil }
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        _ModifiedView()
    }
}
#endif

// MARK: - App code: containers, navigation, controls, images, shapes and styles, the app
// What app code uses (the demo app, Examples/TearKitDemo.swiftpm, and the documentation's samples),
// rather than TearKit itself. Few of these are in the reference (they are app code, not the library);
// each that is not is marked, is spelled as in the iOS 17.0 SDK's SwiftUI interface, and the demo and
// the samples pass the real-SDK check. Isolation follows the Xcode 16+ SDKs (`App`,
// `Scene` main-actor); overloads the demo does not call are left out.

// Layout containers (iOS 13).
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
}

// Navigation and containers (iOS 13–16).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct NavigationPath {}

public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public var body: Never { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    // Not in the reference: List over identifiable data (iOS 13).
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
}

// Not in the reference: ScrollView (iOS 13), its content-only call (the axes and indicators take their defaults).
public struct ScrollView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

// Controls (iOS 13–16).
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
}

public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

public struct Stepper<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
}

public protocol PickerStyle {}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    // Not in the reference: PickerStyle.segmented (iOS 13).
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

// Images, labels, fonts (iOS 13–15).
public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public var body: Never { fatalError() }

    // Not in the reference: Image.Orientation (iOS 13), an image's orientation; `up` is its default.
    public enum Orientation: UInt8, CaseIterable, Hashable {
        case up
    }

    // Not in the reference: Image.init(decorative:scale:orientation:) (iOS 13), an image of a CGImage
    // that accessibility ignores.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {}
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

public struct Font: Hashable, Sendable {
    // Not in the reference: Font.title (iOS 13).
    public static let title = Font()
    // Not in the reference: Font.headline (iOS 13).
    public static let headline = Font()
    // Not in the reference: Font.subheadline (iOS 13).
    public static let subheadline = Font()
    // Not in the reference: Font.callout (iOS 13).
    public static let callout = Font()
    // Not in the reference: Font.footnote (iOS 13).
    public static let footnote = Font()
    // Not in the reference: Font.caption (iOS 13).
    public static let caption = Font()
    public struct Weight: Hashable, Sendable {
        // Not in the reference: Font.Weight.semibold (iOS 13).
        public static let semibold = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    // Not in the reference: Font.system(size:weight:design:) (iOS 16's optional-argument form).
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    // Not in the reference: Font.bold() (iOS 13).
    public func bold() -> Font { self }
}

// Shapes and styles (iOS 13–15). `Shape` here leaves out `Animatable` (the demo animates no shape).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

// `nonisolated`, like Color's initialiser above: Color is a view, but its colours and `opacity` are not
// main-actor isolated in any SDK.
extension Color {
    // Not in the reference: the standard colours (iOS 13; teal, indigo, mint iOS 15).
    nonisolated public static let black = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let white = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let orange = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let pink = Color()
    // Not in the reference: the standard colours (iOS 15).
    nonisolated public static let teal = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let blue = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let purple = Color()
    // Not in the reference: the standard colours (iOS 15).
    nonisolated public static let indigo = Color()
    // Not in the reference: the standard colours (iOS 15).
    nonisolated public static let mint = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let green = Color()
    // Not in the reference: the standard colours (iOS 13).
    nonisolated public static let yellow = Color()
    // Not in the reference: Color.opacity(_:) (iOS 13).
    nonisolated public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
    // Not in the reference: the standard colours as shape styles (iOS 15).
    public static var white: Color { Color() }
    // Not in the reference: the standard colours as shape styles (iOS 15).
    public static var orange: Color { Color() }
    // Not in the reference: the standard colours as shape styles (iOS 15).
    public static var yellow: Color { Color() }
}

// Not in the reference: AnyGradient and Color.gradient (iOS 16).
@frozen public struct AnyGradient: Hashable, ShapeStyle, Sendable {}

extension Color {
    // Not in the reference: Color.gradient (iOS 16).
    public var gradient: AnyGradient { AnyGradient() }
}

public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    // Not in the reference: ShapeStyle.secondary (iOS 15).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
    public static let bottom = UnitPoint()
    public static let topLeading = UnitPoint()
    public static let bottomTrailing = UnitPoint()
}

public struct LinearGradient: ShapeStyle, View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    // Not in the reference: Shape.fill(_:style:) (iOS 13).
    @_disfavoredOverload public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ModifiedView()
    }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
    public var body: Never { fatalError() }
}

// View modifiers the demo uses (iOS 13–17; rotationEffect, scaleEffect, onTapGesture and snappy are in the reference).
extension View {
    // Not in the reference: frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) (iOS 13).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _ModifiedView() }
    // Not in the reference: shadow(color:radius:x:y:) (iOS 13).
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _ModifiedView()
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _ModifiedView() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _ModifiedView() }
    @_disfavoredOverload public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View { _ModifiedView() }
    // Not in the reference: font(_:) (iOS 13).
    public func font(_ font: Font?) -> some View { _ModifiedView() }
    // Not in the reference: foregroundStyle(_:) (iOS 15).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView() }
    // Not in the reference: background(_:in:fillStyle:) (iOS 15).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { _ModifiedView() }
    // Not in the reference: monospacedDigit() (iOS 15).
    public func monospacedDigit() -> some View { _ModifiedView() }
    // Not in the reference: disabled(_:) (iOS 13).
    public func disabled(_ disabled: Bool) -> some View { _ModifiedView() }
    // Not in the reference: tabItem(_:) (iOS 13).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _ModifiedView() }
    // Not in the reference: navigationTitle(_:) (iOS 14).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView() }
    // Not in the reference: pickerStyle(_:) (iOS 13).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _ModifiedView() }
    // Not in the reference: accessibilityLabel(_:) with a string (iOS 14).
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent()
    }
}

extension Animation {
    public static var snappy: Animation { Animation() }
}

extension Binding {
    // Not in the reference: Binding.constant(_:) (iOS 13).
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

// The app (iOS 14), main-actor isolated as in the Xcode 16+ SDKs.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    // Not in the reference: result-builder machinery of SceneBuilder (iOS 14).
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    // Not in the reference: App.main() (iOS 14), which `@main` calls.
    public static func main() {}
}

#if canImport(UIKit)
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    @MainActor func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    associatedtype Coordinator = Void
    @MainActor func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
    // Not in the reference: the body every UIViewControllerRepresentable gets (Body == Never).
    public var body: Never { fatalError() }
}

@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}
#endif

// MARK: Text rendering (iOS 18 / macOS 15: TextRenderer, Text.Layout, TextAttribute)

@frozen public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

extension View {
    public func textRenderer<T>(_ renderer: T) -> some View where T: TextRenderer { _ModifiedView() }
}

public protocol TextAttribute: Hashable {}

extension Text {
    public func customAttribute<T>(_ value: T) -> Text where T: TextAttribute { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text {
    public struct Layout: RandomAccessCollection, Equatable {
        public var startIndex: Int { 0 }
        public var endIndex: Int { fatalError() }
        public subscript(index: Int) -> Text.Layout.Line { fatalError() }

        @frozen public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            var value: Int
            public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool {
                lhs.value < rhs.value
            }
            public func advanced(by n: Int) -> Text.Layout.CharacterIndex {
                Text.Layout.CharacterIndex(value: value + n)
            }
            public func distance(to other: Text.Layout.CharacterIndex) -> Int { other.value - value }
            public typealias Stride = Int
        }

        @frozen public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        public struct Line: RandomAccessCollection, Equatable {
            public var origin: CGPoint
            public var startIndex: Int { 0 }
            public var endIndex: Int { fatalError() }
            public subscript(index: Int) -> Text.Layout.Run { fatalError() }
            public var typographicBounds: Text.Layout.TypographicBounds { fatalError() }
        }

        public struct Run: RandomAccessCollection, Equatable {
            public var startIndex: Int { 0 }
            public var endIndex: Int { fatalError() }
            public subscript(index: Int) -> Text.Layout.RunSlice { fatalError() }
            public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { fatalError() }
            public subscript<T>(key: T.Type) -> T? where T: TextAttribute { fatalError() }
            public var layoutDirection: LayoutDirection { fatalError() }
            public var typographicBounds: Text.Layout.TypographicBounds { fatalError() }
            public var characterIndices: [Text.Layout.CharacterIndex] { fatalError() }
            public typealias SubSequence = Text.Layout.RunSlice
        }

        public struct RunSlice: RandomAccessCollection, Equatable {
            public var run: Text.Layout.Run
            public var indices: Range<Int>
            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> Text.Layout.RunSlice { fatalError() }
            public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { fatalError() }
            public subscript<T>(key: T.Type) -> T? where T: TextAttribute { fatalError() }
            public var typographicBounds: Text.Layout.TypographicBounds { fatalError() }
            public var characterIndices: [Text.Layout.CharacterIndex] { fatalError() }
            public typealias SubSequence = Text.Layout.RunSlice
        }
    }
}

// A preference: a value views set that flows up the hierarchy (iOS 13).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// A geometry value (a point, a rectangle) in some view's coordinate space, resolved by a GeometryProxy (iOS 13).
@frozen public struct Anchor<Value> {}

extension Text {
    // The layouts of the texts in a view (iOS 17, macOS 14).
    public struct LayoutKey: PreferenceKey, Sendable {
        public struct AnchoredLayout: Equatable {
            public var origin: Anchor<CGPoint>
            public var layout: Text.Layout
            public static func == (a: Text.LayoutKey.AnchoredLayout, b: Text.LayoutKey.AnchoredLayout) -> Bool { true }
        }
        public typealias Value = [Text.LayoutKey.AnchoredLayout]
        // A `static let` in the SDK; computed here, as an array of non-Sendable layouts is no global a
        // Swift 6 module can declare.
        public static var defaultValue: Text.LayoutKey.Value { [] }
        public static func reduce(value: inout Text.LayoutKey.Value, nextValue: () -> Text.LayoutKey.Value) {}
    }
}

extension View {
    // Runs `action` with a preference's value when it changes (iOS 13). Xcode 16.2's SDKs (iOS 18.2,
    // macOS 15.2) declared the action `@Sendable` and not main-actor, which Xcode 16.3 undid: built with
    // XCODE_16_2_SDK, this stand-in declares that, and the adapter is type-checked against both.
    #if XCODE_16_2_SDK
    nonisolated public func onPreferenceChange<K>(
        _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
    ) -> some View
    where K: PreferenceKey, K.Value: Equatable { _ModifiedView() }
    #else
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> some View
    where K: PreferenceKey, K.Value: Equatable { _ModifiedView() }
    #endif
}

extension Text.Layout {
    @frozen public struct DrawingOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions { .init(rawValue: 1 << 0) }
    }
}

extension GraphicsContext {
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}
