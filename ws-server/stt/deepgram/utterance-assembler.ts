// Builds whole utterances from Deepgram's results. Deepgram finalises audio in pieces
// (is_final) and marks the end of speech with speech_final after its endpointing silence;
// in noise speech_final may never come, so UtteranceEnd (a word gap of utterance_end_ms)
// ends the utterance instead. Interim text is the finalised pieces plus the live guess.
// Under language=multi each finalised piece says which languages its words were in; the
// utterance's language is the one most of its words were heard in. With diarization each word
// names its voice, and the utterance's voice is the one that spoke most of it (speaker-tally.ts).
import type { TranscriptEvent } from '../transcriber';
import type { ResultsMessage } from './deepgram-messages';
import { LanguageTally } from './language-tally';
import { SpeakerTally } from './speaker-tally';

export class UtteranceAssembler {
  private id: string | undefined;
  private finals: string[] = [];
  private guess = '';
  private shown = ''; // the last text sent for this utterance
  private readonly languages = new LanguageTally();
  private readonly voices = new SpeakerTally();

  constructor(
    private readonly emit: (event: TranscriptEvent) => void,
    private readonly nextId: () => string,
  ) {}

  /** `stream`, when diarizing: the Deepgram stream the words' speaker numbers belong to. */
  onResults(message: ResultsMessage, stream?: string): void {
    const best = message.channel.alternatives[0];
    const text = (best?.transcript ?? '').trim();
    if (message.is_final) {
      if (text) this.finals.push(text);
      if (text && best) this.languages.add(best);
      if (text && best && stream !== undefined) this.voices.add(best.words, stream);
      this.guess = '';
    } else {
      this.guess = text;
    }
    if (message.is_final && message.speech_final) {
      this.end();
      return;
    }
    this.showInterim();
  }

  onUtteranceEnd(): void {
    // speech_final already ended it, or nothing was said since.
    if (this.id !== undefined || this.finals.length > 0 || this.guess) this.end();
  }

  /** A new connection will re-transcribe everything after the last final piece. */
  dropGuess(): void {
    this.guess = '';
  }

  /** End of stream: whatever was finalised becomes the utterance. */
  flush(): void {
    this.guess = '';
    if (this.id !== undefined || this.finals.length > 0) this.end();
  }

  private text(): string {
    return [...this.finals, this.guess].filter(Boolean).join(' ');
  }

  private showInterim(): void {
    const text = this.text();
    if (!text || text === this.shown) return;
    this.id ??= this.nextId();
    this.shown = text;
    this.emit({ utteranceId: this.id, text, speechFinal: false });
  }

  private end(): void {
    const text = this.text();
    // An utterance already shown as interim always gets its final, even if it came out empty.
    if (text || this.id !== undefined) {
      const language = this.languages.top();
      const voice = text ? this.voices.top() : undefined;
      this.emit({ utteranceId: this.id ?? this.nextId(), text, speechFinal: true, ...(language ? { language } : {}), ...(voice ? { voice } : {}) });
    }
    this.languages.clear();
    this.voices.clear();
    this.id = undefined;
    this.finals = [];
    this.guess = '';
    this.shown = '';
  }
}
