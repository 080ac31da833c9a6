// The server messages of Deepgram's live /v1/listen WebSocket that the adapter reads.
// Parsed leniently: unknown fields pass, unknown types are ignored.
import { z } from 'zod';

/**
 * One word of a result. With diarize=true each carries `speaker`, Deepgram's number for the voice
 * (0, 1, … as voices appear in this stream); newer models add `speaker_confidence` (0..1).
 */
const resultWord = z
  .object({
    language: z.string().optional().catch(undefined),
    start: z.number().optional().catch(undefined),
    end: z.number().optional().catch(undefined),
    speaker: z.number().int().min(0).optional().catch(undefined),
    speaker_confidence: z.number().min(0).max(1).optional().catch(undefined),
  })
  .loose();

export const resultsMessage = z.object({
  type: z.literal('Results'),
  start: z.number(),
  duration: z.number(),
  is_final: z.boolean().optional().default(false),
  speech_final: z.boolean().optional().default(false),
  from_finalize: z.boolean().optional(),
  channel: z.object({
    alternatives: z.array(
      z
        .object({
          transcript: z.string(),
          // With language=multi: the languages heard, most words first, and each word's own.
          // Either may be missing from a result (Deepgram says so for audio that switches).
          languages: z.array(z.string()).optional().catch(undefined),
          words: z.array(resultWord).optional().catch(undefined),
        })
        .loose(),
    ),
  }),
});

const utteranceEndMessage = z.object({
  type: z.literal('UtteranceEnd'),
  last_word_end: z.number().optional(),
});

const speechStartedMessage = z.object({ type: z.literal('SpeechStarted'), timestamp: z.number().optional() });

const metadataMessage = z.object({ type: z.literal('Metadata'), request_id: z.string().optional() });

const serverMessage = z.discriminatedUnion('type', [resultsMessage, utteranceEndMessage, speechStartedMessage, metadataMessage]);

export type ResultsMessage = z.infer<typeof resultsMessage>;
export type ResultWord = z.infer<typeof resultWord>;
export type UtteranceEndMessage = z.infer<typeof utteranceEndMessage>;
export type DeepgramServerMessage = z.infer<typeof serverMessage>;

export function parseDeepgramMessage(data: string): DeepgramServerMessage | undefined {
  try {
    const parsed = serverMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Messages the client sends as text frames. */
export const KEEP_ALIVE = JSON.stringify({ type: 'KeepAlive' });
export const CLOSE_STREAM = JSON.stringify({ type: 'CloseStream' });
