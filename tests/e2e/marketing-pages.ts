/** The public pages of the marketing site, shared by the marketing end-to-end specs. */
export const LANDING_PATHS = ['/', '/cuecard-ai', '/landing-page', '/final-round-ai'];

export const ARTICLE_PATHS = [
  '/best-interview-questions',
  '/interview-questions-to-ask-employer',
  '/strategic-interview-questions-to-ask-during-interview',
  '/example-questions-and-answers-for-job-interview-for-financial-advisor',
  '/weaknesses-for-job-interview',
  '/ai-interview-answer-generator',
  '/how-to-use-ai-for-an-interview',
  '/how-to-use-AI-for-an-interview',
];

export const OTHER_PUBLIC_PATHS = ['/interview-tips', '/interview-questions', '/privacy-policy', '/terms-of-service'];

export const PUBLIC_PATHS = [...LANDING_PATHS, ...ARTICLE_PATHS, ...OTHER_PUBLIC_PATHS];

/**
 * Each page once: '/cuecard-ai' and '/landing-page' serve the landing page of '/', and the AI
 * article's capitalised spelling serves the lower-case one (marketing-routes proves both). Checks
 * that read a page's content (axe) need each page only once.
 */
export const DISTINCT_PAGE_PATHS = PUBLIC_PATHS.filter((p) => !['/cuecard-ai', '/landing-page', '/how-to-use-AI-for-an-interview'].includes(p));
