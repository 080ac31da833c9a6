// The transcriber factory of a server whose cloud recogniser has an offline one to stand in for
// it: each session's transcriber is a failover (failover-transcriber.ts) over the two, sharing
// the server's one circuit breaker for the cloud provider. A session in a language the offline
// recogniser does not hear gets no fallback: when the cloud fails, its transcription pauses.
import { canTranscribe } from '../../../lib/protocol/capabilities';
import type { CircuitBreaker } from '../../providers/circuit-breaker';
import type { TranscriberFactory } from '../transcriber-factory';
import { createFailoverTranscriber, type FailoverReporter } from './failover-transcriber';
import type { RetryBackoff } from './retry-schedule';
import type { AnswersDuring } from './stall-watch';

export interface FailoverSetup {
  primary: { name: string; factory: TranscriberFactory; answersDuring: AnswersDuring };
  /** The offline recogniser, and the languages it hears (primary subtags). */
  fallback: { factory: TranscriberFactory; languages: 'all' | readonly string[] };
  breaker: CircuitBreaker;
  stallMs: number;
  retry: RetryBackoff;
  metrics?: FailoverReporter;
}

export function createFailoverFactory(setup: FailoverSetup): TranscriberFactory {
  const { primary, fallback } = setup;
  const heard = fallback.languages === 'all' ? 'all' : [...fallback.languages];
  const hears = (language: string) => canTranscribe({ transcription_languages: heard }, language);
  return (listener, context) =>
    createFailoverTranscriber(listener, {
      primary: { name: primary.name, answersDuring: primary.answersDuring, open: (inner) => primary.factory(inner, context) },
      fallback: hears(context.language) ? (inner) => fallback.factory(inner, context) : undefined,
      breaker: setup.breaker,
      stallMs: setup.stallMs,
      retry: setup.retry,
      metrics: setup.metrics,
    });
}
