// Utterance recognition with Moonshine: a job keeps the utterance's audio as it is spoken and
// the model reads it whole when it ends (Moonshine does not stream). The model is loaded once,
// on the first utterance of the server; a missing or broken model fails that job, and the next
// utterance tries again. At most `maxConcurrency` decodes run at once across the server (the
// audio waits in its job, not in a process, so a job holds nothing while it is being spoken);
// finals queue for a free slot (a hurried one, whose session is ending, ahead of the others),
// interim passes are refused when none is free. A final decoded while others wait is read
// greedily instead of with the beam: under overload, on time matters more than the beam's gain.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { RecognitionJob, RecognitionOptions, UtteranceRecognizer } from '../utterance-recognizer';
import { TranscriberError, TRANSCRIPTION_FAILED, TRANSCRIPTION_UNAVAILABLE } from '../transcriber';
import { DecodeSlots, type DecodeTicket } from './decode-slots';
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
  /** Loads the model (tests give a stand-in); the files in `modelDir` by default. */
  loadModel?: (dir: string) => Promise<MoonshineModel>;
}

export interface MoonshineRecognizer extends UtteranceRecognizer {
  /**
   * The same recogniser for one session, leaning towards that session's terms (the companies and
   * technologies of its resume and job description) by `bonus` on their tokens' logits.
   */
  forSession(terms: readonly string[], bonus: number): UtteranceRecognizer;
}

export function createMoonshineRecognizer({ modelDir, maxConcurrency, beamWidth = 1, loadModel }: MoonshineRecognizerOptions): MoonshineRecognizer {
  let model: Promise<MoonshineModel> | undefined;
  const slots = new DecodeSlots(maxConcurrency);
  const load = () => {
    if (!model) {
      if (!loadModel && !moonshineInstalled(modelDir)) {
        return Promise.reject(
          new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, `Moonshine model missing in ${modelDir} (run scripts/fetch-moonshine-model.sh)`, true),
        );
      }
      model = (loadModel ?? loadMoonshineModel)(modelDir);
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
    let hurried = false;
    let ticket: DecodeTicket | undefined;
    let confidence: number | undefined;
    return {
      write(pcm) {
        if (!aborted) parts.push(pcm);
      },
      async end() {
        const loaded = await load();
        // What was said before this utterance, once read (a final only; interim passes stay cheap).
        const spoken = interim !== true && context ? await context() : undefined;
        ticket = slots.take({ extra: interim === true || aheadOfTime === true, hurried });
        if (!(await ticket.slot)) throw new TranscriberError('stt_rate_limited', TRANSCRIPTION_FAILED, 'every Moonshine decode slot is busy');
        try {
          if (aborted) return '';
          // Finals waiting behind this one: the server is past what its slots keep up with, so it
          // reads greedily (about half the work of the beam) rather than let every final fall later.
          const width = interim === true || slots.queued > 0 ? 1 : beamWidth;
          const reading = await loaded.read(Buffer.concat(parts), bias?.(loaded), width, spoken, () => aborted);
          confidence = reading.confidence;
          return reading.text;
        } catch (error) {
          throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, toError(error).message);
        } finally {
          slots.release();
        }
      },
      hurry() {
        hurried = true;
        ticket?.hurry();
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
