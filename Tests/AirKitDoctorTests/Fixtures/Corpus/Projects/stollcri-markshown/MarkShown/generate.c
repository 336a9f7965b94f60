int mkd_generatehtml(void *document, void *output) { return 0; }
