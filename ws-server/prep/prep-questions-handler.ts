// GET /prep-questions?application_id=…&language=… on the ws-server's own port: eight interview
// questions written by the configured model for one of the caller's applications, for its prep
// sheet. The server owns model access, so the page asks here; without a model the sheet keeps
// the offline bank's questions and this answers 404. The caller is whoever the bearer access
// token says (verified as hello verifies it) and the application is read with that token, so
// row-level security decides: another user's application reads as missing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { toError } from '../../lib/errors/to-error';
import { canonicalLanguageTag } from '../../lib/language/languages';
import { TokenBucketLimiter } from '../../lib/logging/token-bucket';
import { writeLog } from '../../lib/logging/write-log';
import { sheetLanguage } from '../../lib/prep/likely-questions';
import { AuthError, type AccessTokenVerifier } from '../auth/verify-access-token';
import type { ServerConfig } from '../config';
import { planPracticeQuestions } from '../practice/plan-practice-questions';
import type { PracticeCoach } from '../practice/practice-coach';
import type { PrepStore } from './prep-store';

export const PREP_QUESTIONS_PATH = '/prep-questions';
export const PREP_QUESTIONS_COUNT = 8;
/** Each call costs model tokens: ten an hour per user is several applications' sheets, refreshed. */
export const PREP_QUESTIONS_PER_HOUR = 10;
const PLAN_TIMEOUT_MS = 20_000;

const querySchema = z.object({
  application_id: z.uuid(),
  /** The sheet's language, as the page resolved it; the application's own (or its description's) when absent. */
  language: z
    .string()
    .max(35)
    .refine((tag) => canonicalLanguageTag(tag) !== undefined)
    .optional(),
});

export interface PrepQuestionsDeps {
  verify: AccessTokenVerifier;
  prep: PrepStore;
  coach?: PracticeCoach;
  limiter?: TokenBucketLimiter;
  timeoutMs?: number;
}

/** Answers GET (and OPTIONS) /prep-questions; false for any other request, which the caller handles. */
export function createPrepQuestionsHandler(deps: PrepQuestionsDeps, origins: Pick<ServerConfig, 'allowedOrigins' | 'anyOrigin'>) {
  const limiter = deps.limiter ?? new TokenBucketLimiter({ capacity: PREP_QUESTIONS_PER_HOUR, refillPerSecond: PREP_QUESTIONS_PER_HOUR / 3600 });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://ws-server');
    if (url.pathname !== PREP_QUESTIONS_PATH || !['GET', 'OPTIONS'].includes(req.method ?? '')) return false;
    const headers: Record<string, string> = { vary: 'Origin', 'cache-control': 'private, no-store' };
    const origin = req.headers.origin;
    if (origin && (origins.anyOrigin || origins.allowedOrigins.has(origin))) headers['access-control-allow-origin'] = origin;
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { ...headers, ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) }).end(text);
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, OPTIONS', 'access-control-allow-headers': 'authorization', 'access-control-max-age': '600' }).end();
      return true;
    }
    void answer(deps, limiter, url, req.headers.authorization, reply).catch((error: unknown) => {
      writeLog('error', 'prep_questions_failed', { error: toError(error).message });
      if (!res.headersSent) reply(500, { error: 'The questions could not be written. Try again.' });
    });
    return true;
  };
}

type Reply = (status: number, body: unknown, extra?: Record<string, string>) => void;

async function answer(deps: PrepQuestionsDeps, limiter: TokenBucketLimiter, url: URL, authorization: string | undefined, reply: Reply): Promise<void> {
  if (!deps.coach) return reply(404, { error: 'No model is configured: the sheet uses the question bank.' });
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return reply(400, { error: 'Name an application (application_id) and, optionally, a known language.' });
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return reply(401, { error: 'Please sign in again.' });
  let userId: string;
  try {
    userId = (await deps.verify(token)).userId;
  } catch (error) {
    if (error instanceof AuthError) return reply(401, { error: 'Please sign in again.' });
    throw error;
  }
  const key = `user:${userId}`;
  if (!limiter.take(key)) return reply(429, { error: 'Too many requests for written questions. Try again later.' }, { 'retry-after': String(limiter.retryAfterSeconds(key)) });

  const reader = deps.prep.forUser(token);
  const application = await reader.application(query.data.application_id);
  if (!application) return reply(404, { error: 'That application was not found.' });
  const resume = application.resumeVersionId ? ((await reader.resumeVersion(application.resumeVersionId)) ?? '') : '';
  const language = query.data.language ?? sheetLanguage(application.language, null, application.jobDescription);
  const plan = await planPracticeQuestions({
    round: 'mixed',
    count: PREP_QUESTIONS_COUNT,
    resume,
    jobDescription: application.jobDescription,
    recent: [],
    coach: deps.coach,
    timeoutMs: deps.timeoutMs ?? PLAN_TIMEOUT_MS,
    seed: 0,
    conn: `prep:${application.id}`,
    language,
  });
  writeLog('info', 'prep_questions', { user: userId, application: application.id, source: plan.source, count: plan.questions.length });
  reply(200, { source: plan.source, questions: plan.questions.map(({ text, kind }) => ({ text, kind })) });
}
