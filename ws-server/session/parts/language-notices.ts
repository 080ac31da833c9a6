// "This recogniser cannot transcribe the language you chose": said once when the session
// starts, so the candidate learns it before the interviewer's first question rather than from
// a transcript of confident nonsense. The session goes on (answers on Space still work).
import { canTranscribe } from '../../../lib/protocol/capabilities';
import { AUTO_LANGUAGE, findLanguage, languageLabel } from '../../../lib/language/languages';
import type { NoticeMessage } from '../../../lib/protocol';
import type { SessionDeps } from '../session-deps';

export type Recogniser = Pick<SessionDeps, 'transcriptionName' | 'transcriptionLanguages'>;

const CLOUD_HOW_TO = 'your operator can set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL)';

/** The notice for a session in `language` ("auto" or a tag), or undefined when the recogniser transcribes it. */
export function languageUnsupportedNotice(language: string, recogniser: Recogniser): NoticeMessage | undefined {
  const heard = recogniser.transcriptionLanguages;
  if (language === AUTO_LANGUAGE || canTranscribe({ transcription_languages: heard === 'all' ? 'all' : [...heard] }, language)) return undefined;
  const name = findLanguage(language)?.name ?? languageLabel(language);
  const hears = heard === 'all' ? 'other languages' : listOf(heard.map((code) => findLanguage(code)?.name ?? code));
  const message =
    recogniser.transcriptionName === 'offline'
      ? `${name} can't be transcribed by the offline recogniser, which hears ${hears} only. Transcription of ${name} needs a cloud recogniser: ${CLOUD_HOW_TO}.`
      : recogniser.transcriptionName === 'openai'
        ? `${name} can't be transcribed by this server's transcription service, which is set up for ${hears} only. If its model transcribes ${name}, your operator can add it to STT_LANGUAGES; otherwise they can set DEEPGRAM_API_KEY.`
        : `${name} can't be transcribed by this server's recogniser, which hears ${hears} only. ${capitalise(CLOUD_HOW_TO)} that transcribes ${name}.`;
  return { type: 'notice', code: 'language_unsupported', message };
}

/** "English", "English and German", "English, German and French". */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? 'no language') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);
