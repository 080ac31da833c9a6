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
  /** The model folder finals are read with (the text kept and shown); `modelDir` when unset. */
  finalsModelDir?: string;
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

export function createMoonshineRecognizer({ modelDir, finalsModelDir = modelDir, maxConcurrency, beamWidth = 1, loadModel }: MoonshineRecognizerOptions): MoonshineRecognizer {
  const slots = new DecodeSlots(maxConcurrency);
  const loadPauseModel = modelLoader(modelDir, loadModel);
  // Finals read with their own size when one is named; one that will not load leaves them on the
  // pause model (logged), as a session without finals would be worse than one with tiny's.
  const loadFinalsModel = finalsModelDir === modelDir ? loadPauseModel : modelLoader(finalsModelDir, loadModel, loadPauseModel);
  const begin = ({ interim, aheadOfTime, context }: RecognitionOptions, bias?: (model: MoonshineModel) => PhraseBias): RecognitionJob => {
    // Interim and pause passes, which an early answer waits on, read with the pause model.
    const load = interim === true ? loadPauseModel : loadFinalsModel;
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
      // Tokenised once per session and model, on its first decode (the tokenizer comes with the model).
      const biases = new Map<MoonshineModel, PhraseBias>();
      const biasFor = (model: MoonshineModel) => {
        let bias = biases.get(model);
        if (!bias) biases.set(model, (bias = model.biasTowards(terms, bonus)));
        return bias;
      };
      const sessionBias = terms.length > 0 && bonus > 0 ? biasFor : undefined;
      return { begin: (options) => begin(options, sessionBias) };
    },
  };
}

/**
 * Loads one model folder once, on first use. A missing or broken model fails that use (or, given
 * `otherwise`, falls back to it), and the next use tries again.
 */
function modelLoader(dir: string, loadModel: ((dir: string) => Promise<MoonshineModel>) | undefined, otherwise?: () => Promise<MoonshineModel>): () => Promise<MoonshineModel> {
  let model: Promise<MoonshineModel> | undefined;
  let missingLogged = false;
  return () => {
    if (!model) {
      if (!loadModel && !moonshineInstalled(dir)) {
        if (otherwise) {
          if (!missingLogged) writeLog('warn', 'moonshine_finals_model_missing', { dir });
          missingLogged = true;
          return otherwise();
        }
        return Promise.reject(
          new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, `Moonshine model missing in ${dir} (run scripts/fetch-moonshine-model.sh)`, true),
        );
      }
      model = (loadModel ?? loadMoonshineModel)(dir);
      model.catch((error: unknown) => {
        writeLog('error', 'moonshine_load_failed', { error: toError(error).message });
        model = undefined;
      });
    }
    return otherwise ? model.catch(() => otherwise()) : model;
  };
}
