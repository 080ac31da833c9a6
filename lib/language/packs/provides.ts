// What each language's shared pack provides: the one place that says which languages have a
// rubric, a thank-you template, a practice bank… The language list (../languages.ts) names the
// languages; here each gets its line of capabilities. Code reads a capability only through the
// registries (./registry.ts, ./rubric-registry.ts, ./text-registry.ts), which read these lines, so
// a line here is what the product does; tests/unit/language-packs.test.ts prints the table and
// fails when a line claims what the pack's folder lacks. Nothing here imports a pack: reading
// the lines costs a page no language's data.
import type { SharedCapability } from './language-pack';

/** What each pack provides, by language. */
export const PACK_PROVIDES: Readonly<Record<string, readonly SharedCapability[]>> = {
  en: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions', 'questionsToAsk'],
  es: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  pt: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  fr: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  de: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  it: ['stopWords', 'guess', 'thankYou', 'claimWords'],
  nl: ['stopWords', 'guess', 'thankYou', 'claimWords'],
  pl: ['stopWords', 'guess', 'claimWords'],
  tr: ['stopWords', 'guess', 'claimWords'],
  ru: ['stopWords', 'guess', 'claimWords'],
  uk: ['stopWords', 'guess', 'claimWords'],
  hi: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'practiceQuestions'],
  ar: ['stopWords', 'guess', 'claimWords'],
  zh: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords'],
  ja: ['stopWords', 'guess', 'claimWords'],
  ko: ['stopWords', 'guess', 'claimWords'],
  vi: ['stopWords', 'guess', 'claimWords'],
  id: ['stopWords', 'guess', 'claimWords'],
  sv: ['stopWords', 'guess', 'claimWords'],
};
