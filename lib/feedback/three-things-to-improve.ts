import { feedbackLanguage } from './rubric';
import type { ReasonedElement, StarElement } from './rubric/feedback-language';
import { feedbackMessages } from './messages';
import { DELIVERY_TARGETS as T } from './rubric-weights';
import { summariseSession, type ScoredTurn } from './session-summary';

/**
 * Three concrete things to improve, built from the session's figures with templates (no
 * model): each candidate finding names the questions it comes from ("Q2 and Q3") and how far
 * off it was, and the three largest gaps win. When fewer than three problems show, the rest
 * are drills aimed at the weakest answers, so the list always has three items. The sentences
 * come from the language's pack (lib/language/packs/<code>/feedback-messages.ts): `language` is
 * the one the candidate spoke (its pace range and fillers), `feedbackLanguage` the one they read
 * (English where no table exists yet).
 */
type Finding = { gap: number; text: string };

export function threeThingsToImprove(turns: readonly ScoredTurn[], options: { language?: string; feedbackLanguage?: string } = {}): string[] {
  const say = feedbackMessages(options.feedbackLanguage ?? options.language);
  const table = feedbackLanguage(options.language);
  const label = (i: number) => say.questionLabel(i);
  const labels = (indexes: number[]) => say.list(indexes.map(label), 'and');
  const answered = turns.map((t, i) => ({ t, i })).filter(({ t }) => (t.feedback?.figures.words ?? 0) > 0 || t.candidateAnswer.trim() !== '');
  if (answered.length === 0) return [...say.nothingCaptured];
  const findings: Finding[] = [];
  const scored = answered.filter(({ t }) => t.feedback);

  // Answers lacking the same elements are named together: "Q2 and Q3 had no Result".
  for (const star of [true, false]) {
    // Keyed by the stored (English) names, shown in the reader's language.
    const groups = new Map<string, { missing: string[]; indexes: number[] }>();
    for (const { t, i } of scored) {
      const missing = t.feedback!.missingStructure.filter((m) => isElement(m) && STAR_ORDER.includes(m) === star);
      if (!missing.length) continue;
      const key = missing.join('|');
      const group = groups.get(key) ?? { missing, indexes: [] };
      group.indexes.push(i);
      groups.set(key, group);
    }
    if (groups.size === 0) continue;
    const clauses = [...groups.values()].map(({ missing, indexes }) => say.missingClause(labels(indexes), indexes.length > 1, say.list(missing.map((m) => say.element[m as StarElement | ReasonedElement]), 'or')));
    const all = scored.flatMap(({ t }) => t.feedback!.missingStructure);
    const worst = (star ? (['Result', 'Action', 'Task', 'Situation'] as const) : (['opening statement', 'conclusion', 'reasoning or steps', 'example or trade-off'] as const)).find((m) => all.includes(m))!;
    const affected = [...groups.values()].flatMap((g) => g.indexes).length;
    findings.push({ gap: 3 + affected / scored.length, text: say.structureFinding(star, clauses, say.starAdvice[worst]) });
  }

  const vague = scored.filter(({ t }) => t.feedback!.parts.specificity < 5).map(({ i }) => i);
  if (vague.length) findings.push({ gap: 2.5 + vague.length / scored.length, text: say.beSpecific(labels(vague), vague.length > 1) });

  const offTopic = scored.filter(({ t }) => t.feedback!.parts.relevance < 5).map(({ i }) => i);
  if (offTopic.length) findings.push({ gap: 2.5 + offTopic.length / scored.length, text: say.answerTheQuestion(labels(offTopic), offTopic.length > 1) });

  const summary = summariseSession(turns, options.language);
  const pace = table.pace;
  // A pace gap is measured in steps of 15 words a minute, scaled to the language's own range.
  const paceStep = pace ? (15 * pace.best.min) / 120 : 15;
  if (summary.talkSeconds > 0) {
    if (pace && summary.wordsPerMinute > 0 && summary.wordsPerMinute < pace.best.min) findings.push({ gap: (pace.best.min - summary.wordsPerMinute) / paceStep, text: say.pickUpPace(summary.wordsPerMinute, pace.best.min, pace.best.max, pace.unit) });
    if (pace && summary.wordsPerMinute > pace.best.max) findings.push({ gap: (summary.wordsPerMinute - pace.best.max) / paceStep, text: say.slowDown(summary.wordsPerMinute, pace.best.min, pace.best.max, pace.unit) });
    if (summary.fillersPerMinute > T.fillersPerMinuteFree) findings.push({ gap: (summary.fillersPerMinute - T.fillersPerMinuteFree) / 2, text: say.cutFillers(summary.fillerWords, summary.fillersPerMinute) });
  } else if (summary.fillerWords > 0) {
    findings.push({ gap: summary.fillerWords / 4, text: say.cutFillers(summary.fillerWords, null) });
  }

  const short = answered.filter(({ t }) => {
    const words = t.feedback?.figures.words ?? 0;
    const seconds = t.candidateSeconds ?? t.feedback?.figures.seconds ?? 0;
    return words < table.minUnits || (seconds > 0 && seconds < T.minSeconds);
  }).map(({ i }) => i);
  if (short.length) findings.push({ gap: 2 + short.length / answered.length, text: say.sayMore(labels(short), short.length > 1, table.minUnits, table.pace?.unit ?? 'words', T.minSeconds) });
  const long = answered.filter(({ t }) => (t.candidateSeconds ?? t.feedback?.figures.seconds ?? 0) > T.maxSeconds).map(({ i }) => i);
  if (long.length) findings.push({ gap: 2, text: say.tighten(labels(long), long.length > 1) });

  const things = findings.sort((a, b) => b.gap - a.gap).map((f) => f.text);
  const weakest = [...scored].sort((a, b) => a.t.feedback!.score - b.t.feedback!.score)[0];
  const drills = [
    weakest ? say.practiseAgain(label(weakest.i), shorten(weakest.t.question), weakest.t.feedback!.score) : '',
    say.prepareNumbers,
    say.recordDaily,
  ].filter(Boolean);
  for (const drill of drills) if (things.length < 3) things.push(drill);
  return things.slice(0, 3);
}

const STAR_ORDER: readonly string[] = ['Situation', 'Task', 'Action', 'Result'];
const ELEMENTS = new Set<string>([...STAR_ORDER, 'opening statement', 'reasoning or steps', 'example or trade-off', 'conclusion']);

/** Stored rows may carry names an older or newer rubric wrote: only known elements are named. */
function isElement(name: string): boolean {
  return ELEMENTS.has(name);
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
