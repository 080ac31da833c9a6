import { feedbackLanguage } from './rubric';

/**
 * Short topic phrases from interview questions, for a thank-you note ("conflict with a
 * colleague", "difference between a process and a thread"), each from its language's table:
 * English drops the lead-in and a leading verb and turns a past-tense verb into a topic
 * ("disagreeing with a colleague"); other languages drop their interviewers' lead-ins
 * ("cuénteme alguna vez en que") and the little words at either end. A template's guess, not
 * a summary. `language` is the interview's (English when absent).
 */
export function keyTopics(questions: readonly string[], max = 3, language?: string): string[] {
  const table = feedbackLanguage(language);
  const topics: string[] = [];
  for (const question of questions) {
    const topic = table.topicOf(question, table);
    if (topic.length >= 3 && !topics.some((t) => t.toLowerCase() === topic.toLowerCase())) topics.push(topic);
    if (topics.length >= max) break;
  }
  return topics;
}
