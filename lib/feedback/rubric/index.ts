import { AUTO_LANGUAGE, findLanguage, primaryLanguage } from '../../language/languages';
import { rubricData } from '../../language/packs/rubric-registry';
import type { FeedbackLanguage } from './feedback-language';
import { leadInTopic } from './lead-in-topic';
import { suffixStem } from './suffix-stem';

/**
 * For a language whose pack has no rubric: no fillers, no structure cues and no pace range
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

/** A language the list says is written without spaces (Japanese) is read as characters, as Chinese is, though it has no rubric of its own. */
const UNSPACED: FeedbackLanguage = { ...NEUTRAL, characterBased: true, minUnits: 70 };

/** The rubric's table for a language tag ("pt-BR" reads Portuguese); English when none is given or under Auto-detect. */
export function feedbackLanguage(tag: string | undefined = 'en'): FeedbackLanguage {
  if (primaryLanguage(tag) === AUTO_LANGUAGE) return rubricData('en')!;
  return rubricData(tag) ?? (findLanguage(tag)?.unspaced ? UNSPACED : NEUTRAL);
}

export type { FeedbackLanguage } from './feedback-language';
