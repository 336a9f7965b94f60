// An app with no Objective-C at all: no selector, no UIKit import, no class.
int main(void) {
    return 0;
}
