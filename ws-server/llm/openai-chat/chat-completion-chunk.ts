// What one streamed chat.completion.chunk says, read with plain type guards rather than a schema
// library: this runs once per token of every answer, where a schema parse cost as much as the
// rest of the path. Anything that is not the documented shape reads as "no text".
import { isRecord } from '../../../lib/is-record';

export interface ChunkReading {
  text: string;
  finished: boolean;
  /** The message of an `error` object, which some servers send as an event when they fail mid-stream. */
  error?: string;
}

export function readChatCompletionChunk(json: unknown): ChunkReading {
  if (!isRecord(json)) return { text: '', finished: false };
  if (isRecord(json.error)) return { text: '', finished: false, error: typeof json.error.message === 'string' ? json.error.message : 'error event' };
  const choice: unknown = Array.isArray(json.choices) ? json.choices[0] : undefined;
  if (!isRecord(choice)) return { text: '', finished: false };
  const content = isRecord(choice.delta) ? choice.delta.content : undefined;
  return { text: typeof content === 'string' ? content : '', finished: typeof choice.finish_reason === 'string' };
}
