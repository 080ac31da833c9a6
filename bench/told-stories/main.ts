// npm run bench:told-stories: how well the candidate's own words are matched to the story they
// tell, and what it costs. Prints (1) for the labelled tellings in ./tellings (each story of the
// evidence bench's bank told twice, as spoken and as a recogniser hears it, and answers that
// tell none), fed utterance by utterance through the same window the ws-server uses, at each
// coverage threshold and minimum of shared words: how often the right story is found, how often
// a wrong one is, and how often an answer that tells no story is given one; (2) the time one
// utterance costs against banks of 10 to 300 stories, as percentiles. Runs on demand, never in
// the test suite.
import { performance } from 'node:perf_hooks';
import { CandidateTelling } from '../../ws-server/rounds/candidate-telling';
import { TOLD_MIN_SHARED, TOLD_THRESHOLD, ToldStoryMatcher } from '../../ws-server/rounds/match-told-story';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { STORIES } from '../evidence/story-set';
import { TELLINGS } from './tellings';

function toldIn(matcher: ToldStoryMatcher, utterances: string[]): Set<string> {
  const telling = new CandidateTelling(matcher);
  const told = new Set<string>();
  for (const u of utterances) {
    const update = telling.hear(u);
    if (update.told) told.add(update.told);
  }
  return told;
}

function quality(threshold: number, minShared: number) {
  const matcher = new ToldStoryMatcher(STORIES, { threshold, minShared });
  let found = 0;
  let wrong = 0;
  let falseTold = 0;
  const positives = TELLINGS.filter((t) => t.expected !== null);
  const negatives = TELLINGS.filter((t) => t.expected === null);
  const misses: string[] = [];
  for (const t of TELLINGS) {
    const told = toldIn(matcher, t.utterances);
    if (t.expected === null) {
      if (told.size > 0) (falseTold++, misses.push(`${t.name} (given one)`));
      continue;
    }
    if (told.has(t.expected)) found++;
    else misses.push(t.name);
    if ([...told].some((s) => s !== t.expected)) (wrong++, misses.push(`${t.name} (wrong story)`));
  }
  return { found, wrong, falseTold, positives: positives.length, negatives: negatives.length, misses };
}

function table(): void {
  console.log('told stories, %d tellings of %d stories and %d answers that tell none', TELLINGS.filter((t) => t.expected).length, STORIES.length, TELLINGS.filter((t) => !t.expected).length);
  console.log('  threshold  min shared  right story found  wrong story  no-story answers given one');
  for (const minShared of [3, 4, 5, 6]) {
    for (const threshold of [0.1, 0.15, 0.2, 0.25, 0.3, 0.35]) {
      const q = quality(threshold, minShared);
      const mark = threshold === TOLD_THRESHOLD && minShared === TOLD_MIN_SHARED ? '  <- chosen' : '';
      console.log(
        '  %s  %s  %s  %s  %s%s',
        threshold.toFixed(2).padStart(9),
        String(minShared).padStart(10),
        `${q.found}/${q.positives}`.padStart(17),
        `${q.wrong}/${q.positives}`.padStart(11),
        `${q.falseTold}/${q.negatives}`.padStart(26),
        mark,
      );
    }
  }
  const chosen = quality(TOLD_THRESHOLD, TOLD_MIN_SHARED);
  console.log('  at the chosen setting, missed or wrong: %s', chosen.misses.join(', ') || '(none)');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A bank of n stories: the labelled ones, then variations of them with other titles and figures. */
function bank(n: number): StoryForAnswer[] {
  return Array.from({ length: n }, (_, i) => {
    const s = STORIES[i % STORIES.length];
    return i < STORIES.length ? s : { ...s, id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`, title: `${s.title} (${i})`, figures: `${i} weeks` };
  });
}

function cost(): void {
  console.log('\none utterance heard (window of the last 160 words), ms');
  const utterances = TELLINGS.flatMap((t) => t.utterances);
  for (const n of [10, 100, 300]) {
    const telling = new CandidateTelling(new ToldStoryMatcher(bank(n)));
    for (let i = 0; i < 20; i++) telling.hear(utterances[i % utterances.length]);
    const ms: number[] = [];
    for (let i = 0; i < 400; i++) {
      const t = performance.now();
      telling.hear(utterances[i % utterances.length]);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    console.log('  %s stories: p50 %s, p99 %s', String(n).padStart(3), percentile(ms, 50).toFixed(3), percentile(ms, 99).toFixed(3));
  }
}

/** The best coverage each telling reaches at any moment: how far the tellings and the rest sit apart. */
function spread(): void {
  const matcher = new ToldStoryMatcher(STORIES, { threshold: 2, minShared: 1 });
  const best = (t: (typeof TELLINGS)[number]) => {
    let top = { right: 0, other: 0 };
    const telling = new CandidateTelling(matcher);
    const words: string[] = [];
    for (const u of t.utterances) {
      telling.hear(u);
      words.push(u);
      for (const m of matcher.measure(words.join(' '))) {
        if (m.shared < TOLD_MIN_SHARED) continue;
        if (m.storyId === t.expected) top = { ...top, right: Math.max(top.right, m.coverage) };
        else top = { ...top, other: Math.max(top.other, m.coverage) };
      }
    }
    return top;
  };
  const rows = TELLINGS.map((t) => ({ t, ...best(t) }));
  const told = rows.filter((r) => r.t.expected !== null).map((r) => r.right).sort((a, b) => a - b);
  const others = rows.map((r) => r.other).sort((a, b) => a - b);
  console.log('\nbest coverage reached (stories sharing at least %d words)', TOLD_MIN_SHARED);
  console.log('  by the story told:        min %s, p10 %s, median %s', told[0].toFixed(3), percentile(told, 10).toFixed(3), percentile(told, 50).toFixed(3));
  console.log('  by any other story:       median %s, p90 %s, max %s', percentile(others, 50).toFixed(3), percentile(others, 90).toFixed(3), others[others.length - 1].toFixed(3));
}

table();
spread();
cost();
