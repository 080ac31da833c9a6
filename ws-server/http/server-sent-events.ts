// The data of server-sent events as text arrives in pieces, read by eventsource-parser (the
// parser the AI SDK itself streams with): lines end with \n, \r\n or \r, `data:` lines are
// joined with \n, a blank line ends an event, comments and other fields are skipped. One
// parser serves every stream a provider answers in: chat completions and streamed
// transcriptions alike.
// A broken or hostile endpoint can send a line that never ends, or data lines that never meet
// their blank line: with `maxEventChars` the parser holds at most that much of one event and
// refuses the stream (EventTooLargeError) once it would hold more, and every piece after.
import { createParser, type EventSourceParser } from 'eventsource-parser';

export class EventTooLargeError extends Error {
  constructor(readonly maxEventChars: number) {
    super(`a server-sent event (or a line without end) grew over ${maxEventChars} characters`);
    this.name = 'EventTooLargeError';
  }
}

export interface ServerSentEventsOptions {
  /** Characters one event (or one line still without its end) may hold; unbounded when absent. */
  maxEventChars?: number;
}

export class ServerSentEvents {
  private readonly parser: EventSourceParser;
  private completed: string[] = [];
  private refused = false;

  constructor(private readonly options: ServerSentEventsOptions = {}) {
    this.parser = createParser({
      onEvent: (event) => void this.completed.push(event.data),
      onError: (error) => {
        if (error.type === 'max-buffer-size-exceeded') this.refused = true;
      },
      maxBufferSize: options.maxEventChars,
    });
  }

  /**
   * The data of every event this piece of text completes, in order. A \r at the very end of a
   * piece may be the first half of a \r\n, so the event it would end waits for the next piece.
   */
  push(text: string): string[] {
    if (!this.refused) this.parser.feed(text);
    if (this.refused) {
      this.completed = [];
      throw new EventTooLargeError(this.options.maxEventChars ?? 0);
    }
    const events = this.completed;
    this.completed = [];
    return events;
  }

  /** The stream has ended: true when it stopped mid-event (an event begun, never closed by a blank line, or one refused). */
  end(): boolean {
    if (this.refused) return true;
    // Closing what is left with a blank line completes an event only if one was begun.
    return this.push('\n\n').length > 0;
  }
}
