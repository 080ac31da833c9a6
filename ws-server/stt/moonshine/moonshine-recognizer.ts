// Utterance recognition with Moonshine: a job keeps the utterance's audio as it is spoken and
// the model reads it whole when it ends (Moonshine does not stream). The model is loaded once,
// on the first utterance of the server; a missing or broken model fails that job, and the next
// utterance tries again. At most `maxConcurrency` decodes run at once across the server (the
// audio waits in its job, not in a process, so a job holds nothing while it is being spoken);
// finals queue for a free slot, interim passes are refused when none is free.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { RecognitionJob, RecognitionOptions, UtteranceRecognizer } from '../utterance-recognizer';
import { TranscriberError, TRANSCRIPTION_FAILED, TRANSCRIPTION_UNAVAILABLE } from '../transcriber';
import { loadMoonshineModel, moonshineInstalled, type MoonshineModel } from './moonshine-model';
import type { PhraseBias } from './phrase-bias';

export interface MoonshineRecognizerOptions {
  modelDir: string;
  maxConcurrency: number;
  /**
   * Hypotheses kept while decoding a final (1: greedy). Interim and pause passes stay greedy:
   * an early answer waits on them, and a final's text is what is kept and shown.
   */
  beamWidth?: number;
}

export interface MoonshineRecognizer extends UtteranceRecognizer {
  /**
   * The same recogniser for one session, leaning towards that session's terms (the companies and
   * technologies of its resume and job description) by `bonus` on their tokens' logits.
   */
  forSession(terms: readonly string[], bonus: number): UtteranceRecognizer;
}

export function createMoonshineRecognizer({ modelDir, maxConcurrency, beamWidth = 1 }: MoonshineRecognizerOptions): MoonshineRecognizer {
  let model: Promise<MoonshineModel> | undefined;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (interim: boolean): Promise<void> | undefined => {
    if (running < maxConcurrency) {
      running++;
      return Promise.resolve();
    }
    if (interim) return undefined;
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const load = () => {
    if (!model) {
      if (!moonshineInstalled(modelDir)) {
        return Promise.reject(
          new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, `Moonshine model missing in ${modelDir} (run scripts/fetch-moonshine-model.sh)`, true),
        );
      }
      model = loadMoonshineModel(modelDir);
      model.catch((error: unknown) => {
        writeLog('error', 'moonshine_load_failed', { error: toError(error).message });
        model = undefined;
      });
    }
    return model;
  };

  const begin = ({ interim, aheadOfTime, context }: RecognitionOptions, bias?: (model: MoonshineModel) => PhraseBias): RecognitionJob => {
    const parts: Buffer[] = [];
    let aborted = false;
    let confidence: number | undefined;
    return {
      write(pcm) {
        if (!aborted) parts.push(pcm);
      },
      async end() {
        const loaded = await load();
        // What was said before this utterance, once read (a final only; interim passes stay cheap).
        const spoken = interim !== true && context ? await context() : undefined;
        const slot = acquire(interim === true || aheadOfTime === true);
        if (!slot) throw new TranscriberError('stt_rate_limited', TRANSCRIPTION_FAILED, 'every Moonshine decode slot is busy');
        await slot;
        try {
          if (aborted) return '';
          const reading = await loaded.read(Buffer.concat(parts), bias?.(loaded), interim === true ? 1 : beamWidth, spoken, () => aborted);
          confidence = reading.confidence;
          return reading.text;
        } catch (error) {
          throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, toError(error).message);
        } finally {
          release();
        }
      },
      abort() {
        aborted = true;
        parts.length = 0;
      },
      confidence: () => confidence,
    };
  };

  return {
    begin: (options) => begin(options),
    forSession(terms, bonus) {
      // Tokenised once per session, on its first decode (the tokenizer comes with the model).
      let bias: PhraseBias | undefined;
      const sessionBias = terms.length > 0 && bonus > 0 ? (model: MoonshineModel) => (bias ??= model.biasTowards(terms, bonus)) : undefined;
      return { begin: (options) => begin(options, sessionBias) };
    },
  };
}
