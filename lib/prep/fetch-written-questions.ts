import { z } from 'zod';
import { questionKindSchema, type QuestionKind } from '../feedback/answer-score';
import { capabilitiesUrl } from '../interview/fetch-capabilities';

// The prep sheet's questions written for the role by the ws-server's model (GET /prep-questions
// on the socket's own address). Anything short of written questions (no model, a model that
// failed and fell back to the bank, a timeout, an older server) is null: the sheet keeps the
// bank's questions it already shows.

/** The model gets 20 s on the server; a little more here covers the round trip. */
const TIMEOUT_MS = 25_000;

const writtenQuestionsSchema = z.object({
  source: z.enum(['ai', 'bank']),
  questions: z.array(z.object({ text: z.string().trim().min(1).max(1_000), kind: questionKindSchema })).max(20),
});

export type WrittenQuestion = { text: string; kind: QuestionKind };

/** ws://host:8787 → http://host:8787/prep-questions (a path prefix stays, as for /capabilities). */
export function prepQuestionsUrl(wsUrl: string, applicationId: string, language: string): string | null {
  const capabilities = capabilitiesUrl(wsUrl);
  if (!capabilities) return null;
  const query = new URLSearchParams({ application_id: applicationId, language });
  return `${capabilities.replace(/\/capabilities$/, '/prep-questions')}?${query}`;
}

/** Never throws. */
export async function fetchWrittenQuestions(url: string, accessToken: string, fetcher: typeof fetch = fetch): Promise<WrittenQuestion[] | null> {
  try {
    const res = await fetcher(url, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit', cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = writtenQuestionsSchema.safeParse(await res.json());
    if (!parsed.success || parsed.data.source !== 'ai' || parsed.data.questions.length === 0) return null;
    return parsed.data.questions;
  } catch {
    return null;
  }
}
