// What the ws-server can do, served at GET /capabilities (plain HTTP on the ws-server's port,
// CORS for the app's origins) so the app can warn before a session starts: Personalize and the
// interview screen read it to say that a chosen language needs a cloud recogniser.
import { z } from 'zod';

export const capabilitiesSchema = z.object({
  /** The configured recogniser: a cloud one, or the embedded offline one (Moonshine or PocketSphinx). */
  transcription: z.enum(['deepgram', 'openai', 'offline']),
  /** Primary subtags the recogniser transcribes, or "all" (every listed language). */
  transcription_languages: z.union([z.literal('all'), z.array(z.string())]),
  /** True when "auto" finds the language by itself; false when Auto-detect listens for the languages above only. */
  detects_language: z.boolean(),
  answers: z.enum(['ai', 'offline']),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/** True when the recogniser can transcribe this tag ("auto" always can: it falls back to what the recogniser hears). */
export function canTranscribe(capabilities: Pick<Capabilities, 'transcription_languages'>, tag: string): boolean {
  if (tag === 'auto' || capabilities.transcription_languages === 'all') return true;
  return capabilities.transcription_languages.includes(tag.split('-')[0].toLowerCase());
}
