// GET /prep-questions?application_id=…&language=… on the ws-server's own port: eight interview
// questions written by the configured model for one of the caller's applications, for its prep
// sheet. The server owns model access, so the page asks here; without a model the sheet keeps
// the offline bank's questions and this answers 404. The caller is whoever the bearer access
// token says (verified as hello verifies it) and the application is read with that token, so
// row-level security decides: another user's application reads as missing.
//
// Each answer is a paid model call, bounded as a session is: a per-address limit before any token
// is verified; the account's access checked in the database (a banned, deleted or signed-out
// account is refused even with a token that has not expired); a per-user hourly limit counted in
// the database across every process; the answer cached per application, its last change, language
// and resume, so a reload costs nothing; and the model call aborted when the client goes away.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { toError } from '../../lib/errors/to-error';
import { canonicalLanguageTag } from '../../lib/language/languages';
import { TokenBucketLimiter } from '../../lib/logging/token-bucket';
import { writeLog } from '../../lib/logging/write-log';
import { sheetLanguage } from '../../lib/prep/likely-questions';
import { AuthError, type AccessTokenVerifier } from '../auth/verify-access-token';
import type { AccessDenial } from '../live/live-session-store';
import type { ServerConfig } from '../config';
import { DENIAL_ERRORS } from '../session/take-lease';
import { clientAddress } from '../upgrade';
import { planPracticeQuestions } from '../practice/plan-practice-questions';
import type { PracticeCoach } from '../practice/practice-coach';
import type { PaidCallStore } from './paid-call-store';
import type { PrepStore } from './prep-store';
import { WrittenQuestionsCache, type WrittenQuestions } from './written-questions-cache';

export const PREP_QUESTIONS_PATH = '/prep-questions';
export const PREP_QUESTIONS_COUNT = 8;
/** Each call costs model tokens: ten an hour per user is several applications' sheets, refreshed. */
export const PREP_QUESTIONS_PER_HOUR = 10;
/** Requests per address per minute, before any token is verified: a sheet asks once per load. */
export const PREP_QUESTIONS_PER_ADDRESS_PER_MINUTE = 30;
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
  /** The account's access and the per-user hourly limit, decided in the database for every process. */
  paidCalls: PaidCallStore;
  addressLimiter?: TokenBucketLimiter;
  cache?: WrittenQuestionsCache;
  timeoutMs?: number;
}

type Origins = Pick<ServerConfig, 'allowedOrigins' | 'anyOrigin' | 'trustedProxyHops'>;

/** Answers GET (and OPTIONS) /prep-questions; false for any other request, which the caller handles. */
export function createPrepQuestionsHandler(deps: PrepQuestionsDeps, config: Origins) {
  const addressLimiter =
    deps.addressLimiter ?? new TokenBucketLimiter({ capacity: PREP_QUESTIONS_PER_ADDRESS_PER_MINUTE, refillPerSecond: PREP_QUESTIONS_PER_ADDRESS_PER_MINUTE / 60 });
  const cache = deps.cache ?? new WrittenQuestionsCache({ maxEntries: 2_000, maxAgeMs: 24 * 3600_000 });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://ws-server');
    if (url.pathname !== PREP_QUESTIONS_PATH || !['GET', 'OPTIONS'].includes(req.method ?? '')) return false;
    const headers: Record<string, string> = { vary: 'Origin', 'cache-control': 'private, no-store' };
    const origin = req.headers.origin;
    if (origin && (config.anyOrigin || config.allowedOrigins.has(origin))) headers['access-control-allow-origin'] = origin;
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      if (res.headersSent || res.destroyed) return;
      const text = JSON.stringify(body);
      res.writeHead(status, { ...headers, ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) }).end(text);
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, OPTIONS', 'access-control-allow-headers': 'authorization', 'access-control-max-age': '600' }).end();
      return true;
    }
    const address = `ip:${clientAddress(req, config.trustedProxyHops)}`;
    if (!addressLimiter.take(address)) {
      reply(429, { error: 'Too many requests. Try again in a minute.' }, { 'retry-after': String(addressLimiter.retryAfterSeconds(address)) });
      return true;
    }
    // The client going away (a closed tab, a reload) stops the model call it was waiting for.
    const gone = new AbortController();
    res.on('close', () => gone.abort(new Error('the client went away')));
    void answer({ ...deps, cache }, url, req.headers.authorization, reply, gone.signal).catch((error: unknown) => {
      if (gone.signal.aborted) return;
      writeLog('error', 'prep_questions_failed', { error: toError(error).message });
      reply(500, { error: 'The questions could not be written. Try again.' });
    });
    return true;
  };
}

type Reply = (status: number, body: unknown, extra?: Record<string, string>) => void;

async function answer(deps: PrepQuestionsDeps & { cache: WrittenQuestionsCache }, url: URL, authorization: string | undefined, reply: Reply, signal: AbortSignal): Promise<void> {
  if (!deps.coach) return reply(404, { error: 'No model is configured: the sheet uses the question bank.' });
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return reply(400, { error: 'Name an application (application_id) and, optionally, a known language.' });
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return reply(401, { error: 'Please sign in again.' });
  let user: { userId: string; sessionId?: string };
  try {
    user = await deps.verify(token);
  } catch (error) {
    if (error instanceof AuthError) return reply(401, { error: 'Please sign in again.' });
    throw error;
  }
  const refuse = (denial: AccessDenial) => reply(denial === 'banned' ? 403 : 401, { error: DENIAL_ERRORS[denial].message });

  const reader = deps.prep.forUser(token, signal);
  const application = await reader.application(query.data.application_id);
  if (!application) return reply(404, { error: 'That application was not found.' });
  const resume = application.resumeVersionId ? ((await reader.resumeVersion(application.resumeVersionId)) ?? '') : '';
  const language = query.data.language ?? sheetLanguage(application.language, null, application.jobDescription);
  const key = { applicationId: application.id, updatedAt: application.updatedAt ?? '', language, resume };
  const cached = application.updatedAt ? deps.cache.get(key) : undefined;
  // The account's access is checked either way: alone for a cached list, inside the count for a new one.
  if (cached) {
    const access = await deps.paidCalls.access(user.userId, user.sessionId);
    return access === 'active' ? reply(200, cached) : refuse(access);
  }

  const taken = await deps.paidCalls.take(user.userId, user.sessionId, 'prep_questions', PREP_QUESTIONS_PER_HOUR, 3600_000);
  if (taken.status === 'rate_limited') return reply(429, { error: 'Too many requests for written questions. Try again later.' }, { 'retry-after': String(taken.retryAfterSeconds) });
  if (taken.status !== 'allowed') return refuse(taken.status);
  const plan = await planPracticeQuestions({
    round: 'mixed',
    count: PREP_QUESTIONS_COUNT,
    resume,
    jobDescription: application.jobDescription,
    recent: [],
    coach: deps.coach,
    timeoutMs: deps.timeoutMs ?? PLAN_TIMEOUT_MS,
    signal,
    seed: 0,
    conn: `prep:${application.id}`,
    language,
  });
  writeLog('info', 'prep_questions', { user: user.userId, application: application.id, source: plan.source, count: plan.questions.length });
  const body: WrittenQuestions = { source: plan.source, questions: plan.questions.map(({ text, kind }) => ({ text, kind })) };
  // Only the model's own questions are kept: a fallback to the bank is asked again next time.
  if (plan.source === 'ai' && application.updatedAt) deps.cache.set(key, body);
  reply(200, body);
}
