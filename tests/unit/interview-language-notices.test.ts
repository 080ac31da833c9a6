// What the screens say about the interview's language: whether the server's recogniser can
// transcribe it (GET /capabilities, or the ready message), the notice when it cannot, the
// server's notices shown once each, and the language the recogniser reports hearing.
import { capabilitiesUrl, fetchCapabilities } from '@/lib/interview/fetch-capabilities';
import { languageSupportNotice, recogniserFromReady } from '@/lib/interview/language-support-notice';
import { INITIAL_INTERVIEW, interviewReducer, type InterviewAction } from '@/lib/interview/interview-reducer';
import { addServerNotice, dismissServerNotice, NO_SERVER_NOTICES } from '@/lib/interview/server-notices';
import type { Capabilities } from '@/lib/protocol/capabilities';

const OFFLINE: Capabilities = { transcription: 'offline', transcription_languages: ['en'], detects_language: false, answers: 'offline' };
const SPANISH_NOTICE =
  'Spanish needs a cloud recogniser: the offline recogniser on this server hears English only. Ask your operator to set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL).';

describe('the capabilities address', () => {
  it('is the socket address over HTTP(S), with any path prefix kept', () => {
    expect(capabilitiesUrl('ws://localhost:8787')).toBe('http://localhost:8787/capabilities');
    expect(capabilitiesUrl('wss://ws.example.com/')).toBe('https://ws.example.com/capabilities');
    expect(capabilitiesUrl('wss://example.com/realtime/')).toBe('https://example.com/realtime/capabilities');
    expect(capabilitiesUrl('not a url')).toBeNull();
    expect(capabilitiesUrl('ftp://example.com')).toBeNull();
  });
});

describe('reading the capabilities', () => {
  const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('returns what a server states', async () => {
    const seen: string[] = [];
    const fetcher = (async (url: string) => (seen.push(url), new Response(JSON.stringify(OFFLINE)))) as unknown as typeof fetch;
    await expect(fetchCapabilities('ws://localhost:8797', fetcher)).resolves.toEqual(OFFLINE);
    expect(seen).toEqual(['http://localhost:8797/capabilities']);
  });

  it('treats a missing endpoint, a wrong shape and a network failure as unknown', async () => {
    await expect(fetchCapabilities('ws://localhost:1', answering(426, 'Upgrade Required'))).resolves.toBeNull();
    await expect(fetchCapabilities('ws://localhost:1', answering(200, { transcription: 'offline' }))).resolves.toBeNull();
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchCapabilities('ws://localhost:1', failing)).resolves.toBeNull();
  });
});

describe('the unsupported-language notice', () => {
  it('says which recogniser it needs and what an operator sets', () => {
    expect(languageSupportNotice(OFFLINE, 'es')).toBe(SPANISH_NOTICE);
    expect(languageSupportNotice({ ...OFFLINE, transcription_languages: ['en', 'es'] }, 'pt-BR')).toBe(
      'Portuguese (Brazil) needs a cloud recogniser: the offline recogniser on this server hears English and Spanish only. Ask your operator to set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL).',
    );
    expect(languageSupportNotice({ ...OFFLINE, transcription: 'openai', transcription_languages: ['en'] }, 'hi')).toMatch(/^Hindi is not transcribed by the recogniser configured on this server, which hears English only\./);
  });

  it('is not shown for a language the recogniser hears, for Auto-detect, or when the server is unknown', () => {
    expect(languageSupportNotice(OFFLINE, 'en')).toBeNull();
    expect(languageSupportNotice(OFFLINE, 'en-GB')).toBeNull();
    expect(languageSupportNotice(OFFLINE, 'auto')).toBeNull();
    expect(languageSupportNotice({ ...OFFLINE, transcription: 'deepgram', transcription_languages: 'all' }, 'es')).toBeNull();
    expect(languageSupportNotice(null, 'es')).toBeNull();
    expect(languageSupportNotice(undefined, 'es')).toBeNull();
  });

  it('can be judged from a ready message when the capabilities were not answered', () => {
    const recogniser = recogniserFromReady({ transcription: 'offline', transcription_languages: ['en'] });
    expect(languageSupportNotice(recogniser, 'es')).toBe(SPANISH_NOTICE);
    expect(recogniserFromReady({ transcription: 'deepgram', transcription_languages: 'all' })).toEqual({ transcription: 'deepgram', transcription_languages: 'all' });
    // A server from before languages says nothing about them: unknown.
    expect(recogniserFromReady({ transcription: 'offline' })).toBeNull();
  });
});

describe("the server's notices", () => {
  const mismatch = { code: 'language_mismatch' as const, message: 'This sounds like another language.' };
  const unsupported = { code: 'language_unsupported' as const, message: 'Spanish needs a cloud recogniser.' };

  it('are shown once each, however often they arrive, and stay dismissed', () => {
    let notices = addServerNotice(NO_SERVER_NOTICES, mismatch);
    notices = addServerNotice(notices, unsupported);
    notices = addServerNotice(notices, mismatch);
    expect(notices.visible).toEqual([mismatch, unsupported]);
    notices = dismissServerNotice(notices, 'language_mismatch');
    expect(notices.visible).toEqual([unsupported]);
    notices = addServerNotice(notices, mismatch);
    expect(notices.visible).toEqual([unsupported]);
  });

  it('about the transcription route: each change shown once, the newest in place of the one before, again after another', () => {
    const fallback = { code: 'stt_fallback' as const, message: 'Cloud transcription is down; Cuecard switched to offline recognition (English)' };
    const restored = { code: 'stt_restored' as const, message: 'Cloud transcription is back.' };
    let notices = addServerNotice(NO_SERVER_NOTICES, unsupported);
    notices = addServerNotice(notices, fallback);
    notices = addServerNotice(notices, fallback); // a resumed session says it again: nothing changed
    expect(notices.visible).toEqual([unsupported, fallback]);
    notices = addServerNotice(notices, restored);
    expect(notices.visible).toEqual([unsupported, restored]);
    notices = dismissServerNotice(notices, 'stt_restored');
    notices = addServerNotice(notices, fallback); // down a second time: said again
    expect(notices.visible).toEqual([unsupported, fallback]);
  });
});

describe('the language the recogniser heard', () => {
  const transcript = (id: string, text: string, language?: string): InterviewAction => ({
    type: 'transcript',
    message: { type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false, ...(language ? { language } : {}) },
  });

  it('follows the transcripts that name one, keeps the last, and is forgotten when the session ends', () => {
    let state = interviewReducer({ ...INITIAL_INTERVIEW, epoch: 1 }, transcript('u1', 'Hola, ¿qué tal?', 'es'));
    expect(state.heardLanguage).toBe('es');
    state = interviewReducer(state, transcript('u2', 'Cuénteme sobre usted.'));
    expect(state.heardLanguage).toBe('es');
    state = interviewReducer(state, transcript('u3', 'And in English?', 'en'));
    expect(state.heardLanguage).toBe('en');
    expect(state.posts.map((p) => p.text)).toEqual(['Hola, ¿qué tal?', 'Cuénteme sobre usted.', 'And in English?']);
    expect(interviewReducer(state, { type: 'disconnected' }).heardLanguage).toBeUndefined();
  });
});
