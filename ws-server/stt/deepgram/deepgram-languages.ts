// Which Deepgram model and `language` query an interview language becomes, from each language's
// ws-server pack (its `deepgram` entry, ws-server/language/packs/<code>/index.ts): what the live
// adapter and the server's capabilities both read. The entries follow Deepgram's own
// documentation (developers.deepgram.com): "Models & Languages Overview"
// (docs/models-languages-overview, every model defaults to language=en), the Nova-3 changelog
// entries of 2025-08 to 2026-03 that list each monolingual Nova-3 language with its codes,
// "Multilingual Codeswitching" (docs/multilingual-code-switching: `language=multi` on nova-3,
// detected languages in `languages` on each alternative and `language` on each word) and
// "Nova-3 Language Prompting" (docs/nova-3-language-prompting: nova-3 multilingual covers 55
// languages, Arabic among them, and `language_hint` biases it toward one).
import { AUTO_LANGUAGE, primaryLanguage } from '../../../lib/language/languages';
import { wsPackData, wsPacksWith } from '../../language/packs/registry';

/** The model the table was written for: another configured model gets the tag as it is. */
export const DEEPGRAM_DEFAULT_MODEL = 'nova-3';

/** Deepgram's multilingual code-switching mode, what Auto-detect asks for. */
export const DEEPGRAM_MULTI = 'multi';

/** A language Deepgram transcribes on nova-3. */
export interface DeepgramLanguage {
  /** Regional tags Deepgram takes as they are; any other region falls back to the primary subtag. */
  regions?: readonly string[];
  /** No monolingual Nova-3 model: nova-3's multilingual one, hinted toward this language. */
  viaMulti?: boolean;
}

/** The primary subtags of the listed languages Deepgram transcribes. */
export const DEEPGRAM_LANGUAGES: readonly string[] = wsPacksWith('deepgram').map((p) => p.code);

export interface DeepgramRoute {
  model: string;
  /** Absent: Deepgram's default (English), as before languages were chosen. */
  language?: string;
  /** `language_hint`, only with `language=multi`. */
  languageHint?: string;
}

/**
 * The listen query for a session's language ("auto", a tag, or undefined for Deepgram's
 * default). A language the table does not hold is passed as its primary subtag: Deepgram then
 * refuses the connection, and the operator sees which combination it was.
 */
export function deepgramRoute(language: string | undefined, model = DEEPGRAM_DEFAULT_MODEL): DeepgramRoute {
  if (!language) return { model };
  if (language === AUTO_LANGUAGE) return { model, language: DEEPGRAM_MULTI };
  // An operator who chose another model knows its languages better than this table.
  if (model !== DEEPGRAM_DEFAULT_MODEL) return { model, language };
  const code = primaryLanguage(language);
  const entry = wsPackData(code, 'deepgram');
  if (!entry) return { model, language: code };
  if (entry.viaMulti) return { model, language: DEEPGRAM_MULTI, languageHint: code };
  return { model, language: entry.regions?.includes(language) ? language : code };
}
