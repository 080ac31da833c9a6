// npm run bench:language-mismatch: how sure the offline recogniser (Moonshine tiny, English only)
// is of what it writes, in English and in other languages, and what the session's "this doesn't
// sound like English" watch makes of it: false alarms on English sessions, and on sessions in
// other languages whether it speaks up and after how many finals. Real recordings are read in
// place from ../shared when they are there; synthetic speech (flite, espeak-ng) always runs.
import { performance } from 'node:perf_hooks';
import { LANGUAGE_MISMATCH_DEFAULTS } from '../../ws-server/session/parts/language-mismatch';
import { realEnglishGroups, realOtherGroups, syntheticGroups, type Group } from './corpora';
import { noticeAt, sessions, spread, stretchRate } from './measure';
import { createFinalsReader, type Final } from './read-finals';

/** An English session in this benchmark: ten finals, about what an interviewer says in a short screen. */
const SESSION_FINALS = 10;
const SWEEP_THRESHOLDS = [0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
const SWEEP_WINDOWS = [3, 4, 5];

async function main() {
  const started = performance.now();
  const root = process.cwd();
  const reader = createFinalsReader({});
  const groups: Group[] = [...realEnglishGroups(root), ...realOtherGroups(root), ...syntheticGroups()];
  const read: { group: Group; finals: Final[]; unread: number }[] = [];
  for (const group of groups) {
    const finals: Final[] = [];
    let unread = 0;
    for (const recording of group.recordings) {
      const got = await reader.read(recording.pcm);
      if (got.length === 0) unread++;
      finals.push(...got);
    }
    read.push({ group, finals, unread });
  }
  const options = LANGUAGE_MISMATCH_DEFAULTS;
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const f2 = (x: number) => x.toFixed(2);

  console.log(`# Language mismatch: ${reader.describe}`);
  console.log(`watch: median of the last ${options.window} finals of ${options.minWords}+ words below ${options.threshold}\n`);
  console.log('## Confidence per final (finals of enough words)\n');
  console.log('Unread: recordings the recogniser read as no words at all (the session never sees them).\n');
  console.log('| group | recordings | unread | finals | counted | p10 | median | p90 | below threshold |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { group, finals, unread } of read) {
    const s = spread(finals, options.minWords, options.threshold);
    console.log(`| ${group.name} | ${group.recordings.length} | ${unread} | ${finals.length} | ${s?.count ?? 0} | ${s ? `${f2(s.p10)} | ${f2(s.median)} | ${f2(s.p90)} | ${pct(s.below)}` : '- | - | - | -'} |`);
  }

  console.log('\n## Sweep: every stretch of `window` consecutive counted finals given to a fresh watch\n');
  console.log(`| threshold | ${SWEEP_WINDOWS.map((w) => `window ${w}: English noticed (false alarms) | window ${w}: other languages noticed`).join(' | ')} |`);
  console.log(`|---|${SWEEP_WINDOWS.map(() => '---|---').join('|')}|`);
  for (const threshold of SWEEP_THRESHOLDS) {
    const rate = (english: boolean, window: number) => {
      const all = read.filter((r) => r.group.english === english).map((r) => stretchRate(r.finals, { ...options, window, threshold }));
      const fired = all.reduce((n, r) => n + r.fired, 0);
      const stretches = all.reduce((n, r) => n + r.stretches, 0);
      return `${fired}/${stretches} (${pct(stretches ? fired / stretches : 0)})`;
    };
    const chosen = threshold === options.threshold ? ' (chosen)' : '';
    console.log(`| ${threshold}${chosen} | ${SWEEP_WINDOWS.map((w) => `${rate(true, w)} | ${rate(false, w)}`).join(' | ')} |`);
  }

  console.log(`\n## Sessions with the chosen settings\n`);
  console.log(`English (sessions of ${SESSION_FINALS} finals in recording order):`);
  for (const { group, finals } of read.filter((r) => r.group.english)) {
    const runs = sessions(finals, SESSION_FINALS);
    const alarms = runs.filter((s) => noticeAt(s, options) !== undefined).length;
    console.log(`- ${group.name}: ${alarms} of ${runs.length} sessions got the notice`);
  }
  console.log('\nOther languages (each group one session, recordings in order):');
  for (const { group, finals } of read.filter((r) => !r.group.english)) {
    const at = noticeAt(finals, options);
    const counted = spread(finals, options.minWords, options.threshold)?.count ?? 0;
    const verdict = at ? `notice on final ${at}` : counted < options.window ? `no notice: only ${counted} counted finals (${options.window} needed)` : 'no notice';
    console.log(`- ${group.name}: ${finals.length} finals, ${verdict}`);
  }
  const realOther = read.filter((r) => !r.group.english && r.group.name.startsWith('real')).flatMap((r) => r.finals);
  if (realOther.length) console.log(`- all real recordings in other languages as one session: ${realOther.length} finals, notice on final ${noticeAt(realOther, options) ?? 'none'}`);
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
