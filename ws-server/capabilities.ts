// GET /capabilities on the ws-server's own port: what this server's recogniser and answer
// engine can do, so the app can say before a session starts that a chosen language needs a
// cloud recogniser. Read cross-origin by the app, so the app's origins (the same list that may
// open a socket) get CORS; the answer changes only with a restart, so it may be cached briefly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { capabilitiesSchema, type Capabilities } from '../lib/protocol/capabilities';
import type { ServerConfig } from './config';
import type { TranscriptionLanguages } from './session/session-deps';

export const CAPABILITIES_PATH = '/capabilities';

export interface CapabilitiesSource {
  transcriptionName: Capabilities['transcription'];
  transcriptionLanguages: TranscriptionLanguages;
  answers: Capabilities['answers'];
}

export function describeCapabilities(source: CapabilitiesSource): Capabilities {
  // Parsed, not just typed: what leaves here is exactly what the app's schema accepts.
  return capabilitiesSchema.parse({
    transcription: source.transcriptionName,
    transcription_languages: source.transcriptionLanguages === 'all' ? 'all' : [...source.transcriptionLanguages],
    // The cloud recognisers find the language themselves; the offline ones hear English only.
    detects_language: source.transcriptionName !== 'offline',
    answers: source.answers,
  });
}

/** Answers GET (and HEAD, OPTIONS) /capabilities; false for any other request, which the caller handles. */
export function createCapabilitiesHandler(source: CapabilitiesSource, origins: Pick<ServerConfig, 'allowedOrigins' | 'anyOrigin'>) {
  const body = JSON.stringify(describeCapabilities(source));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== CAPABILITIES_PATH || !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) return false;
    const headers: Record<string, string> = { vary: 'Origin', 'cache-control': 'public, max-age=60' };
    const origin = req.headers.origin;
    if (origin && (origins.anyOrigin || origins.allowedOrigins.has(origin))) headers['access-control-allow-origin'] = origin;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-max-age': '600' }).end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
