// What an operator watches on the ws-server's own port: /healthz while the process lives,
// /readyz while it takes sessions (503 when its database cannot be reached), and /metrics in
// Prometheus text, behind METRICS_TOKEN when that is set, counting the live sessions by kind
// and the drains (readiness 503 while one runs).
import type { RunningEmulator } from '../../emulators/server';
import { freePort } from '../../lib/server/free-port';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { lingeringSocket } from './helpers/lingering-socket';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const httpUrl = (server: RunningWsServer, path: string) => `${server.url.replace('ws://', 'http://')}${path}`;
const get = (server: RunningWsServer, path: string, headers: Record<string, string> = {}) => fetch(httpUrl(server, path), { headers });

describe('operator endpoints on the ws-server', () => {
  let em: RunningEmulator;

  beforeAll(async () => {
    em = await startTestEmulator();
  });
  afterAll(async () => {
    await em?.close();
  });

  it('answers /healthz and /readyz with 200 while the process lives and its database answers', async () => {
    const server = await startWsServer(em);
    try {
      const health = await get(server, '/healthz');
      expect(health.status).toBe(200);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await get(server, '/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });

  it('answers /readyz with 503 when the database cannot be reached, while /healthz stays 200', async () => {
    const nobody = await freePort();
    const server = await startWsServer(em, { config: { supabaseUrl: `http://127.0.0.1:${nobody}` } });
    try {
      const ready = await get(server, '/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
      expect((await get(server, '/healthz')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('serves Prometheus text at /metrics without a token when METRICS_TOKEN is unset, with live sessions by kind', async () => {
    const server = await startWsServer(em);
    try {
      const user = await createSignedInUser(em, 'metrics');
      const live = await TestClient.open(server, '/tab');
      expect(await live.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      const practice = await TestClient.open(server, '/mic');
      expect(await practice.hello(user.accessToken, { purpose: 'practice' })).toMatchObject({ type: 'ready' });

      const res = await get(server, '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toContain('cuecard_live_sessions{kind="live"} 1');
      expect(text).toContain('cuecard_live_sessions{kind="practice"} 1');
      for (const name of [
        'cuecard_ws_nodejs_eventloop_lag_seconds',
        'cuecard_answer_first_chunk_seconds_bucket',
        'cuecard_provider_errors_total',
        'cuecard_failovers_total',
        'cuecard_breaker_state',
        'cuecard_answers_total',
        'cuecard_drains_total',
      ]) {
        expect(text).toContain(name);
      }

      await live.close();
      await practice.close();
      for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await new Promise((r) => setTimeout(r, 50));
      const after = await (await get(server, '/metrics')).text();
      expect(after).toContain('cuecard_live_sessions{kind="live"} 0');
      expect(after).toContain('cuecard_live_sessions{kind="practice"} 0');
    } finally {
      await server.close();
    }
  });

  it('answers /readyz with 503 while the process drains, and counts the drain in cuecard_drains_total', async () => {
    const server = await startWsServer(em);
    const user = await createSignedInUser(em, 'metrics-drain');
    const live = await TestClient.open(server, '/tab');
    expect(await live.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    // A client that never answers the close holds the drain open until it goes.
    const lingering = await lingeringSocket(server.port);
    const drained = server.drain(60_000);
    await live.type('server_draining');
    expect((await live.closed).code).toBe(1012);
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'draining' });
    expect((await get(server, '/healthz')).status).toBe(200);
    lingering.destroy();
    expect(await drained).toBe('empty');
    expect(server.sessionCount()).toBe(0);
    expect(await server.metrics.registry.metrics()).toMatch(/^cuecard_drains_total 1$/m);
  });

  it('answers /metrics only to a request bearing METRICS_TOKEN when it is set', async () => {
    const server = await startWsServer(em, { config: { metricsToken: TOKEN } });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }] as Record<string, string>[]) {
        const refused = await get(server, '/metrics', headers);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        expect(await refused.text()).not.toContain('cuecard_');
      }
      const res = await get(server, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('cuecard_live_sessions');
      // The health checks stay open: a load balancer has no token.
      expect((await get(server, '/healthz')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
