// The servers run as `node --import tsx <file>`: one process, so a deploy's SIGTERM reaches the
// server's own handler and it drains. tsx's command line instead runs the file in a child and,
// on a signal, SIGKILLs that child unless it acknowledges the relayed signal within about 60 ms,
// which a busy server's event loop misses: its sessions would be cut off, not drained.
export const TSX_IMPORT: readonly string[] = ['--import', 'tsx'];
