import { canTranscribe, type Capabilities } from '@/lib/protocol/capabilities';
import { findLanguage, languageLabel } from '@/lib/language/languages';

// What Personalize, the interview screen and Start say when the chosen interview language is one
// the server's recogniser cannot transcribe: said before the interview, since afterwards the
// candidate would only see nonsense, and said with what an operator changes to fix it.

const OPERATOR_FIX = 'Ask your operator to set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL).';

type Recogniser = Pick<Capabilities, 'transcription' | 'transcription_languages'>;

function heardNames(languages: string[]): string {
  const names = languages.map((code) => findLanguage(code)?.name ?? code);
  return names.length ? new Intl.ListFormat('en', { type: 'conjunction' }).format(names) : 'no listed language';
}

/** The notice for this language on this server, or null when it can be transcribed or the server is unknown. */
export function languageSupportNotice(recogniser: Recogniser | null | undefined, tag: string): string | null {
  if (!recogniser || canTranscribe(recogniser, tag) || recogniser.transcription_languages === 'all') return null;
  const name = languageLabel(tag);
  const heard = heardNames(recogniser.transcription_languages);
  if (recogniser.transcription === 'offline') {
    return `${name} needs a cloud recogniser: the offline recogniser on this server hears ${heard} only. ${OPERATOR_FIX}`;
  }
  return `${name} is not transcribed by the recogniser configured on this server, which hears ${heard} only. ${OPERATOR_FIX}`;
}

/** The same facts as a `ready` message states them, for when GET /capabilities was not answered. */
export function recogniserFromReady(ready: { transcription: string; transcription_languages?: 'all' | string[] }): Recogniser | null {
  if (!ready.transcription_languages) return null;
  const transcription = ready.transcription === 'deepgram' || ready.transcription === 'openai' ? ready.transcription : 'offline';
  return { transcription, transcription_languages: ready.transcription_languages };
}
