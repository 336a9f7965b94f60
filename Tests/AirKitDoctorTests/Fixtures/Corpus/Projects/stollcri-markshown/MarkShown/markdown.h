int mkd_compile(void *document, int flags);
