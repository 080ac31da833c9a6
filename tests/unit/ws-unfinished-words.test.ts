// The interviewer's words a reconnecting client still showed with no final: continued by this
// socket's first final when it comes in time, heard alone when none does, and never heard
// twice when the old socket's end already carried their question or it was answered.
import { UNFINISHED_ID, UnfinishedWords } from '@/ws-server/session/parts/unfinished-words';

function setUp(words: string | undefined, heardAlready: string[] = []) {
  const heard: { id: string; text: string; endedAgoMs?: number }[] = [];
  const part = new UnfinishedWords({ words, heardAlready, waitMs: 30, deliver: (id, text, endedAgoMs) => heard.push({ id, text, ...(endedAgoMs === undefined ? {} : { endedAgoMs }) }) });
  return { part, heard };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('unfinished words carried over a reconnect', () => {
  it("are continued by this socket's first final, as one utterance", async () => {
    const { part, heard } = setUp('Tell me about a time you');
    part.start();
    part.onFinal('u1', 'led a team through a hard deadline?', 120);
    part.onFinal('u2', 'And what did you learn?');
    await wait(50);
    expect(heard).toEqual([
      { id: 'u1', text: 'Tell me about a time you led a team through a hard deadline?', endedAgoMs: 120 },
      { id: 'u2', text: 'And what did you learn?' },
    ]);
  });

  it('are heard alone when no final continues them in time (the server that heard them died)', async () => {
    const { part, heard } = setUp('How would you design a rate limiter?');
    part.start();
    await wait(50);
    part.onFinal('u1', 'Take your time.');
    expect(heard).toEqual([
      { id: UNFINISHED_ID, text: 'How would you design a rate limiter?' },
      { id: 'u1', text: 'Take your time.' },
    ]);
  });

  it('are dropped when the old socket already carried their question over, or it was answered', async () => {
    for (const already of ['Tell me about a time you led a team through a hard deadline?', 'tell me about a time you']) {
      const { part, heard } = setUp('Tell me about a time you', [already]);
      part.start();
      await wait(50);
      part.onFinal('u1', 'Next one.');
      expect(heard).toEqual([{ id: 'u1', text: 'Next one.' }]);
    }
  });

  it('wait for nothing after the session ends', async () => {
    const { part, heard } = setUp('Why this company?');
    part.start();
    part.close();
    await wait(50);
    expect(heard).toEqual([]);
  });
});
