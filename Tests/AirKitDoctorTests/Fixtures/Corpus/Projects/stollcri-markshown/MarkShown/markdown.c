#include "markdown.h"

int mkd_compile(void *document, int flags) { return 0; }
