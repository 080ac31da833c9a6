// What a session says when its recogniser fails over (ws-server/session/parts/transcription-route-notices.ts).
import type { ServerMessage } from '@/lib/protocol';
import { createRouteNotices, STT_FALLBACK_MESSAGE, STT_RESTORED_MESSAGE } from '@/ws-server/session/parts/transcription-route-notices';

process.env.LOG_LEVEL = 'error';

function notices(language = 'en') {
  const sent: ServerMessage[] = [];
  const onRoute = createRouteNotices({ language, send: (m) => sent.push(m), conn: 'c1' });
  return { sent, onRoute, codes: () => sent.map((m) => (m.type === 'notice' ? m.code : m.type)) };
}

describe("the transcription route's notices", () => {
  it('say the fallback in the words asked for, and that the cloud is back, once per change', () => {
    const { sent, onRoute, codes } = notices();
    onRoute('fallback', 'tab');
    onRoute('fallback', 'tab');
    onRoute('primary', 'tab');
    onRoute('fallback', 'tab');
    expect(codes()).toEqual(['stt_fallback', 'stt_restored', 'stt_fallback']);
    expect(sent[0]).toEqual({ type: 'notice', code: 'stt_fallback', message: STT_FALLBACK_MESSAGE });
    expect(STT_FALLBACK_MESSAGE).toBe('Cloud transcription is down; Cuecard switched to offline recognition (English)');
    expect(sent[1]).toEqual({ type: 'notice', code: 'stt_restored', message: STT_RESTORED_MESSAGE });
  });

  it('name the language the offline recogniser does not hear, and that Solve screen still works', () => {
    const { sent, onRoute } = notices('es');
    onRoute('paused', 'mic');
    expect(sent).toEqual([
      {
        type: 'notice',
        code: 'stt_paused',
        message: 'Cloud transcription is down, and the offline recogniser does not hear Spanish: transcription has paused until it returns. Solve screen still works.',
      },
    ]);
  });

  it('on /both: one notice for the session, back only when every channel is', () => {
    const { onRoute, codes } = notices();
    onRoute('fallback', 'tab');
    onRoute('fallback', 'mic');
    onRoute('primary', 'tab');
    expect(codes()).toEqual(['stt_fallback']);
    onRoute('primary', 'mic');
    expect(codes()).toEqual(['stt_fallback', 'stt_restored']);
  });
});
