// What the capacity bench's fakes and the processes that talk to them agree on: keys, the
// model's name and pace, and the records each fake keeps of its side of an answer's timing.

export const FAKE_DEEPGRAM_KEY = 'bench-deepgram-key';
export const FAKE_MODEL_KEY = 'bench-model-key';
export const FAKE_MODEL = 'bench-model';

/** The fake model's pace (env BENCH_FIRST_TOKEN_MS, BENCH_TOKENS_PER_S, BENCH_ANSWER_TOKENS). */
export interface ModelPace {
  firstTokenMs: number;
  tokensPerSecond: number;
  answerTokens: number;
}

export function modelPace(env: Record<string, string | undefined> = process.env): ModelPace {
  return {
    firstTokenMs: Number(env.BENCH_FIRST_TOKEN_MS ?? 400),
    tokensPerSecond: Number(env.BENCH_TOKENS_PER_S ?? 50),
    answerTokens: Number(env.BENCH_ANSWER_TOKENS ?? 200),
  };
}

/** The fake Deepgram sent the speech_final that ends question `tag` at `at` (epoch ms). */
export interface SpeechFinalSent {
  tag: number;
  at: number;
}

/** The fake model held the request for question `tag` this long before writing its first token. */
export interface ModelHeld {
  tag: number;
  heldMs: number;
}
