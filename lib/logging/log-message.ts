'use client';
import type { LogMessageInput } from '@/lib/validations/log-message';

/**
 * Sends a client-side event to POST /api/log-message. Fire-and-forget: every
 * failure is swallowed, logging must never break the page. Never pass resumes, job
 * descriptions, transcripts or tokens as `message`.
 */
export function logMessage(entry: Pick<LogMessageInput, 'type' | 'component'> & { message: unknown; email?: string | null }): void {
  try {
    const message = typeof entry.message === 'string' ? entry.message : JSON.stringify(entry.message);
    const body: LogMessageInput = {
      id: crypto.randomUUID(),
      email: entry.email ?? null,
      type: entry.type ?? 'info',
      userDateTime: new Date().toString().slice(0, 64),
      component: entry.component,
      message: (message ?? '').slice(0, 4000) || '(empty)',
    };
    void fetch('/api/log-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Swallowed on purpose: logging must never break the page.
  }
}
