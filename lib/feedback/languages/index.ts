import { primaryLanguage } from '../../language/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { FeedbackLanguage } from './feedback-language';
import { fr } from './fr';
import { hi } from './hi';
import { pt } from './pt';
import { leadInTopic } from './lead-in-topic';
import { suffixStem } from './suffix-stem';
import { zh } from './zh';

/**
 * For a language the rubric has no table for: no fillers, no structure cues and no pace range
 * (those parts say they were not judged), and relevance on word roots alone.
 */
const NEUTRAL: FeedbackLanguage = {
  code: '',
  countFillers: () => 0,
  stopWords: new Set(),
  stem: suffixStem({ suffixes: [], max: 7 }),
  clauseJoins: [],
  minUnits: 40,
  numberWords: new Set(),
  percentWord: /^$/,
  outcomes: /^$/,
  names: 'none',
  notNames: new Set(),
  topicOf: leadInTopic([]),
  topicGroups: [],
};

/** Japanese has no table yet, but is written without spaces like Chinese, so it is read as characters. */
const JA: FeedbackLanguage = { ...NEUTRAL, code: '', characterBased: true, minUnits: 70 };

const TABLES: Record<string, FeedbackLanguage> = { en, es, pt, fr, de, hi, zh, ja: JA };

/** The rubric's table for a language tag ("pt-BR" reads Portuguese); English when none is given. */
export function feedbackLanguage(tag: string | undefined = 'en'): FeedbackLanguage {
  const code = primaryLanguage(tag);
  return code === 'auto' ? en : (TABLES[code] ?? NEUTRAL);
}

/** Languages the rubric has a table of its own for (pace, fillers, structure cues). */
export const RUBRIC_LANGUAGES = Object.values(TABLES)
  .map((t) => t.code)
  .filter(Boolean);

export type { FeedbackLanguage } from './feedback-language';
