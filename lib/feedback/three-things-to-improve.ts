import { DELIVERY_TARGETS as T } from './rubric-weights';
import { summariseSession, type ScoredTurn } from './session-summary';

/**
 * Three concrete things to improve, built from the session's figures with templates (no
 * model): each candidate finding names the questions it comes from ("Q2 and Q3") and how far
 * off it was, and the three largest gaps win. When fewer than three problems show, the rest
 * are drills aimed at the weakest answers, so the list always has three items.
 */
type Finding = { gap: number; text: string };

const STAR_ADVICE: Record<string, string> = {
  Result: 'end with what changed because of what you did, ideally with a number',
  Action: 'say what you yourself did, step by step',
  Task: 'say what you were responsible for',
  Situation: 'open with one or two sentences of context',
  'opening statement': 'answer in your first sentence, then explain',
  'reasoning or steps': 'walk through your reasoning step by step ("first… then…")',
  'example or trade-off': 'give an example or name a trade-off',
  conclusion: 'close with a one-line conclusion',
};

export function threeThingsToImprove(turns: readonly ScoredTurn[]): string[] {
  const label = (i: number) => `Q${i + 1}`;
  const answered = turns.map((t, i) => ({ t, i })).filter(({ t }) => (t.feedback?.figures.words ?? 0) > 0 || t.candidateAnswer.trim() !== '');
  if (answered.length === 0) {
    return [
      'Capture your own words: listen to Tab + microphone so the debrief can score your answers.',
      'Rehearse out loud in Practice: each answer gets a score out of 10 with its reasons.',
      'Prepare three stories in the STAR shape (Situation, Task, Action, Result), each with a number in the Result.',
    ];
  }
  const findings: Finding[] = [];
  const scored = answered.filter(({ t }) => t.feedback);

  // Answers lacking the same elements are named together: "Q2 and Q3 had no Result".
  for (const star of [true, false]) {
    const groups = new Map<string, number[]>();
    for (const { t, i } of scored) {
      const missing = t.feedback!.missingStructure.filter((m) => STAR_ORDER.includes(m) === star);
      if (missing.length) groups.set(listOf(missing, 'or'), [...(groups.get(listOf(missing, 'or')) ?? []), i]);
    }
    if (groups.size === 0) continue;
    const clauses = [...groups].map(([missing, indexes]) => `your ${answersTo(indexes.map(label))} had no ${missing}`);
    const all = scored.flatMap(({ t }) => t.feedback!.missingStructure);
    const worst = (star ? ['Result', 'Action', 'Task', 'Situation'] : ['opening statement', 'conclusion', 'reasoning or steps', 'example or trade-off']).find((m) => all.includes(m))!;
    const affected = [...groups.values()].flat().length;
    const lead = star ? 'Use the STAR structure' : 'Give technical answers a shape';
    findings.push({ gap: 3 + affected / scored.length, text: `${lead}: ${clauses.join('; ')}. Next time, ${STAR_ADVICE[worst]}.` });
  }

  const vague = scored.filter(({ t }) => t.feedback!.parts.specificity < 5).map(({ i }) => i);
  if (vague.length) findings.push({ gap: 2.5 + vague.length / scored.length, text: `Be specific: your ${answersTo(vague.map(label))} had few numbers or named tools; say how much, how many and with what.` });

  const offTopic = scored.filter(({ t }) => t.feedback!.parts.relevance < 5).map(({ i }) => i);
  if (offTopic.length) findings.push({ gap: 2.5 + offTopic.length / scored.length, text: `Answer the question asked: your ${answersTo(offTopic.map(label))} drifted from it; repeat its key words and tie them to the job.` });

  const summary = summariseSession(turns);
  if (summary.talkSeconds > 0) {
    if (summary.wordsPerMinute > 0 && summary.wordsPerMinute < T.bestWordsPerMinute.min) findings.push({ gap: (T.bestWordsPerMinute.min - summary.wordsPerMinute) / 15, text: `Pick up the pace: you averaged ${summary.wordsPerMinute} words per minute; aim for ${T.bestWordsPerMinute.min}–${T.bestWordsPerMinute.max}.` });
    if (summary.wordsPerMinute > T.bestWordsPerMinute.max) findings.push({ gap: (summary.wordsPerMinute - T.bestWordsPerMinute.max) / 15, text: `Slow down: you averaged ${summary.wordsPerMinute} words per minute; aim for ${T.bestWordsPerMinute.min}–${T.bestWordsPerMinute.max} and pause between points.` });
    if (summary.fillersPerMinute > T.fillersPerMinuteFree) findings.push({ gap: (summary.fillersPerMinute - T.fillersPerMinuteFree) / 2, text: `Cut filler words: ${summary.fillerWords} in all (${summary.fillersPerMinute} a minute); pause silently instead of saying "um", "like" or "you know".` });
  } else if (summary.fillerWords > 0) {
    findings.push({ gap: summary.fillerWords / 4, text: `Cut filler words: ${summary.fillerWords} in all; pause silently instead of saying "um", "like" or "you know".` });
  }

  const short = answered.filter(({ t }) => {
    const words = t.feedback?.figures.words ?? 0;
    const seconds = t.candidateSeconds ?? t.feedback?.figures.seconds ?? 0;
    return words < T.minWords || (seconds > 0 && seconds < T.minSeconds);
  }).map(({ i }) => i);
  if (short.length) findings.push({ gap: 2 + short.length / answered.length, text: `Say more: your ${answersTo(short.map(label))} ${short.length > 1 ? 'were' : 'was'} under ${T.minWords} words or ${T.minSeconds} seconds; aim for one to two minutes.` });
  const long = answered.filter(({ t }) => (t.candidateSeconds ?? t.feedback?.figures.seconds ?? 0) > T.maxSeconds).map(({ i }) => i);
  if (long.length) findings.push({ gap: 2, text: `Tighten: your ${answersTo(long.map(label))} ran over three minutes; lead with the point and cut the background.` });

  const things = findings.sort((a, b) => b.gap - a.gap).map((f) => f.text);
  const weakest = [...scored].sort((a, b) => a.t.feedback!.score - b.t.feedback!.score)[0];
  const drills = [
    weakest ? `Practise ${label(weakest.i)} again ("${shorten(weakest.t.question)}"): it scored ${weakest.t.feedback!.score}/10, your lowest.` : '',
    'Prepare two numbers for each of your best stories (time saved, money, users, percentages) so they come to mind under pressure.',
    'Record one answer a day and listen back for pace and filler words.',
  ].filter(Boolean);
  for (const drill of drills) if (things.length < 3) things.push(drill);
  return things.slice(0, 3);
}

const STAR_ORDER = ['Situation', 'Task', 'Action', 'Result'];

function listOf(items: string[], conjunction: 'and' | 'or'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function answersTo(labels: string[]): string {
  return `${labels.length > 1 ? 'answers' : 'answer'} to ${listOf(labels, 'and')}`;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
