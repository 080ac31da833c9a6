// The server's Moonshine decode slots: at most `max` decodes run at once, finals wait for a free
// slot in the order they came, and extra passes (interim, ahead of time) are refused when none
// is free. A final whose session is ending (its socket closed: a dropped link, a drain) is
// hurried: it waits ahead of every final not hurried, because its session closes in a few
// seconds and anything not read by then is lost, while the others' sessions go on. Hurried
// finals keep their own order among themselves.

export interface DecodeTicket {
  /** Resolves with the slot, or undefined at once when it is an extra pass and no slot is free. */
  readonly slot: Promise<boolean>;
  /** Move this final ahead of every waiting final not hurried (no effect once it runs). */
  hurry(): void;
}

interface Waiting {
  start(): void;
  hurried: boolean;
}

export class DecodeSlots {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly max: number) {}

  /** Ask for a slot; `extra` passes are refused rather than queued. `hurried`: ask as a hurried final. */
  take({ extra, hurried = false }: { extra: boolean; hurried?: boolean }): DecodeTicket {
    if (this.running < this.max) {
      this.running++;
      return { slot: Promise.resolve(true), hurry: () => undefined };
    }
    if (extra) return { slot: Promise.resolve(false), hurry: () => undefined };
    let entry: Waiting | undefined;
    const slot = new Promise<boolean>((resolve) => {
      entry = { start: () => resolve(true), hurried: false };
    });
    const waiting = entry!;
    this.waiting.push(waiting);
    const hurry = () => {
      const at = this.waiting.indexOf(waiting);
      if (at === -1 || waiting.hurried) return;
      this.waiting.splice(at, 1);
      waiting.hurried = true;
      const firstNotHurried = this.waiting.findIndex((w) => !w.hurried);
      this.waiting.splice(firstNotHurried === -1 ? this.waiting.length : firstNotHurried, 0, waiting);
    };
    if (hurried) hurry();
    return { slot, hurry };
  }

  /** A decode is over: its slot goes to the next waiting final, or is freed. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }

  /** Finals waiting for a slot (for tests and the metrics). */
  get queued(): number {
    return this.waiting.length;
  }
}
