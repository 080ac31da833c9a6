// What the fake interviewer says on each bench session: one question every 20 to 40 s, spoken
// at about 150 words a minute. Each question names a "project" by a number unique across the
// bench (its tag), so the fake recogniser, the fake model and the clients can tell which
// question each timing belongs to. Consecutive questions of a session come from different
// templates, so the server's "asked again within the cooldown" rule never swallows one.

export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

export interface SpokenQuestion {
  tag: number;
  words: TimedWord[];
}

const TEMPLATES = [
  'Can you walk me through project # and what you learned from it?',
  'Tell me about a time you disagreed with a teammate during project #.',
  'How would you design a rate limiter for project #?',
  'What was the hardest bug you fixed in project #?',
  'Why do you want to join our team after project #?',
];

const WORD_MS = 300;
const GAP_MS = 100;

/** The tag of a question, from any text that quotes it (the question, a prompt that ends with it). */
export function questionTag(text: string): number | undefined {
  const all = [...text.matchAll(/project (\d+)/g)];
  const last = all.at(-1);
  return last ? Number(last[1]) : undefined;
}

export interface QuestionPlan {
  /** Stream time of the first question's first word. */
  firstAtMs: number;
  /** Between the starts of two questions: uniform in [minGapMs, maxGapMs]. */
  minGapMs: number;
  maxGapMs: number;
}

/** A session's questions, one after another, on its stream clock. */
export function* questionsOfSession(plan: QuestionPlan, nextTag: () => number, random: () => number = Math.random): Generator<SpokenQuestion> {
  let template = Math.floor(random() * TEMPLATES.length);
  let at = plan.firstAtMs;
  for (;;) {
    const tag = nextTag();
    const words = TEMPLATES[template].replace('#', String(tag)).split(' ');
    yield { tag, words: words.map((word, i) => ({ word, startMs: at + i * (WORD_MS + GAP_MS), endMs: at + i * (WORD_MS + GAP_MS) + WORD_MS })) };
    template = (template + 1) % TEMPLATES.length;
    at += plan.minGapMs + random() * (plan.maxGapMs - plan.minGapMs);
  }
}
