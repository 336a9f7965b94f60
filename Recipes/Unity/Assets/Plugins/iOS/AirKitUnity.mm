// The Objective-C++ half of the AirKit Unity recipe: what C# cannot reach through AirKitC.h alone. It
// finds Unity's own view controller, and copies the texture a Unity camera renders into onto the
// drawables of an AirKit surface, once per frame of the TV. Unity compiles Assets/Plugins/iOS into
// UnityFramework, with the trampoline's Classes/ on the header path.
#import <Metal/Metal.h>
#import <QuartzCore/CAMetalLayer.h>
#import <UIKit/UIKit.h>

#import "UnityAppController.h"  // UnityGetGLViewController(), declared by the trampoline's UnityInterface.h
#import <AirKitC/AirKitC.h>

#if !__has_feature(objc_arc)
#error "AirKitUnity.mm manages its Metal objects with ARC: add -fobjc-arc to its compile flags (the plugin's import settings)"
#endif

// AirKitCopySurfaceNextDrawable hands out a retained drawable as a plain pointer (AirKitDrawableRef), which
// this file takes with __bridge_transfer, so ARC releases it once the frame is encoded.

// What the frame callback copies and where from. Set and read on the main thread only: C# runs there
// (Unity's main thread is the app's on iOS), and AirKit calls the frame callback there.
static id<MTLTexture> sTexture;
static id<MTLCommandQueue> sQueue;

extern "C" {

/// Makes Unity's view controller AirKit's source. Unity's view controller is the window's root for the
/// game's life, so the source lasts as long; call it from Start(), when the controller exists.
AirKitResult AirKitUnityAddSource(void) {
    UIViewController *controller = UnityGetGLViewController();
    if (controller == nil) return AirKitResultNotFound;
    return AirKitAddSource(controller);
}

/// Ends the source AirKitUnityAddSource made.
AirKitResult AirKitUnityRemoveSource(void) {
    UIViewController *controller = UnityGetGLViewController();
    if (controller == nil) return AirKitResultNotFound;
    return AirKitRemoveSource(controller);
}

// Called by AirKit on the main thread once per frame of the TV: copies the camera's texture onto the
// surface's next drawable and presents it.
static void copyCameraTexture(AirKitSurfaceFrame frame, void *context) {
    (void)frame;
    AirKitSurfaceRef surface = (AirKitSurfaceRef)context;
    id<MTLTexture> texture = sTexture;
    if (texture == nil || sQueue == nil) return;
    AirKitDrawableRef retained = NULL;
    if (AirKitCopySurfaceNextDrawable(surface, &retained) != AirKitResultOK || retained == NULL) return;
    id<CAMetalDrawable> drawable = (__bridge_transfer id<CAMetalDrawable>)retained;
    id<MTLCommandBuffer> commands = [sQueue commandBuffer];
    id<MTLBlitCommandEncoder> blit = [commands blitCommandEncoder];
    MTLSize size = MTLSizeMake(MIN(texture.width, drawable.texture.width), MIN(texture.height, drawable.texture.height), 1);
    [blit copyFromTexture:texture sourceSlice:0 sourceLevel:0 sourceOrigin:MTLOriginMake(0, 0, 0) sourceSize:size
                toTexture:drawable.texture destinationSlice:0 destinationLevel:0 destinationOrigin:MTLOriginMake(0, 0, 0)];
    [blit endEncoding];
    [commands presentDrawable:drawable];
    [commands commit];
}

/// Copies `texture` (RenderTexture.GetNativeTexturePtr(): an id<MTLTexture> of BGRA32) onto the surface
/// every frame of its display; IntPtr.Zero stops. The surface's layer takes the texture's device and
/// pixel format. The surface handle is the callback's context: C# releases the surface only after
/// stopping the copy, and AirKitReleaseSurface returns once the callback has stopped for good.
AirKitResult AirKitUnityCopyTextureToSurface(AirKitSurfaceRef surface, void *texture) {
    if (texture == NULL) {
        sTexture = nil;
        return AirKitSetSurfaceFrameCallback(surface, NULL, NULL);
    }
    id<MTLTexture> metalTexture = (__bridge id<MTLTexture>)texture;
    AirKitLayerRef layer = nil;
    AirKitResult result = AirKitGetSurfaceLayer(surface, &layer);
    if (result != AirKitResultOK) return result;
    if (![layer isKindOfClass:[CAMetalLayer class]]) return AirKitResultInvalidArgument;
    CAMetalLayer *metalLayer = (CAMetalLayer *)layer;
    metalLayer.device = metalTexture.device;
    metalLayer.pixelFormat = metalTexture.pixelFormat;
    metalLayer.framebufferOnly = NO;  // a blit writes the drawables
    if (sQueue == nil || sQueue.device != metalTexture.device) sQueue = [metalTexture.device newCommandQueue];
    sTexture = metalTexture;
    return AirKitSetSurfaceFrameCallback(surface, copyCameraTexture, surface);
}

}  // extern "C"
