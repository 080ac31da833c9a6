// The data of server-sent events as text arrives in pieces, read by eventsource-parser (the
// parser the AI SDK itself streams with): lines end with \n, \r\n or \r, `data:` lines are
// joined with \n, a blank line ends an event, comments and other fields are skipped. One
// parser serves every stream a provider answers in: chat completions and streamed
// transcriptions alike.
import { createParser, type EventSourceParser } from 'eventsource-parser';

export class ServerSentEvents {
  private readonly parser: EventSourceParser;
  private completed: string[] = [];

  constructor() {
    this.parser = createParser({ onEvent: (event) => void this.completed.push(event.data) });
  }

  /**
   * The data of every event this piece of text completes, in order. A \r at the very end of a
   * piece may be the first half of a \r\n, so the event it would end waits for the next piece.
   */
  push(text: string): string[] {
    this.parser.feed(text);
    const events = this.completed;
    this.completed = [];
    return events;
  }

  /** The stream has ended: true when it stopped mid-event (an event begun, never closed by a blank line). */
  end(): boolean {
    // Closing what is left with a blank line completes an event only if one was begun.
    return this.push('\n\n').length > 0;
  }
}
