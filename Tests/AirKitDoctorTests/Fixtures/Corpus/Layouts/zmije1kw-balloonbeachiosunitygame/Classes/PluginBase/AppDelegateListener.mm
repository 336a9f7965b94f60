#import <UIKit/UIKit.h>

void UnityRegisterAppDelegateListener(id listener) {}
