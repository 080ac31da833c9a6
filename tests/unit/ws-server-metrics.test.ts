import { createServerMetrics } from '../../ws-server/metrics/server-metrics';

describe('the ws-server metrics', () => {
  it('are Prometheus text with sessions, first chunks, providers, breakers, answers and drains', async () => {
    const m = createServerMetrics({ defaultMetrics: false });
    m.sessionOpened('live');
    m.sessionOpened('live');
    m.sessionClosed('live');
    m.firstChunk(0.4);
    m.providerError('deepgram', 'refused');
    m.failover('deepgram', 'to_fallback');
    m.breakerState('deepgram', 'open');
    m.answerShown('fallback');
    m.drained();
    const text = await m.registry.metrics();
    expect(text).toContain('cuecard_live_sessions{kind="live"} 1');
    expect(text).toContain('cuecard_answer_first_chunk_seconds_bucket{le="0.5"} 1');
    expect(text).toContain('cuecard_provider_errors_total{provider="deepgram",kind="refused"} 1');
    expect(text).toContain('cuecard_failovers_total{provider="deepgram",direction="to_fallback"} 1');
    expect(text).toContain('cuecard_breaker_state{provider="deepgram"} 2');
    expect(text).toContain('cuecard_answers_total{source="fallback"} 1');
    expect(text).toContain('cuecard_drains_total 1');
  });

  it('keep two servers in one process apart', async () => {
    const a = createServerMetrics({ defaultMetrics: false });
    const b = createServerMetrics({ defaultMetrics: false });
    a.answerShown('model');
    expect(await b.registry.metrics()).not.toContain('cuecard_answers_total{source="model"} 1');
  });
});
