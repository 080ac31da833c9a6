// The pure parts of transcription in the interview language: Deepgram's model and language per
// tag, the language Whisper servers report, STT_LANGUAGES, what the server says it transcribes,
// and the words of the "cannot transcribe this language" notice.
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';
import { noticeMessage } from '@/lib/protocol';
import { canTranscribe, capabilitiesSchema } from '@/lib/protocol/capabilities';
import { describeCapabilities } from '@/ws-server/capabilities';
import { parseConfig } from '@/ws-server/config';
import { createEngines } from '@/ws-server/engines';
import { languageUnsupportedNotice } from '@/ws-server/session/parts/language-notices';
import { DEEPGRAM_LANGUAGES, deepgramRoute } from '@/ws-server/stt/deepgram/deepgram-languages';
import { LanguageTally } from '@/ws-server/stt/deepgram/language-tally';
import { listenUrl } from '@/ws-server/stt/deepgram/listen-url';
import { heardLanguageTag } from '@/ws-server/stt/openai/heard-language';
import { responseFormat } from '@/ws-server/stt/openai/openai-transcription-recognizer';

describe('Deepgram routes', () => {
  it('sends a chosen language to nova-3, Auto-detect as multi, and nothing when no language is set', () => {
    expect(deepgramRoute('de')).toEqual({ model: 'nova-3', language: 'de' });
    expect(deepgramRoute('fr-CA')).toEqual({ model: 'nova-3', language: 'fr-CA' });
    expect(deepgramRoute('fr-BE')).toEqual({ model: 'nova-3', language: 'fr' });
    expect(deepgramRoute('auto')).toEqual({ model: 'nova-3', language: 'multi' });
    expect(deepgramRoute(undefined)).toEqual({ model: 'nova-3' });
  });

  it('hints nova-3 multilingual toward Arabic, which has no monolingual Nova-3 model', () => {
    expect(deepgramRoute('ar')).toEqual({ model: 'nova-3', language: 'multi', languageHint: 'ar' });
    expect(new URL(listenUrl('wss://x/v1/listen', { ...deepgramRoute('ar'), endpointingMs: 300, utteranceEndMs: 1000, keyterms: [] })).searchParams.get('language_hint')).toBe('ar');
  });

  it('leaves an operator’s own model the tag as it is', () => {
    expect(deepgramRoute('pt-BR', 'nova-2')).toEqual({ model: 'nova-2', language: 'pt-BR' });
    expect(deepgramRoute('auto', 'nova-2')).toEqual({ model: 'nova-2', language: 'multi' });
  });

  it('transcribes every listed language', () => {
    expect([...DEEPGRAM_LANGUAGES].sort()).toEqual(INTERVIEW_LANGUAGES.map((l) => l.code).sort());
  });

  it('calls an utterance by the language most of its words were in, from words or else the alternative', () => {
    const tally = new LanguageTally();
    tally.add({ transcript: 'háblame de Kafka', words: [{ language: 'es' }, { language: 'es' }, { language: 'en' }] });
    tally.add({ transcript: 'and the team', languages: ['en'] });
    expect(tally.top()).toBe('en');
    tally.add({ transcript: 'y el equipo también', languages: ['es'] });
    expect(tally.top()).toBe('es');
    tally.clear();
    expect(tally.top()).toBeUndefined();
  });
});

describe('OpenAI-compatible transcription languages', () => {
  it('reads whisper-1’s English names and the codes other servers write; drops what is not listed', () => {
    expect(heardLanguageTag('spanish')).toBe('es');
    expect(heardLanguageTag('Chinese')).toBe('zh');
    expect(heardLanguageTag('pt-BR')).toBe('pt-BR');
    expect(heardLanguageTag('hi')).toBe('hi');
    expect(heardLanguageTag('catalan')).toBeUndefined();
    expect(heardLanguageTag('')).toBeUndefined();
    expect(heardLanguageTag(undefined)).toBeUndefined();
  });

  it('asks for verbose_json except from gpt- models and streams', () => {
    expect(responseFormat({ model: 'whisper-1' })).toBe('verbose_json');
    expect(responseFormat({ model: 'Systran/faster-whisper-small' })).toBe('verbose_json');
    expect(responseFormat({ model: 'gpt-4o-mini-transcribe' })).toBe('json');
    expect(responseFormat({ model: 'whisper-1', stream: true })).toBe('json');
  });
});

