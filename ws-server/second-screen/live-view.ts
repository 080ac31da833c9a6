// A live session as its second screens see it, folded from the messages the laptop is sent:
// the interviewer's words not yet asked (what "Answer now" asks, as Space asks the laptop's
// current posts) and the newest answers, whole. Each message that changes what a phone shows
// becomes one live item. Answer ids are scoped by the socket (`stream`): a session carried on by
// another socket numbers its answers from a1 again.
import type { AnswerMessage, ServerMessage, TranscriptMessage } from '../../lib/protocol';
import { LIMITS } from '../../lib/protocol';
import type { AnswerItem, AnswerView, LiveItem } from '../../lib/protocol/second-screen';

/** Answers kept for a snapshot; a phone that connects mid-session scrolls back through these. */
const KEPT_ANSWERS = 20;

export class LiveView {
  /** The interviewer's utterances since the last question, by id, in the order heard. */
  private readonly unasked = new Map<string, string>();
  private readonly kept: AnswerView[] = [];
  private lastHeard = '';

  constructor(private readonly stream: string) {}

  /** The item a message the laptop is sent makes for the phones, if any. */
  saw(message: ServerMessage): LiveItem | undefined {
    if (message.type === 'transcript') return this.transcript(message);
    if (message.type === 'answer') return this.answer(message);
    return undefined;
  }

  /** A question was asked by hand (Space on the laptop, or Answer now): what was heard is asked. */
  asked(): LiveItem | undefined {
    this.unasked.clear();
    return this.heardChanged();
  }

  /** What "Answer now" would ask: every unasked utterance, newest words kept within the question limit. */
  heard(): string {
    const text = [...this.unasked.values()].map((t) => t.trim()).filter(Boolean).join(' ');
    return text.length > LIMITS.maxQuestionChars ? text.slice(-LIMITS.maxQuestionChars).trimStart() : text;
  }

  /** The newest answers, oldest first. */
  answers(): AnswerView[] {
    return this.kept.map((a) => ({ ...a }));
  }

  private transcript(m: TranscriptMessage): LiveItem | undefined {
    if (m.speaker === 'candidate') return undefined;
    if (m.speech_final && m.transcription.trim() === '') this.unasked.delete(m.id);
    else this.unasked.set(m.id, m.transcription);
    return this.heardChanged();
  }

  private answer(m: AnswerMessage): AnswerItem {
    const id = `${this.stream}:${m.id}`;
    const item: AnswerItem = {
      kind: 'answer',
      id,
      question_id: m.question_id,
      trigger: m.trigger,
      text: m.transcription,
      done: m.speech_final,
      source: m.source,
      ...(m.question !== undefined ? { question: m.question } : {}),
      ...(m.question_source === 'screen' ? { screen: true } : {}),
      ...(m.status ? { status: m.status } : {}),
      ...(m.sources ? { sources: m.sources } : {}),
      ...(m.citations ? { citations: m.citations } : {}),
      ...(m.unsupported ? { unsupported: m.unsupported } : {}),
      ...(m.story ? { story: m.story } : {}),
      ...(m.fallback ? { fallback: true } : {}),
      ...(m.replaces ? { replaces: true } : {}),
    };
    // An automatic question's answer starting means its utterance was asked (the laptop marks that post too).
    if (m.question !== undefined && m.trigger === 'auto') this.unasked.delete(m.question_id.split('.')[0]);
    this.keep(item);
    return item;
  }

  private keep(item: AnswerItem): void {
    const { kind: _kind, replaces, ...view } = item;
    const index = this.kept.findIndex((a) => a.id === item.id);
    if (index === -1) {
      this.kept.push(view);
      if (this.kept.length > KEPT_ANSWERS) this.kept.shift();
      return;
    }
    const before = this.kept[index];
    this.kept[index] = { ...before, ...view, text: replaces ? view.text : before.text + view.text, question: before.question ?? view.question };
  }

  private heardChanged(): LiveItem | undefined {
    const text = this.heard();
    if (text === this.lastHeard) return undefined;
    this.lastHeard = text;
    return { kind: 'heard', text };
  }
}
