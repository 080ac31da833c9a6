import type { StaticArticle } from '../types';
import { aiInterviewAnswerGenerator } from './ai-interview-answer-generator';
import { bestInterviewQuestions } from './best-interview-questions';
import { financialAdvisorQuestions } from './example-questions-and-answers-for-job-interview-for-financial-advisor';
import { howToUseAiForAnInterview } from './how-to-use-ai-for-an-interview';
import { interviewQuestionsToAskEmployer } from './interview-questions-to-ask-employer';
import { strategicInterviewQuestions } from './strategic-interview-questions-to-ask-during-interview';
import { weaknessesForJobInterview } from './weaknesses-for-job-interview';

/** Every static article, newest first. */
export const articles: StaticArticle[] = [
  howToUseAiForAnInterview,
  aiInterviewAnswerGenerator,
  weaknessesForJobInterview,
  financialAdvisorQuestions,
  strategicInterviewQuestions,
  interviewQuestionsToAskEmployer,
  bestInterviewQuestions,
].sort((a, b) => b.date.localeCompare(a.date));

/**
 * Other paths that serve an article (/how-to-use-AI-for-an-interview and
 * /how-to-use-ai-for-an-interview are the same page). The canonical URL stays the slug's.
 */
export const articleAliases: Record<string, string> = {
  'how-to-use-AI-for-an-interview': howToUseAiForAnInterview.slug,
};

export function getArticle(slug: string): StaticArticle {
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`Unknown article slug: ${slug}`);
  return article;
}

/** The article a request path (without the leading slash) serves, through its slug or an alias. */
export function findArticleByPath(path: string): StaticArticle | undefined {
  const slug = articleAliases[path] ?? path;
  return articles.find((a) => a.slug === slug);
}
