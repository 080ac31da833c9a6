import type { LiveBatch, PhoneServerMessage, SessionSnapshot } from '@/lib/protocol/second-screen';
import { ViewerFeed } from '@/ws-server/second-screen/viewer-feed';

function feed() {
  const sent: PhoneServerMessage[] = [];
  const timers = new Set<() => void>();
  let requests = 0;
  const f = new ViewerFeed({
    send: (m) => sent.push(m),
    requestSnapshot: () => requests++,
    waitMs: 1_500,
    schedule: (fn) => {
      timers.add(fn);
      return () => timers.delete(fn);
    },
  });
  const elapse = () => {
    const due = [...timers];
    timers.clear();
    for (const fn of due) fn();
  };
  return { f, sent, elapse, requests: () => requests };
}

const batch = (seq: number, stream = 'c1', items: LiveBatch['items'] = [{ kind: 'heard', text: `h${seq}` }]): LiveBatch => ({ session_id: 's1', stream, seq, items });
const snapshot = (seq: number, stream = 'c1'): SessionSnapshot => ({ session_id: 's1', stream, seq, state: 'listening', heard: '', answers: [] });
const seqs = (sent: PhoneServerMessage[]) => sent.map((m) => (m.type === 'live' ? m.batch.seq : m.type === 'snapshot' ? `snapshot ${m.session?.seq ?? 'none'}` : m.type));

describe('what one phone is sent of its user’s sessions', () => {
  it('says no session runs when none answers the first snapshot request in time', () => {
    const { f, sent, elapse, requests } = feed();
    f.start();
    expect(requests()).toBe(1);
    elapse();
    expect(sent).toEqual([{ type: 'snapshot', session: null }]);
  });

  it('holds a stream’s batches until its snapshot, then sends only what follows it', () => {
    const { f, sent } = feed();
    f.batch(batch(4));
    f.batch(batch(5));
    expect(sent).toEqual([]);
    f.snapshot(snapshot(4));
    f.batch(batch(6));
    expect(seqs(sent)).toEqual(['snapshot 4', 5, 6]);
  });

  it('never sends a batch twice, nor an older snapshot after a newer batch', () => {
    const { f, sent } = feed();
    f.snapshot(snapshot(0));
    f.batch(batch(1));
    f.batch(batch(1));
    f.snapshot(snapshot(1));
    expect(seqs(sent)).toEqual(['snapshot 0', 1]);
  });

  it('a gap in a stream asks for a snapshot again before going on', () => {
    const { f, sent, requests } = feed();
    f.snapshot(snapshot(0));
    f.batch(batch(1));
    f.batch(batch(3));
    expect(requests()).toBe(1);
    f.snapshot(snapshot(3));
    expect(seqs(sent)).toEqual(['snapshot 0', 1, 'snapshot 3']);
  });

  it('with no snapshot in time, what was held goes as it is, in order', () => {
    const { f, sent, elapse } = feed();
    f.batch(batch(8));
    f.batch(batch(7));
    elapse();
    f.batch(batch(9));
    expect(seqs(sent)).toEqual([7, 8, 9]);
  });

  it('a session carried on by another socket is a new stream, numbered afresh', () => {
    const { f, sent } = feed();
    f.snapshot(snapshot(0, 'c1'));
    f.batch(batch(1, 'c1'));
    f.snapshot(snapshot(0, 'c2'));
    f.batch(batch(1, 'c2'));
    expect(seqs(sent)).toEqual(['snapshot 0', 1, 'snapshot 0', 1]);
  });

  it('"Answer now" is for the newest session listening, and for none once it ended', () => {
    const { f } = feed();
    f.snapshot(snapshot(0));
    expect(f.session).toBe('s1');
    f.batch(batch(1, 'c1', [{ kind: 'session', state: 'ended' }]));
    expect(f.session).toBeUndefined();
  });
});
