import type { AnswerSource } from '@/lib/evidence/answer-source';
import type { StoryForAnswer } from '@/lib/prep/prep-types';
import type { ToldRound } from '@/lib/rounds/round-types';
import { toldByAnswer } from '@/ws-server/rounds/answer-told';
import { markToldSources } from '@/ws-server/rounds/mark-told-sources';
import { MAX_TOLD_PER_ROUND, RoundDraft } from '@/ws-server/rounds/round-draft';
import type { RoundStore } from '@/ws-server/rounds/round-store';
import { RoundRecord } from '@/ws-server/session/parts/round-record';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const sources: AnswerSource[] = [
  { n: 1, kind: 'story', label: 'Story: Testing budget', text: 'Result: bugs fell by 40%.', story_id: A },
  { n: 2, kind: 'resume', label: 'Resume, line 3', text: 'Led 6 engineers', line: 3 },
  { n: 3, kind: 'story', label: 'Story: Cloud costs', text: 'Result: saved $18,000 a month.', story_id: B },
];

describe('what an answer shown tells', () => {
  const answer = ['- **Action:** “I showed the cost of ten bugs.” [1]', '- **Result:** “Escaped bugs fell by 40%.” [1]', 'I led 6 engineers [2].'].join('\n');

  it('the stories it cites, with the figures beside each citation', () => {
    const told = toldByAnswer({ answer, status: 'complete', sources }, true);
    expect(told.stories).toEqual([A]);
    // Numbers in words are figures too ("ten bugs").
    expect(told.figures.map((f) => [f.figure, f.storyId])).toEqual([
      ['ten bugs', A],
      ['40%', A],
    ]);
  });

  it('no figures when the candidate’s own words are heard: those are what they claimed', () => {
    expect(toldByAnswer({ answer, status: 'complete', sources }, false)).toEqual({ stories: [A], figures: [] });
  });

  it('nothing for an answer cut off, nor for a story offered but not cited', () => {
    expect(toldByAnswer({ answer, status: 'aborted', sources }, true)).toEqual({ stories: [], figures: [] });
    expect(toldByAnswer({ answer: 'I led 6 engineers [2].', status: 'complete', sources }, true)).toEqual({ stories: [], figures: [] });
  });

  it('a citation after the full stop stays with its sentence', () => {
    const told = toldByAnswer({ answer: 'We saved $18,000 a month. [3] Bugs fell by 40% [1].', status: 'complete', sources }, true);
    expect(told.stories.sort()).toEqual([A, B].sort());
    expect(told.figures.map((f) => [f.figure, f.storyId])).toEqual([
      ['$18,000', B],
      ['40%', A],
    ]);
  });
});

describe('a story’s source says where it was told before', () => {
  const told: ToldRound[] = [
    { storyId: A, sessionId: 's2', round: 2, at: '2026-12-05T15:00:00.000Z' },
    { storyId: A, sessionId: 's1', round: 1, at: '2026-11-28T15:00:00.000Z' },
    { storyId: A, sessionId: 's1b', round: 1, at: '2026-11-28T15:30:00.000Z' },
    { storyId: A, sessionId: 'now', round: 3, at: '2026-12-09T15:00:00.000Z' },
  ];

  it('once per earlier round, oldest first; never the session’s own round; other sources untouched', () => {
    const marked = markToldSources(sources, told, 'now');
    expect(marked[0].told).toEqual([
      { at: '2026-11-28T15:00:00.000Z', round: 1 },
      { at: '2026-12-05T15:00:00.000Z', round: 2 },
    ]);
    expect(marked[1]).toBe(sources[1]);
    expect(marked[2]).toBe(sources[2]);
  });

  it('leaves the sources alone when nothing was told before', () => {
    expect(markToldSources(sources, [], 'now')).toBe(sources);
  });
});