describe('what the server says it transcribes', () => {
  const openai = { STT_OPENAI_BASE_URL: 'http://localhost:8080/v1' };

  it('reads STT_LANGUAGES for an OpenAI-compatible server: all by default, else listed codes', async () => {
    expect(parseConfig(openai).engines.stt).toMatchObject({ provider: 'openai', languages: 'all' });
    expect(parseConfig({ ...openai, STT_LANGUAGES: ' EN, de ,en' }).engines.stt).toMatchObject({ languages: ['en', 'de'] });
    expect(parseConfig({ ...openai, STT_LANGUAGES: 'all' }).engines.stt).toMatchObject({ languages: 'all' });
    expect(() => parseConfig({ ...openai, STT_LANGUAGES: 'en,xx' })).toThrow(/STT_LANGUAGES.*not listed: xx/);
    expect(() => parseConfig({ ...openai, STT_LANGUAGES: ' , ' })).toThrow(/STT_LANGUAGES/);
    const engines = await createEngines({ stt: { provider: 'openai', baseUrl: 'http://localhost:8080/v1', model: 'whisper-1', stream: false, languages: ['en'] }, answers: { provider: 'offline' } });
    expect(engines.transcriptionLanguages).toEqual(['en']);
  });

  it('reports English for the offline recognisers and the table’s languages for Deepgram', async () => {
    const offline = await createEngines({ stt: { provider: 'offline', binary: 'x', modelDir: 'x', interimEveryMs: 0, hangoverMs: 500, pauseMs: 150, maxConcurrency: 1, noiseReduction: false }, answers: { provider: 'offline' } });
    expect(offline.transcriptionLanguages).toEqual(['en']);
    const deepgram = await createEngines({ stt: { provider: 'deepgram', apiKey: 'dg', url: 'wss://x', model: 'nova-3', endpointingMs: 300, utteranceEndMs: 1000, diarize: true }, answers: { provider: 'offline' } });
    expect(deepgram.transcriptionLanguages).toBe(DEEPGRAM_LANGUAGES);
  });

  it('describes itself in the app’s capabilities schema', () => {
    const offline = describeCapabilities({ transcriptionName: 'offline', transcriptionLanguages: ['en'], answers: 'offline' });
    expect(capabilitiesSchema.parse(offline)).toEqual({ transcription: 'offline', transcription_languages: ['en'], detects_language: false, answers: 'offline' });
    expect(canTranscribe(offline, 'es')).toBe(false);
    expect(describeCapabilities({ transcriptionName: 'openai', transcriptionLanguages: 'all', answers: 'ai' })).toEqual({ transcription: 'openai', transcription_languages: 'all', detects_language: true, answers: 'ai' });
  });
});

describe('the language_unsupported notice', () => {
  const offline = { transcriptionName: 'offline' as const, transcriptionLanguages: ['en'] };

  it('names the language, the recogniser, and the variables an operator sets', () => {
    const notice = languageUnsupportedNotice('es-MX', offline);
    expect(noticeMessage.parse(notice)).toEqual({
      type: 'notice',
      code: 'language_unsupported',
      message:
        "Spanish can't be transcribed by the offline recogniser, which hears English only. Transcription of Spanish needs a cloud recogniser: your operator can set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL).",
    });
  });

  it('is not sent for Auto-detect, for a language the recogniser hears, or by a recogniser that hears all', () => {
    expect(languageUnsupportedNotice('auto', offline)).toBeUndefined();
    expect(languageUnsupportedNotice('en-IN', offline)).toBeUndefined();
    expect(languageUnsupportedNotice('hi', { transcriptionName: 'openai', transcriptionLanguages: 'all' })).toBeUndefined();
  });

  it('points an OpenAI-compatible server’s operator at STT_LANGUAGES', () => {
    expect(languageUnsupportedNotice('ja', { transcriptionName: 'openai', transcriptionLanguages: ['en', 'de', 'fr'] })?.message).toBe(
      "Japanese can't be transcribed by this server's transcription service, which is set up for English, German and French only. If its model transcribes Japanese, your operator can add it to STT_LANGUAGES; otherwise they can set DEEPGRAM_API_KEY.",
    );
  });
});
