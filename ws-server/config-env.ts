// The ws-server's environment variables as one zod schema: each with its default and the
// checks between them. config.ts turns the parsed values into the server's settings; errors
// name the variable to fix, and .env.example documents each one.
import { join } from 'node:path';
import { z } from 'zod';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { trustedProxyHopsSchema } from '../lib/env-schema';
import { INTERVIEW_LANGUAGES } from '../lib/language/languages';
import { LIMITS } from '../lib/protocol';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number) => z.coerce.number().int().min(min);
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const LISTED = new Set(INTERVIEW_LANGUAGES.map((l) => l.code));
/** "all", or comma-separated primary subtags of listed languages ("en,de"). */
const sttLanguages = z
  .string()
  .trim()
  .transform((value, ctx): 'all' | string[] => {
    if (value.toLowerCase() === 'all') return 'all';
    const codes = [...new Set(value.split(',').map((c) => c.trim().toLowerCase()).filter(Boolean))];
    const unknown = codes.filter((c) => !LISTED.has(c));
    if (codes.length === 0 || unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `"all" or comma-separated language codes from: ${[...LISTED].join(', ')}${unknown.length ? ` (not listed: ${unknown.join(', ')})` : ''}` });
      return z.NEVER;
    }
    return codes;
  });

export const envSchema = z
  .object({
    WS_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    WS_HOST: z.string().min(1).default('0.0.0.0'),
    /** Comma-separated origins allowed to open a socket (`*` for any); the site URL by default. */
    WS_ALLOWED_ORIGINS: z.string().optional(),
    NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    SUPABASE_URL: z.url().default(DEV_SUPABASE_URL),
    SUPABASE_SECRET_KEY: z.string().min(20).default(DEV_SECRET_KEY),
    /** The publishable key: a session reads the user's applications and stories with it and their token, under row-level security. */
    SUPABASE_PUBLISHABLE_KEY: z.string().min(20).default(DEV_PUBLISHABLE_KEY),
    WS_HELLO_TIMEOUT_MS: int(100).default(LIMITS.helloTimeoutMs),
    /** Ping interval; a socket that misses one ping is terminated. */
    WS_HEARTBEAT_MS: int(100).default(30_000),
    /** Open sessions per user across every ws-server process (leases in Postgres). */
    WS_MAX_SESSIONS_PER_USER: z.coerce.number().int().positive().default(3),
    /** Sessions (live and practice together) a user may start per window, across every process. */
    WS_MAX_SESSION_STARTS: int(1).default(20),
    WS_SESSION_START_WINDOW_MS: int(1000).default(600_000),
    /** Sockets that have not sent a valid hello yet: in all (else 503) and per client address (else 429). */
    WS_MAX_PENDING_CONNECTIONS: int(1).default(200),
    WS_MAX_PENDING_PER_IP: int(1).default(20),
    /** Proxies of our own in front, each appending to X-Forwarded-For (lib/logging/client-ip.ts); the app reads the same variable. */
    TRUSTED_PROXY_HOPS: trustedProxyHopsSchema.optional(),
    /** Deprecated: `true` is TRUSTED_PROXY_HOPS=1, read only while that is unset. */
    WS_TRUST_PROXY: bool.optional(),
    /** A session lease not renewed for this long stops counting, and its usage row may be swept; 3 metering ticks by default. */
    WS_LIVE_SESSION_TTL_MS: int(1000).optional(),
    /** How often this process tells the database it is alive. */
    WS_SERVER_BEAT_MS: int(100).default(1_000),
    /** A process silent this long is dead: its users' next claims take its sessions over (a reconnect after a crash resumes at once). */
    WS_SERVER_DEAD_AFTER_MS: int(500).default(3_000),
    /** A reconnect whose session another process still holds asks again for up to this long before it starts a new session instead. */
    WS_RESUME_HELD_WAIT_MS: int(0).default(4_000),
    /** How often this process closes orphaned usage rows (a crashed server's, or a failed end). */
    WS_USAGE_SWEEP_INTERVAL_MS: ms(300_000),
    /** SIGTERM drains: the longest the process waits for its sockets to go before it closes what is left and exits. */
    WS_DRAIN_TIMEOUT_MS: ms(30_000),
    /** GET /metrics answers only requests bearing this token when it is set (a secret: at least 16 characters). */
    METRICS_TOKEN: z.string().trim().min(16).optional(),
    WS_MAX_FRAMES_PER_SECOND: z.coerce.number().int().positive().default(50),
    /** Seconds of audio a client may send ahead of the wall clock (a stall catching up); beyond it, 4429. */
    WS_AUDIO_BURST_SECONDS: z.coerce.number().positive().default(5),
    /** Answers started per session in any 60 s, automatic and by hand together: each one is a model call. */
    WS_MAX_ANSWERS_PER_MINUTE: int(1).default(10),
    /** "Solve screen" messages per session in any 60 s, refused before they are parsed. */
    WS_MAX_SCREEN_QUESTIONS_PER_MINUTE: int(1).default(6),
    /** Sustained JSON messages per second allowed (context updates, Space presses); bursts up to twice that. */
    WS_MAX_TEXT_PER_SECOND: int(1).default(20),
    WS_MAX_FRAME_BYTES: int(2).default(LIMITS.maxAudioFrameBytes),
    WS_MAX_TEXT_BYTES: int(1024).default(LIMITS.maxTextBytes),
    /** An answer that has sent nothing after this long is abandoned (and any answer after 4x). */
    WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS: int(100).default(30_000),
    /** With a model: a question whose answer has shown nothing by then gets the offline answer, which the model's may still replace. */
    WS_ANSWER_FALLBACK_MS: int(100).default(2_500),
    /** The answer model's breaker (one per process): failures within a minute that open it, and how long it stays open before one probe. */
    WS_ANSWER_BREAKER_FAILURES: int(1).default(3),
    WS_ANSWER_BREAKER_COOL_DOWN_MS: int(1000).default(30_000),
    METERING_INTERVAL_MS: ms(60_000),
    AUTO_QUESTION_COOLDOWN_MS: ms(30_000),
    /** Practice minutes a user may spend per UTC day (practice spends no interview minutes). */
    PRACTICE_DAILY_MINUTES: z.coerce.number().positive().default(60),
    /** Every practice session counts at least this long against the daily cap, however short it was. */
    PRACTICE_MIN_SESSION_SECONDS: z.coerce.number().min(0).default(60),
    /** Silence after speech that ends a practice answer, like pressing Next question. */
    PRACTICE_SILENCE_MS: int(500).default(6_000),
    /** Second screen: answer pieces published to a paired phone at most this often (the first at once). */
    SECOND_SCREEN_BATCH_MS: int(10).max(1_000).default(100),
    /** Second screen: how often paired devices are checked again in the database, behind the revocation broadcasts. */
    SECOND_SCREEN_RECHECK_MS: int(500).default(5_000),
    /** Second screen: channels one Realtime socket holds before the process opens another (hosted's limit per connection). */
    SECOND_SCREEN_CHANNELS_PER_SOCKET: int(1).default(100),

    STT_PROVIDER: z.enum(['deepgram', 'openai', 'offline', 'moonshine']).optional(),
    DEEPGRAM_API_KEY: z.string().min(1).optional(),
    DEEPGRAM_URL: z.url().default('wss://api.deepgram.com/v1/listen'),
    DEEPGRAM_MODEL: z.string().default('nova-3'),
    DEEPGRAM_ENDPOINTING_MS: ms(300),
    DEEPGRAM_UTTERANCE_END_MS: ms(1000),
    /** Ask Deepgram who spoke each word of the interviewer's channel, so a panel's questions say which interviewer asked. */
    DEEPGRAM_DIARIZE: bool.default(true),
    STT_OPENAI_BASE_URL: z.url().optional(),
    STT_OPENAI_API_KEY: z.string().min(1).optional(),
    STT_OPENAI_MODEL: z.string().default('whisper-1'),
    STT_OPENAI_STREAM: bool.default(false),
    /** Languages the OpenAI-compatible server transcribes ("all", or e.g. "en" for an English-only Whisper model): what the app and sessions are told. */
    STT_LANGUAGES: sttLanguages.optional(),
    POCKETSPHINX_BINARY: z.string().default('pocketsphinx_continuous'),
    POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
    STT_OFFLINE_INTERIM_MS: z.coerce.number().int().min(0).default(1500),
    /** Silence that ends an utterance for the offline recogniser (its final text): tuned with bench:interview-replay. */
    STT_OFFLINE_HANGOVER_MS: z.coerce.number().int().min(100).max(5000).default(500),
    /** Moonshine: a pause whose reading sounds unfinished (a hesitation, a clause left open) ends the utterance only after this much silence (0: never held). */
    STT_OFFLINE_UNFINISHED_HANGOVER_MS: z.coerce.number().int().min(0).max(5000).default(1300),
    /** A pause this long inside an utterance, heard by our VAD, makes the recogniser print its text so far (an early answer may start). */
    STT_OFFLINE_PAUSE_MS: z.coerce.number().int().min(50).max(2000).default(150),
    /** Offline recognitions running at once across all sessions; the number of cores when unset. */
    STT_OFFLINE_MAX_CONCURRENCY: int(1).optional(),
    /** Spectral noise reduction ahead of the offline recogniser: on for Moonshine, opt-in for pocketsphinx (docs/configuration.md says what it gains and costs). */
    STT_OFFLINE_NOISE_REDUCTION: bool.optional(),
    /** Moonshine: Silero VAD's second opinion on each utterance ('silero'), so a knock, a chime or typing gets no text; 'off': the energy detector alone. */
    STT_OFFLINE_SPEECH_CHECK: z.enum(['silero', 'off']).default('silero'),
    /** Which Moonshine: 'tiny' (27M parameters) or 'base' (61M: fewer errors on spontaneous speech, about 1.8 times the CPU). */
    MOONSHINE_MODEL: z.enum(['tiny', 'base']).default('tiny'),
    /** Which Moonshine reads the finals (the text kept and shown), when not the one above: 'base' with MOONSHINE_MODEL=tiny keeps early answers on tiny's speed and finals on base's words. */
    MOONSHINE_FINALS_MODEL: z.enum(['tiny', 'base']).optional(),
    /** Where Moonshine finds its model (scripts/fetch-moonshine-model.sh puts it there; .cache/moonshine/<MOONSHINE_MODEL> when unset); while it is missing, pocketsphinx is the default. */
    MOONSHINE_MODEL_DIR: z.string().min(1).optional(),
    /** Added to the logit of each token of the resume's and job description's terms while Moonshine decodes (0: off). */
    MOONSHINE_KEYTERM_BONUS: z.coerce.number().min(0).max(10).default(4),
    /** Hypotheses Moonshine keeps while decoding an utterance's final text (1: greedy); interim and pause passes stay greedy. */
    MOONSHINE_BEAM_WIDTH: z.coerce.number().int().min(1).max(8).default(4),
    /** With a cloud recogniser: the offline one stands in while it fails (false: a failed cloud leaves the session without transcripts until it returns). */
    STT_FALLBACK: bool.default(true),
    /** A cloud recogniser with no result for this long while speech flows has stalled: the offline one takes over. */
    STT_STALL_MS: int(500).default(5_000),
    /** While the offline recogniser stands in, the cloud is tried again after this much audio, then twice as long each time up to STT_RETRY_MAX_MS. */
    STT_RETRY_INITIAL_MS: int(100).default(2_000),
    STT_RETRY_MAX_MS: int(100).default(30_000),
    /** The cloud recogniser's circuit breaker, one per server: this many failures within the window open it, and new sessions start offline for the cool-down. */
    STT_BREAKER_FAILURES: int(1).default(3),
    STT_BREAKER_WINDOW_MS: int(1000).default(60_000),
    STT_BREAKER_COOLDOWN_MS: int(100).default(30_000),

    LLM_PROVIDER: z.enum(['openai-compatible', 'anthropic', 'offline']).optional(),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    ANSWER_WORDS: z.coerce.number().int().min(30).max(1000).default(150),
    ANSWER_TIMEOUT_MS: ms(60_000),
    /** Estimated tokens of resume, job description and earlier turns sent with each question. */
    LLM_CONTEXT_TOKEN_BUDGET: int(200).default(3_000),
    /** "Solve screen": the model that reads the screenshots, on the configured provider; unset, the answer model gets the OCR text. */
    LLM_VISION_MODEL: z.string().min(1).optional(),
    /** Characters one server-sent event (or a line without end) of a model's stream may hold before the answer is refused. */
    LLM_STREAM_MAX_EVENT_CHARS: int(1024).max(16 * 1024 * 1024).default(64 * 1024),
    /** Characters one model answer may have before it is refused (three times the longest answer asked for). */
    LLM_STREAM_MAX_ANSWER_CHARS: int(1000).max(1_000_000).default(24_000),
    /** Screen OCR (tesseract.js worker threads) running at once across all sessions; the number of cores when unset. */
    SCREEN_OCR_MAX_CONCURRENCY: int(1).optional(),
  })
  .superRefine((env, ctx) => {
    const need = (variable: keyof typeof env, when: string) => ctx.addIssue({ code: 'custom', path: [variable], message: `required when ${when}` });
    if (env.STT_PROVIDER === 'deepgram' && !env.DEEPGRAM_API_KEY) need('DEEPGRAM_API_KEY', 'STT_PROVIDER=deepgram');
    if (env.STT_PROVIDER === 'openai' && !env.STT_OPENAI_BASE_URL) need('STT_OPENAI_BASE_URL', 'STT_PROVIDER=openai');
    if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) need('ANTHROPIC_API_KEY', 'LLM_PROVIDER=anthropic');
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) need('LLM_BASE_URL', 'LLM_PROVIDER=openai-compatible');
    if (env.LLM_BASE_URL && !env.LLM_MODEL) need('LLM_MODEL', 'LLM_BASE_URL is set');
    if (env.STT_RETRY_MAX_MS < env.STT_RETRY_INITIAL_MS) ctx.addIssue({ code: 'custom', path: ['STT_RETRY_MAX_MS'], message: 'must be at least STT_RETRY_INITIAL_MS' });
    if (env.WS_SERVER_DEAD_AFTER_MS < 2 * env.WS_SERVER_BEAT_MS) {
      ctx.addIssue({ code: 'custom', path: ['WS_SERVER_DEAD_AFTER_MS'], message: 'must be at least twice WS_SERVER_BEAT_MS, or a live process whose beat is late is taken for dead' });
    }
    if (env.WS_LIVE_SESSION_TTL_MS !== undefined && env.WS_LIVE_SESSION_TTL_MS < 2 * env.METERING_INTERVAL_MS) {
      ctx.addIssue({ code: 'custom', path: ['WS_LIVE_SESSION_TTL_MS'], message: 'must be at least twice METERING_INTERVAL_MS, or live sessions lose their slot between heartbeats' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Where the chosen Moonshine lives: each size in its own folder, where the fetch script puts it. */
export function moonshineModelDir(env: Pick<Env, 'MOONSHINE_MODEL' | 'MOONSHINE_MODEL_DIR'>): string {
  return env.MOONSHINE_MODEL_DIR ?? join(process.cwd(), '.cache', 'moonshine', env.MOONSHINE_MODEL);
}
