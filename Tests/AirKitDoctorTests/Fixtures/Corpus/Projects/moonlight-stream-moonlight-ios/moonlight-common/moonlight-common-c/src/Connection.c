int LiStartConnection(void) { return 0; }
