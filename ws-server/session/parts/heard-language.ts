// The language the session is being held in, as far as the server knows: the one chosen, or
// under Auto-detect the one the recogniser last reported on a final transcript. Transcription
// writes it; question detection, answers and practice read it, so a session that switches
// language mid-way (a cloud recogniser in code-switching mode) follows the switch.
import { AUTO_LANGUAGE, primaryLanguage } from '../../../lib/language/languages';

export class HeardLanguage {
  private heard?: string;
  private readonly listeners: ((tag: string) => void)[] = [];

  /** `chosen`: the session's interview language, "auto" or a BCP-47 tag. */
  constructor(private readonly chosen: string) {}

  /** The chosen tag, else the last one heard, else undefined (auto, nothing heard yet). */
  current(): string | undefined {
    return this.chosen !== AUTO_LANGUAGE ? this.chosen : this.heard;
  }

  /** The primary subtag of current() ("pt-BR" → "pt"), or undefined. */
  code(): string | undefined {
    const tag = this.current();
    return tag ? primaryLanguage(tag) : undefined;
  }

  /** True when the candidate chose Auto-detect. */
  get isAuto(): boolean {
    return this.chosen === AUTO_LANGUAGE;
  }

  /** A recogniser reported the language of a final transcript. */
  observe(tag: string): void {
    if (!tag || tag === this.heard) return;
    this.heard = tag;
    for (const listener of this.listeners) listener(tag);
  }

  /** Called with each newly heard language (not the chosen one). */
  onChange(listener: (tag: string) => void): void {
    this.listeners.push(listener);
  }
}
