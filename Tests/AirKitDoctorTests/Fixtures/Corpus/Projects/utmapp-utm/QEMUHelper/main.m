#import <Foundation/Foundation.h>

int main(void) { return 0; }
