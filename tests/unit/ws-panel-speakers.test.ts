// A panel's voices in a session: numbered by first appearance and stable for the session, never
// reused across recogniser streams or a carried-on session, named by the candidate (bounded and
// rate limited), and who asked a question sent by hand.
import { parseClientMessage, type ServerMessage } from '@/lib/protocol';
import { PanelSpeakers, RENAMES_PER_MINUTE } from '@/ws-server/session/parts/panel-speakers';
import { PanelVoices } from '@/ws-server/speakers/panel-voices';

describe('panel voices', () => {
  it('number each voice by its first appearance and keep the number for the session', () => {
    const voices = new PanelVoices();
    expect(voices.place('dg1:1')).toEqual({ interviewer: { id: 1, label: 'Interviewer 1' }, isNew: true });
    expect(voices.place('dg1:0')).toEqual({ interviewer: { id: 2, label: 'Interviewer 2' }, isNew: true });
    expect(voices.place('dg1:1')).toEqual({ interviewer: { id: 1, label: 'Interviewer 1' }, isNew: false });
  });

  it("give a new stream's voice a new number: Deepgram's numbers say nothing of who it is", () => {
    const voices = new PanelVoices();
    voices.place('dg1:0');
    expect(voices.place('dg2:0')?.interviewer.id).toBe(2);
  });

  it('go on after the voices a resumed session numbered, with their names, and never give a number twice', () => {
    const voices = new PanelVoices([{ id: 1 }, { id: 2, name: 'Priya (EM)' }]);
    expect(voices.interviewer(2)).toEqual({ id: 2, label: 'Priya (EM)' });
    expect(voices.place('dg9:0')?.interviewer).toEqual({ id: 3, label: 'Interviewer 3' });
    expect(voices.all()).toEqual([{ id: 1 }, { id: 2, name: 'Priya (EM)' }, { id: 3 }]);
  });

  it('label at most 12 voices: one more is no one in particular', () => {
    const voices = new PanelVoices();
    for (let i = 0; i < 12; i++) expect(voices.place(`dg1:${i}`)?.interviewer.id).toBe(i + 1);
    expect(voices.place('dg1:12')).toBeUndefined();
    expect(voices.has(12)).toBe(true);
    expect(voices.has(13)).toBe(false);
  });
});

describe('the panel speakers of a live session', () => {
  function panel(historyId: string | null = 'h1') {
    const sent: ServerMessage[] = [];
    const saved: { id: number; name: string | null }[] = [];
    let now = 0;
    const speakers = new PanelSpeakers({
      historyId: historyId ?? undefined,
      userId: 'u',
      conn: 'c1',
      history: { saveSpeaker: async (_session, _user, speaker) => void saved.push(speaker) },
      send: (m) => sent.push(m),
      now: () => now,
    });
    return { speakers, sent, saved, tick: (ms: number) => (now += ms) };
  }

  it('label finals by voice, and say nothing for a recogniser that names none', () => {
    const { speakers } = panel();
    expect(speakers.heard('u1', 'Tell me about your last project.', 'dg1:0')).toEqual({ id: 1, label: 'Interviewer 1' });
    expect(speakers.heard('u2', 'Why that stack?', undefined)).toBeUndefined();
    expect(speakers.ofUtterance('u1')).toEqual({ id: 1, label: 'Interviewer 1' });
    expect(speakers.ofUtterance('u2')).toBeUndefined();
  });

  it('say who asked a question sent by hand: the final that holds it, else the one that ended it', () => {
    const { speakers } = panel();
    speakers.heard('u1', 'Thanks for joining. Tell me about a conflict you had.', 'dg1:0');
    speakers.heard('u2', 'How do you design an API for', 'dg1:1');
    speakers.heard('u3', 'payments?', 'dg1:0');
    expect(speakers.whoSaid('Tell me about a conflict you had.')?.id).toBe(1);
    expect(speakers.whoSaid('How do you design an API for payments?')?.id).toBe(1);
    expect(speakers.whoSaid('Something never said?')).toBeUndefined();
  });

  it('rename a voice for the session: later labels carry the name, stored after its first row, in order', async () => {
    const { speakers, saved } = panel();
    speakers.heard('u1', 'Why us?', 'dg1:0');
    expect(speakers.rename({ type: 'rename_speaker', speaker: 1, name: 'Priya (EM)' })).toBeUndefined();
    expect(speakers.ofUtterance('u1')).toEqual({ id: 1, label: 'Priya (EM)' });
    expect(speakers.heard('u2', 'And why now?', 'dg1:0')).toEqual({ id: 1, label: 'Priya (EM)' });
    await speakers.flush();
    expect(saved).toEqual([
      { id: 1, name: null },
      { id: 1, name: 'Priya (EM)' },
    ]);
  });

  it('refuse to rename a voice never heard, and at most 10 renames a minute', async () => {
    const { speakers, sent, saved, tick } = panel();
    expect(speakers.rename({ type: 'rename_speaker', speaker: 2, name: 'Tom' })).toMatch(/No interviewer 2/);
    speakers.heard('u1', 'Why us?', 'dg1:0');
    for (let i = 0; i < RENAMES_PER_MINUTE; i++) speakers.rename({ type: 'rename_speaker', speaker: 1, name: `Name ${i}` });
    expect(sent).toEqual([]);
    speakers.rename({ type: 'rename_speaker', speaker: 1, name: 'One too many' });
    expect(sent).toEqual([expect.objectContaining({ type: 'error', code: 'rename_rate_limited' })]);
    expect(speakers.ofUtterance('u1')?.label).toBe(`Name ${RENAMES_PER_MINUTE - 1}`);
    tick(60_001);
    speakers.rename({ type: 'rename_speaker', speaker: 1, name: 'Priya (EM)' });
    expect(speakers.ofUtterance('u1')?.label).toBe('Priya (EM)');
    await speakers.flush();
    expect(saved.length).toBe(1 + RENAMES_PER_MINUTE + 1);
  });

  it('keep names for the session only when it has no history row', async () => {
    const { speakers, saved } = panel(null);
    speakers.heard('u1', 'Why us?', 'dg1:0');
    speakers.rename({ type: 'rename_speaker', speaker: 1, name: 'Priya (EM)' });
    await speakers.flush();
    expect(saved).toEqual([]);
    expect(speakers.all()).toEqual([{ id: 1, name: 'Priya (EM)' }]);
  });
});

describe('the rename_speaker message', () => {
  const parse = (speaker: unknown, name: unknown) => parseClientMessage(JSON.stringify({ type: 'rename_speaker', speaker, name }));

  it('takes a name trimmed, of 1 to 40 characters', () => {
    expect(parse(2, '  Priya (EM)  ')).toEqual({ ok: true, message: { type: 'rename_speaker', speaker: 2, name: 'Priya (EM)' } });
    expect(parse(1, 'x'.repeat(40)).ok).toBe(true);
  });

  it.each([
    ['an empty name', 1, '   '],
    ['a name over 40 characters', 1, 'x'.repeat(41)],
    ['a name over two lines', 1, 'Priya\nEM'],
    ['a voice numbered 0', 0, 'Priya'],
    ['a voice past the 12 a panel has', 13, 'Priya'],
    ['a voice that is not a whole number', 1.5, 'Priya'],
    ['a name that is not text', 1, 42],
  ])('refuses %s', (_what, speaker, name) => {
    const parsed = parse(speaker, name);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^Invalid message: (speaker|name): /);
  });
});
