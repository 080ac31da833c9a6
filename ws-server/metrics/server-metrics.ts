// What an operator watches on a ws-server (GET /metrics, Prometheus text): one registry per
// server instance, so two servers in one test process never share counts. Parts report through
// the small methods below, never through prom-client directly, so the names stay in one place.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BreakerState } from '../providers/circuit-breaker';

export type SessionKindLabel = 'live' | 'practice';
/** Where an answer shown to the candidate came from. */
export type AnswerSource = 'model' | 'offline' | 'fallback';
export type FailoverDirection = 'to_fallback' | 'to_primary';

const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 1, open: 2 };

export interface ServerMetrics {
  readonly registry: Registry;
  sessionOpened(kind: SessionKindLabel): void;
  sessionClosed(kind: SessionKindLabel): void;
  /** End of the question to the first chunk the candidate sees, whatever its source. */
  firstChunk(seconds: number): void;
  providerError(provider: string, kind: string): void;
  failover(provider: string, direction: FailoverDirection): void;
  breakerState(provider: string, state: BreakerState): void;
  answerShown(source: AnswerSource): void;
  drained(): void;
}

export function createServerMetrics({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  // Event-loop delay, heap, CPU and handles, as prom-client measures them for any Node process.
  if (defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'cuecard_ws_' });
  const sessions = new Gauge({ name: 'cuecard_live_sessions', help: 'Sessions open on this process, by kind.', labelNames: ['kind'], registers: [registry] });
  const firstChunk = new Histogram({
    name: 'cuecard_answer_first_chunk_seconds',
    help: 'From the end of a question to the first answer chunk shown (model, offline or fallback).',
    buckets: [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 5, 10, 30],
    registers: [registry],
  });
  const providerErrors = new Counter({ name: 'cuecard_provider_errors_total', help: 'Provider calls that failed, by provider and kind.', labelNames: ['provider', 'kind'], registers: [registry] });
  const failovers = new Counter({ name: 'cuecard_failovers_total', help: 'Switches between a provider and its fallback.', labelNames: ['provider', 'direction'], registers: [registry] });
  const breaker = new Gauge({ name: 'cuecard_breaker_state', help: 'Circuit breaker per provider: 0 closed, 1 half open (probing), 2 open.', labelNames: ['provider'], registers: [registry] });
  const answers = new Counter({ name: 'cuecard_answers_total', help: 'Answers shown, by where their text came from.', labelNames: ['source'], registers: [registry] });
  const drains = new Counter({ name: 'cuecard_drains_total', help: 'Times this process began to drain (SIGTERM).', registers: [registry] });
  return {
    registry,
    sessionOpened: (kind) => sessions.inc({ kind }),
    sessionClosed: (kind) => sessions.dec({ kind }),
    firstChunk: (seconds) => firstChunk.observe(seconds),
    providerError: (provider, kind) => providerErrors.inc({ provider, kind }),
    failover: (provider, direction) => failovers.inc({ provider, direction }),
    breakerState: (provider, state) => breaker.set({ provider }, BREAKER_VALUE[state]),
    answerShown: (source) => answers.inc({ source }),
    drained: () => drains.inc(),
  };
}
