import Foundation

/// The GPU, as much of it as an app needs to clear a drawable and present it: a device, its command
/// queue, a command buffer and a render pass (`Documentation/StandInSources.md#metal`).
///
/// Simulated: there is one device; a render pass records nothing; a command buffer presents the
/// drawables given to `present(_:)` when it is committed, as the GPU would once the pass is done.
public protocol MTLDevice: AnyObject {
    func makeCommandQueue() -> (any MTLCommandQueue)?
}

/// `MTLCreateSystemDefaultDevice()`: the device the system prefers (`MTLDevice.h`), spelled as Metal spells it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? {
    SimulatedMetalDevice()
}

/// `MTLCommandQueue.h`: `makeCommandBuffer()` returns a new command buffer, or `nil`.
public protocol MTLCommandQueue: AnyObject {
    func makeCommandBuffer() -> (any MTLCommandBuffer)?
}

/// `MTLCommandBuffer.h`: `makeRenderCommandEncoder(descriptor:)`, `present(_:)` ("Add a drawable
/// present that will be invoked when this command buffer has been scheduled for execution") and
/// `commit()`.
public protocol MTLCommandBuffer: AnyObject {
    func makeRenderCommandEncoder(descriptor renderPassDescriptor: MTLRenderPassDescriptor) -> (any MTLRenderCommandEncoder)?
    func present(_ drawable: any MTLDrawable)
    func commit()
}

/// `MTLRenderCommandEncoder.h` through `MTLCommandEncoder.h`: `endEncoding()`.
public protocol MTLRenderCommandEncoder: AnyObject {
    func endEncoding()
}

/// `MTLRenderPass.h`: what a render pass draws into and how it starts.
open class MTLRenderPassDescriptor: NSObject {
    open var colorAttachments = MTLRenderPassColorAttachmentDescriptorArray()

    public override init() {
        super.init()
    }
}

/// `MTLRenderPass.h`: the color attachments of a pass, by index.
open class MTLRenderPassColorAttachmentDescriptorArray: NSObject {
    private var attachments: [Int: MTLRenderPassColorAttachmentDescriptor] = [:]

    open subscript(attachmentIndex: Int) -> MTLRenderPassColorAttachmentDescriptor! {
        get {
            if let existing = attachments[attachmentIndex] { return existing }
            let made = MTLRenderPassColorAttachmentDescriptor()
            attachments[attachmentIndex] = made
            return made
        }
        set { attachments[attachmentIndex] = newValue }
    }
}

/// `MTLRenderPass.h`: a color attachment: its texture, load and store actions and clear color.
open class MTLRenderPassColorAttachmentDescriptor: NSObject {
    open var texture: (any MTLTexture)?
    open var loadAction: MTLLoadAction = .dontCare
    open var storeAction: MTLStoreAction = .dontCare
    open var clearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1)
}

/// `MTLRenderPass.h`: `MTLLoadActionDontCare`, `MTLLoadActionLoad`, `MTLLoadActionClear`.
public enum MTLLoadAction: UInt, Sendable {
    case dontCare = 0
    case load = 1
    case clear = 2
}

/// `MTLRenderPass.h`: `MTLStoreActionDontCare`, `MTLStoreActionStore` (the first two of its cases).
public enum MTLStoreAction: UInt, Sendable {
    case dontCare = 0
    case store = 1
}

/// `MTLRenderPass.h`: `typedef struct { double red; double green; double blue; double alpha; } MTLClearColor`.
public struct MTLClearColor: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

private final class SimulatedMetalDevice: MTLDevice {
    func makeCommandQueue() -> (any MTLCommandQueue)? {
        SimulatedCommandQueue()
    }
}

private final class SimulatedCommandQueue: MTLCommandQueue {
    func makeCommandBuffer() -> (any MTLCommandBuffer)? {
        SimulatedCommandBuffer()
    }
}

private final class SimulatedCommandBuffer: MTLCommandBuffer {
    private var drawables: [any MTLDrawable] = []

    func makeRenderCommandEncoder(descriptor renderPassDescriptor: MTLRenderPassDescriptor) -> (any MTLRenderCommandEncoder)? {
        SimulatedRenderEncoder()
    }

    func present(_ drawable: any MTLDrawable) {
        drawables.append(drawable)
    }

    func commit() {
        let scheduled = drawables
        drawables = []
        for drawable in scheduled { drawable.present() }
    }
}

private final class SimulatedRenderEncoder: MTLRenderCommandEncoder {
    func endEncoding() {}
}
