// A stand-in `SwiftUI` module for type-checking TearKit's SwiftUI adapter on Linux.
//
// Every public declaration mirrors, label for label, a declaration in
// ../shared/reference/swiftui-signatures.md (the iOS 17 SDK interface), or one of the few iOS 13–17
// APIs the adapter uses beyond it (each marked "not in the reference"). Bodies are dummies: this
// module is only ever type-checked against, never run. Isolation follows the Xcode 16+ SDKs that
// build Swift 6 code: `View` and `ViewModifier` are main-actor protocols.
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
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
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
    // Not in the reference: Color.clear (iOS 13).
    public static let clear = Color()
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

// MARK: State

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

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
}

public struct Animation: Equatable, Sendable {}

// MARK: Geometry

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
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
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _ModifiedView() }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _ModifiedView() }
}

// MARK: Shaders

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
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { _ModifiedView() }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { _ModifiedView() }
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
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {}
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Reacting to changes, layout and accessibility

extension View {
    // Not in the reference: onChange(of:initial:_:) (iOS 17), both closure forms.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { _ModifiedView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _ModifiedView()
    }
    // Not in the reference: background(alignment:content:) (iOS 15).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView()
    }
    // Not in the reference: accessibilityAction(named:_:) (iOS 14).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { _ModifiedView() }
}

// MARK: Haptics

public struct SensoryFeedback: Equatable, Sendable {
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    public static let success = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback() }
}

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { _ModifiedView() }
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        _ModifiedView()
    }
}

// MARK: - Shatter (issue 15): transitions, snapshots, overlays
// Everything below is used by Sources/TearKit/Effects/Shatter. Declarations mirror the reference's
// "Added for the companion effects" section unless marked "Not in the reference".

extension EnvironmentValues {
    public var displayScale: CGFloat { fatalError() }
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

extension Animation {
    // Not in the reference: Animation.linear(duration:) (iOS 13).
    public static func linear(duration: Double) -> Animation { Animation() }
    // Not in the reference by declaration: Animation.default, the default of withAnimation below (iOS 13).
    public static let `default` = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

extension View {
    public func opacity(_ opacity: Double) -> some View { _ModifiedView() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _ModifiedView() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _ModifiedView() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _ModifiedView() }
}

@MainActor
public final class ImageRenderer<Content: View> {
    public init(content view: Content) {}
    public var scale: CGFloat = 1
    public var cgImage: CGImage? { nil }
}

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
#endif

// MARK: Issue 9 (padded layer, localised accessibility actions)

extension View {
    public func padding(_ length: CGFloat) -> some View { _ModifiedView() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView() }
    // Not in the reference: accessibilityActions(_:) (iOS 16), one action per Button in the builder.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { _ModifiedView() }
}

// Not in the reference by declaration, but named by the Text initialiser below: a localisation key (iOS 13).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}

// Not in the reference: Button and its init(action:label:) (iOS 13).
public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

// The display scale (EnvironmentValues.displayScale) is declared once, in the shatter section above;
// the tear's shader uses it too, for its one-pixel anti-aliasing.

// MARK: - Companion effects I (issue 14: ripple, shift, tear-in-two, playground)
// Everything below mirrors the reference's "Added for the companion effects" section or the
// Transition / keyframeAnimator / visualEffect / Animatable entries above it. Modifiers called
// from `@Sendable` closures (visualEffect, keyframeAnimator content) are `nonisolated`, as in the
// Xcode 16+ SDKs that build Swift 6 code.

public protocol VectorArithmetic {}
extension Double: VectorArithmetic {}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

// Not in the reference by declaration: Double's Animatable conformance (iOS 13), which keyframes over Double rely on.
extension Double: Animatable {
    public var animatableData: Double { get { self } set { self = newValue } }
}

extension Shader.Argument {
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument { Shader.Argument() }
    public static func color(_ color: Color) -> Shader.Argument { Shader.Argument() }
}

extension Color {
    // Not in the reference: Color.RGBColorSpace itself (iOS 13); its `.sRGB` is the init's default below.
    public enum RGBColorSpace: Sendable { case sRGB }
    public nonisolated init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

public protocol VisualEffect: Sendable, Animatable {}

public struct EmptyVisualEffect: VisualEffect {
    public var animatableData: Double { get { 0 } set {} }
}

public struct _ModifiedVisualEffect: VisualEffect {
    public var animatableData: Double { get { 0 } set {} }
}

extension VisualEffect {
    public nonisolated func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { _ModifiedVisualEffect() }
    public nonisolated func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { _ModifiedVisualEffect() }
    public nonisolated func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { _ModifiedVisualEffect() }
    public nonisolated func opacity(_ opacity: Double) -> some VisualEffect { _ModifiedVisualEffect() }
}

extension View {
    public nonisolated func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { _ModifiedView() }
}

// Transitions: TransitionPhase, TransitionProperties, PlaceholderContentView, Transition and
// View.transition are declared in the Shatter (issue 15) section above.

// Keyframes
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
    public static func buildBlock<each K: KeyframeTrackContent>(_ content: repeat each K) -> _KeyframeBlock<Value> { _KeyframeBlock() }
}

public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
    public var body: Never { fatalError() }
}

// Tear in two: one rendering drawn twice in a Canvas, clipped to each half.
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
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol? { nil }
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}
}

public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}
    public var body: Never { fatalError() }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView() }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent() }
}

public struct AccessibilityAttachmentModifier {}

public struct AnimationCompletionCriteria: Sendable {
    // Not in the reference: AnimationCompletionCriteria.logicallyComplete itself (iOS 17); it is withAnimation's default.
    public static let logicallyComplete = AnimationCompletionCriteria()
}

extension Animation {
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
}

@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { try body() }

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