describe('a round’s draft', () => {
  it('keeps each story once (said and shown merge) and each figure once, bounded', () => {
    const draft = new RoundDraft();
    expect(draft.tell(A, 'said')).toBe(true);
    expect(draft.tell(A, 'said')).toBe(false);
    expect(draft.tell(A, 'shown')).toBe(true);
    const figure = { figure: '40%', value: '%40', unit: '%', context: 'fell by 40%', storyId: A };
    expect(draft.claim(figure, 'said')).toBe(true);
    expect(draft.claim(figure, 'said')).toBe(false);
    for (let i = 0; i < MAX_TOLD_PER_ROUND + 5; i++) draft.tell(`00000000-0000-4000-9000-${String(i).padStart(12, '0')}`, 'shown');
    const { told, figures } = draft.payload();
    expect(told).toHaveLength(MAX_TOLD_PER_ROUND);
    expect(told[0]).toEqual({ story_id: A, said: true, shown: true });
    expect(figures).toEqual([{ story_id: A, figure: '40%', value: '%40', unit: '%', context: 'fell by 40%', origin: 'said' }]);
  });
});

describe('the round a session records', () => {
  const story: StoryForAnswer = {
    id: A,
    title: 'Convincing leadership to fund testing',
    tags: ['influence'],
    situation: 'Leadership saw automated tests as slowing us down.',
    task: '',
    action: 'I showed the cost of the last ten production bugs in support hours.',
    result: 'They funded two sprints of testing and escaped bugs fell by 40%.',
    figures: '40%',
  };
  const fakeStore = (fail = 0) => {
    const calls: Parameters<RoundStore['record']>[0][] = [];
    let failures = fail;
    const store: RoundStore = {
      record: async (input) => {
        calls.push(structuredClone(input));
        if (failures-- > 0) throw new Error('database unavailable');
        return 1;
      },
    };
    return { store, calls };
  };
  const record = (store: RoundStore, hearsCandidate = true) => new RoundRecord({ historyId: 'h1', userId: 'u1', conn: 'c1', store, stories: [story], hearsCandidate });

  it('is no round when nothing was asked or said', async () => {
    const { store, calls } = fakeStore();
    await record(store).flush();
    expect(calls).toEqual([]);
  });

  it('at the end writes everything told, with the figure the candidate was saying', async () => {
    const { store, calls } = fakeStore();
    const round = record(store);
    round.heard('Leadership saw automated tests as slowing us down, so I showed the cost of the last ten production bugs in support hours.');
    round.heard('They funded two sprints of testing and escaped bugs fell by 60%.');
    await round.flush();
    expect(calls).toEqual([
      {
        profileId: 'u1',
        sessionId: 'h1',
        told: [{ story_id: A, said: true, shown: false }],
        figures: [expect.objectContaining({ story_id: A, figure: 'ten production', value: '10', origin: 'said' }), expect.objectContaining({ story_id: A, figure: '60%', value: '%60', origin: 'said' })],
      },
    ]);
  });

  it('a session without the candidate’s words records the figures of the answers shown', async () => {
    const { store, calls } = fakeStore();
    const round = record(store, false);
    round.heard('ignored: this socket has no microphone channel');
    round.answered({ answer: '- **Result:** “Escaped bugs fell by 40%.” [1]', status: 'complete', sources });
    await round.flush();
    expect(calls[0].told).toEqual([{ story_id: A, said: false, shown: true }]);
    expect(calls[0].figures).toEqual([expect.objectContaining({ story_id: A, figure: '40%', origin: 'shown' })]);
  });

  it('a failed write is written again at the end, whole', async () => {
    jest.useFakeTimers();
    try {
      const { store, calls } = fakeStore(1);
      const round = record(store, false);
      round.answered({ answer: 'Bugs fell by 40% [1].', status: 'complete', sources });
      await jest.advanceTimersByTimeAsync(10_000);
      expect(calls).toHaveLength(1);
      await round.flush();
      expect(calls).toHaveLength(2);
      expect(calls[1].told).toEqual([{ story_id: A, said: false, shown: true }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
