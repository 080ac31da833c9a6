// The panel of one session: each voice the recogniser tells apart on the interviewer's channel
// gets the next number the first time it speaks ("Interviewer 1", "Interviewer 2" …), and keeps
// it for the rest of the session. A voice is a key of the recogniser's own stream (Deepgram
// numbers voices per connection), so a voice heard on a new stream (a reconnect, the cloud back
// after the offline recogniser stood in, the session carried on by another socket) is a new
// number: nothing in Deepgram's numbers says which earlier voice it is, and a name the
// candidate gave one person must never pass to another. The candidate can rename the new number.
import { defaultInterviewerLabel, LIMITS, type Interviewer } from '../../lib/protocol';

/** A numbered voice as the session keeps it: what a resumed session reads back. */
export interface PanelVoice {
  id: number;
  /** The candidate's name for it this session; absent while it is called by its number. */
  name?: string;
}

export class PanelVoices {
  private readonly byKey = new Map<string, number>();
  private readonly names = new Map<number, string>();
  private given: number;

  /** `earlier`: the voices a resumed session had numbered, whose numbers are not given again. */
  constructor(earlier: readonly PanelVoice[] = []) {
    this.given = Math.min(LIMITS.maxInterviewers, Math.max(0, ...earlier.map((v) => v.id)));
    for (const v of earlier) if (v.name) this.names.set(v.id, v.name);
  }

  /**
   * The interviewer who spoke with this voice, numbered now if it is new (`isNew`); undefined
   * when the panel already holds every number it may (a voice past them is "Interviewer").
   */
  place(voice: string): { interviewer: Interviewer; isNew: boolean } | undefined {
    const known = this.byKey.get(voice);
    if (known !== undefined) return { interviewer: this.interviewer(known), isNew: false };
    if (this.given >= LIMITS.maxInterviewers) return undefined;
    const id = ++this.given;
    this.byKey.set(voice, id);
    return { interviewer: this.interviewer(id), isNew: true };
  }

  /** Whether the session has given this number. */
  has(id: number): boolean {
    return Number.isInteger(id) && id >= 1 && id <= this.given;
  }

  rename(id: number, name: string): Interviewer {
    this.names.set(id, name);
    return this.interviewer(id);
  }

  interviewer(id: number): Interviewer {
    return { id, label: this.names.get(id) ?? defaultInterviewerLabel(id) };
  }

  /** Every number given, with its name: what a reconnect carries on. */
  all(): PanelVoice[] {
    return Array.from({ length: this.given }, (_, i) => {
      const name = this.names.get(i + 1);
      return { id: i + 1, ...(name ? { name } : {}) };
    });
  }
}
