// The AirKit TurboModule. Every method runs on the main queue (methodQueue below), where AirKitC.h's
// commands take effect before they return and its queries answer.
#import "RCTAirKit.h"

#import <React/RCTBridgeModule.h>
#import <React/RCTUtils.h>  // RCTKeyWindow()
#if __has_include(<React-RCTAppDelegate/RCTRootViewFactory.h>)
#import <React-RCTAppDelegate/RCTRootViewFactory.h>
#else
#import <React_RCTAppDelegate/RCTRootViewFactory.h>  // the same header when pods are built as frameworks
#endif
#import <AirKitC/AirKitC.h>

// The factory the app's own surface came from; set on the main thread, read there.
static RCTRootViewFactory *sRootViewFactory;

@implementation RCTAirKit {
    // The controller made a source in -start, kept to end the source in -invalidate.
    __weak UIViewController *_source;
    // Returned by AirKitAddAvailabilityObserver; removed once, in -invalidate, then NULL.
    AirKitObserverRef _availability;
}

RCT_EXPORT_MODULE(AirKit)

+ (void)setRootViewFactory:(RCTRootViewFactory *)factory {
    sRootViewFactory = factory;
}

+ (BOOL)requiresMainQueueSetup {
    return YES;
}

- (dispatch_queue_t)methodQueue {
    return dispatch_get_main_queue();
}

- (NSArray<NSString *> *)supportedEvents {
    return @[ @"availabilityChange" ];
}

// Called by AirKit on the main thread. The context is the module, which removes the observer in
// -invalidate before it goes, so it is alive whenever this runs.
static void availabilityChanged(bool isAvailable, void *context) {
    RCTAirKit *module = (__bridge RCTAirKit *)context;
    [module sendEventWithName:@"availabilityChange" body:@{@"isAvailable" : @(isAvailable)}];
}

- (void)start {
    if (_availability != NULL) return;
    // The window's root view controller stays for the app's life; a presented controller (a modal)
    // would take the source with it when dismissed.
    UIViewController *root = RCTKeyWindow().rootViewController;
    if (root == nil) return;
    if (AirKitAddSource(root) != AirKitResultOK) return;
    _source = root;
    _availability = AirKitAddAvailabilityObserver(availabilityChanged, (__bridge void *)self);
}

- (void)show:(NSString *)moduleName
    initialProperties:(NSDictionary *)initialProperties
              resolve:(RCTPromiseResolveBlock)resolve
               reject:(RCTPromiseRejectBlock)reject {
    if (sRootViewFactory == nil) {
        reject(@"no_factory", @"Call [RCTAirKit setRootViewFactory:] where the app starts React Native", nil);
        return;
    }
    // A second surface of the same React instance, running the component registered as moduleName.
    UIView *surface = [sRootViewFactory viewWithModuleName:moduleName initialProperties:initialProperties];
    UIViewController *tv = [UIViewController new];
    tv.view = surface;
    // AirKit retains tv until the request ends (stop, or another show); the module keeps nothing.
    resolve(@(AirKitPlayViewController(tv)));
}

- (void)stop:(RCTPromiseResolveBlock)resolve reject:(RCTPromiseRejectBlock)reject {
    resolve(@(AirKitStop()));
}

- (void)getStatus:(RCTPromiseResolveBlock)resolve reject:(RCTPromiseRejectBlock)reject {
    AirKitStatus status;
    AirKitResult result = AirKitGetStatus(&status);
    if (result != AirKitResultOK) {
        reject(@"airkit", [NSString stringWithFormat:@"AirKitGetStatus returned %d", (int)result], nil);
        return;
    }
    resolve(@{
        @"isAvailable" : @(status.isAvailable),
        @"isPlaybackRequested" : @(status.isPlaybackRequested),
        @"isShowingContent" : @(status.isShowingContent),
        @"lastPlaybackEnd" : @(status.lastPlaybackEnd),
    });
}

// React Native tears the module down (a reload, the instance going): stop observing, exactly once, and
// end the source. Removal works from any thread, and once it returns the callback never runs again.
- (void)invalidate {
    AirKitRemoveAvailabilityObserver(_availability);
    _availability = NULL;
    UIViewController *source = _source;
    if (source != nil) AirKitRemoveSource(source);
    _source = nil;
    [super invalidate];
}

- (std::shared_ptr<facebook::react::TurboModule>)getTurboModule:
    (const facebook::react::ObjCTurboModule::InitParams &)params {
    return std::make_shared<facebook::react::NativeAirKitSpecJSI>(params);
}

@end
