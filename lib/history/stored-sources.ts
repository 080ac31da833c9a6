import { answerSourcesSchema, type AnswerSource } from '@/lib/evidence/answer-source';

/**
 * An interview_turn's stored sources (written by the server). Turns from before sources were
 * kept have none, and a value that does not parse shows no sources rather than breaking the page.
 */
export function storedSources(value: unknown): AnswerSource[] {
  const parsed = answerSourcesSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
