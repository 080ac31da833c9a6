import type { SocketLike } from '@/lib/interview/browser-socket';
import { PhoneSocket } from '@/lib/second-screen/phone-socket';
import { phoneSocketUrl } from '@/lib/second-screen/phone-socket-url';

function fakeSockets() {
  const opened: (SocketLike & { sent: string[]; closedWith?: number })[] = [];
  const open = (): SocketLike => {
    const s = { readyState: 1, binaryType: 'blob', sent: [] as string[], send: (d: string) => void s.sent.push(d), close: () => undefined, onopen: null, onmessage: null, onclose: null, onerror: null } as SocketLike & { sent: string[] };
    opened.push(s);
    return s;
  };
  const timers: { fn: () => void; ms: number }[] = [];
  return { opened, open, timers, setTimer: (fn: () => void, ms: number) => timers.push({ fn, ms }), clearTimer: () => undefined };
}

const TOKEN = 'A'.repeat(43);

describe('the phone’s socket', () => {
  it('views with its credential first, then passes on what the server sends that fits the protocol', () => {
    const f = fakeSockets();
    const got: unknown[] = [];
    new PhoneSocket({ url: 'ws://x/second-screen', deviceToken: TOKEN, onMessage: (m) => got.push(m), onStatus: () => undefined, ...f }).start();
    f.opened[0].onopen!({});
    expect(f.opened[0].sent).toEqual([JSON.stringify({ type: 'view', device_token: TOKEN })]);
    f.opened[0].onmessage!({ data: JSON.stringify({ type: 'viewing', expires_at: '2026-12-01T12:00:00.000Z' }) });
    f.opened[0].onmessage!({ data: JSON.stringify({ type: 'live', batch: { nonsense: true } }) });
    f.opened[0].onmessage!({ data: 'not json' });
    expect(got).toEqual([{ type: 'viewing', expires_at: '2026-12-01T12:00:00.000Z' }]);
  });

  it('reconnects after a drop with backoff, at once after a deploy’s 1012, and never once the device is unpaired', () => {
    const f = fakeSockets();
    const statuses: string[] = [];
    new PhoneSocket({ url: 'ws://x/second-screen', deviceToken: TOKEN, onMessage: () => undefined, onStatus: (s, code) => statuses.push(`${s}${code ? ` ${code}` : ''}`), ...f }).start();
    f.opened[0].onclose!({ code: 1006, reason: '' });
    expect(f.timers[0].ms).toBeGreaterThan(0);
    f.timers[0].fn();
    f.opened[1].onclose!({ code: 1012, reason: '' });
    expect(f.timers[1].ms).toBe(0);
    f.timers[1].fn();
    f.opened[2].onclose!({ code: 4401, reason: 'unpaired' });
    expect(f.timers).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'closed 1006', 'connecting', 'closed 1012', 'connecting', 'stopped 4401']);
  });

  it('sends Answer now only on an open socket', () => {
    const f = fakeSockets();
    const phone = new PhoneSocket({ url: 'ws://x/second-screen', deviceToken: TOKEN, onMessage: () => undefined, onStatus: () => undefined, ...f });
    expect(phone.answerNow()).toBe(false);
    phone.start();
    expect(phone.answerNow()).toBe(true);
    expect(f.opened[0].sent).toEqual(['{"type":"answer_now"}']);
  });
});

describe('the phone’s socket address', () => {
  it('adds /second-screen to the configured ws-server address', () => {
    expect(phoneSocketUrl('wss://ws.example.com', { hostname: 'app.example.com', protocol: 'https:' })).toBe('wss://ws.example.com/second-screen');
    expect(phoneSocketUrl('ws://localhost:8787/', { hostname: 'localhost', protocol: 'http:' })).toBe('ws://localhost:8787/second-screen');
  });

  it('a loopback address is read as the laptop the phone opened the page from', () => {
    expect(phoneSocketUrl('ws://localhost:8787', { hostname: '192.168.1.20', protocol: 'http:' })).toBe('ws://192.168.1.20:8787/second-screen');
  });
});
