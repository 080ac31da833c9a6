// The data of server-sent events, as text arrives in pieces: lines end with \n, \r\n or \r,
// `data:` lines (one optional space after the colon) are joined with \n, and a blank line
// ends the event. Comments (lines starting with ":") and other fields are skipped.

export class ServerSentEvents {
  private rest = '';
  private data: string[] = [];
  private pendingCr = false;

  /** The data of every event this piece of text completes, in order. */
  push(text: string): string[] {
    const events: string[] = [];
    let chunk = this.rest + text;
    // A \r at the end of the last piece and a \n at the start of this one are one line end.
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.pendingCr = chunk.endsWith('\r');
    const lines = chunk.split(/\r\n|\r|\n/);
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0) events.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      }
    }
    return events;
  }

  /** Text after the last line end: an unfinished line, which a stream that ended cut off. */
  get unfinished(): boolean {
    return this.rest !== '' || this.data.length > 0;
  }
}
