// Server-sent events of a streamed /audio/transcriptions response:
// `transcript.text.delta` {delta} pieces, then `transcript.text.done` {text}.
import { z } from 'zod';
import { ServerSentEvents } from '../../http/server-sent-events';

const event = z.union([
  z.object({ type: z.literal('transcript.text.delta'), delta: z.string() }),
  z.object({ type: z.literal('transcript.text.done'), text: z.string() }),
  z.object({ type: z.string() }).loose(),
]);

export async function readTranscriptionEvents(response: Response, onPartial?: (text: string) => void): Promise<string> {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  const events = new ServerSentEvents();
  let text = '';
  let done: string | undefined;
  // A reader rather than for-await: TypeScript's DOM types do not make ReadableStream iterable.
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      for (const data of events.push(decoder.decode(read.value, { stream: true }))) {
        const body = data.trim();
        if (!body || body === '[DONE]') continue;
        const parsed = event.safeParse(JSON.parse(data));
        if (!parsed.success) continue;
        if ('delta' in parsed.data && typeof parsed.data.delta === 'string') {
          text += parsed.data.delta;
          onPartial?.(text);
        } else if (parsed.data.type === 'transcript.text.done' && typeof parsed.data.text === 'string') {
          done = parsed.data.text;
        }
      }
    }
  } finally {
    // As for-await would: leaving early (a throw) cancels the rest of the response.
    await reader.cancel().catch(() => undefined);
  }
  return done ?? text;
}
