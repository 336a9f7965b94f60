#include <UnityFramework/UnityFramework.h>

int main(int argc, char* argv[])
{
    @autoreleasepool
    {
        id ufw = [UnityFramework getInstance];
        [ufw runUIApplicationMainWithArgc: argc argv: argv];
        return 0;
    }
}
