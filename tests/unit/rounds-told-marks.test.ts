import { buildDebriefRounds } from '@/lib/rounds/debrief-rounds';
import { groupToldStories } from '@/lib/rounds/fetch-told-stories';
import { changedFigureLabel } from '@/lib/rounds/compare-figures';
import { roundsExportText } from '@/lib/rounds/rounds-export-text';
import { toldLabel, toldRoundsOf } from '@/lib/rounds/told-label';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const round = (session_id: string, round_number: number, held_at: string) => ({ session_id, round_number, held_at });
const R1 = round('s1', 1, '2026-11-28T15:00:00+00:00');
const R2 = round('s2', 2, '2026-12-05T15:00:00+00:00');
const R3 = round('s3', 3, '2026-12-09T15:00:00+00:00');

describe('where a story was told', () => {
  it('reads "Told on <Mon D>, round <n>" in the reader’s time zone', () => {
    expect(toldLabel({ at: '2026-11-28T15:00:00.000Z', round: 1 }, 'UTC')).toBe('Told on Nov 28, round 1');
    // Late on the 28th in New York is the 29th in UTC: the reader's own day counts.
    expect(toldLabel({ at: '2026-11-29T03:00:00.000Z', round: 2 }, 'America/New_York')).toBe('Told on Nov 28, round 2');
  });

  it('lists each round once, oldest first: a restarted interview is the same round', () => {
    const rounds = [
      { at: '2026-12-05T15:00:00.000Z', round: 2 },
      { at: '2026-11-28T15:40:00.000Z', round: 1 },
      { at: '2026-11-28T15:00:00.000Z', round: 1 },
    ];
    expect(toldRoundsOf(rounds)).toEqual([rounds[2], rounds[0]]);
  });

  it('groups an application’s told rows by story, the most recently told first', () => {
    const stories = groupToldStories([
      { story_id: A, story: { title: 'Ledger' }, interview_round: R1 },
      { story_id: B, story: { title: 'Costs' }, interview_round: R2 },
      { story_id: A, story: { title: 'Ledger' }, interview_round: R3 },
    ]);
    expect(stories.map((s) => [s.title, s.rounds.map((r) => r.round)])).toEqual([
      ['Ledger', [1, 3]],
      ['Costs', [2]],
    ]);
    expect(stories[0].rounds[0]).toEqual({ storyId: A, sessionId: 's1', round: 1, at: '2026-11-28T15:00:00.000Z' });
  });
});

describe('a debrief’s rounds', () => {
  const told = [
    { story_id: A, said: true, shown: false, story: { title: 'Testing budget' }, interview_round: R1 },
    { story_id: A, said: false, shown: true, story: { title: 'Testing budget' }, interview_round: R2 },
    { story_id: A, said: true, shown: true, story: { title: 'Testing budget' }, interview_round: R3 },
  ];
  const figure = (text: string, value: string, r: typeof R1) => ({ story_id: A, figure: text, value, unit: '%', context: `escaped bugs fell by ${text}`, interview_round: r });
  const figures = [figure('40%', '%40', R1), figure('60%', '%60', R2), figure('70%', '%70', R3)];

  it('compares the session with the rounds before it: "today" is that session', () => {
    const second = buildDebriefRounds('s2', 2, told, figures);
    expect(second.stories).toHaveLength(1);
    expect(second.stories[0]).toMatchObject({ storyId: A, said: false, shown: true });
    expect(second.stories[0].toldBefore.map((t) => t.round)).toEqual([1]);
    // Round 3 came later: on round 2's debrief it is not an earlier round.
    expect(second.stories[0].changed.map(changedFigureLabel)).toEqual(['40% in round 1, 60% today']);
  });

  it('a first round has nothing before it', () => {
    const first = buildDebriefRounds('s1', 1, told, figures);
    expect(first.stories[0]).toMatchObject({ toldBefore: [], changed: [] });
  });

  it('says the same in the Markdown and the PDF, dates in the zone asked for', () => {
    const text = roundsExportText(buildDebriefRounds('s3', 3, told, figures), 'Staff engineer at Acme', 'UTC');
    expect(text).toEqual({
      line: 'Round 3 · Staff engineer at Acme',
      stories: [
        {
          title: 'Testing budget',
          lines: ['In your own words and in an answer shown', 'Told on Nov 28, round 1', 'Told on Dec 5, round 2', 'Figure changed: 60% in round 2, 70% today', 'Figure changed: 40% in round 1, 70% today'],
        },
      ],
    });
  });
});
