// npm run bench:offline-wer [-- --script NAME] [--noise-reduction] [--engine moonshine [--bonus B] [--beam N]]
// Word error rate of the offline recogniser alone, without the real-time pipeline: every
// sentence of the interview-replay scripts, cut from the rendered script (flite voice, noise
// where the script has it, 150 ms either side), is decoded by the real pocketsphinx recogniser
// twice: with a fresh cepstral mean for every sentence (as before sessions carried it), and in
// one session (each sentence starts from the mean the one before it learnt, as the server does).
// Load on the machine slows it down but cannot change the figures, unlike the replay
// benchmark's. With --noise-reduction the whole script first goes through the server's noise
// reducer, as a session's channel does with STT_OFFLINE_NOISE_REDUCTION. Needs flite,
// pocketsphinx and pocketsphinx-en-us.
// With --engine moonshine the same sentences are read by Moonshine (its model fetched by
// npm run moonshine:fetch), in two columns: alone, and leaning towards the terms of the script's
// resume and job description by --bonus on their tokens' logits (MOONSHINE_KEYTERM_BONUS's default
// when not given), both decoded with a beam search of --beam N hypotheses (1, greedy, when not
// given; the server uses MOONSHINE_BEAM_WIDTH for finals); --noise-reduction applies as above.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPocketsphinxRecognizer } from '../ws-server/stt/pocketsphinx/pocketsphinx-recognizer';
import type { ChannelAdaptation } from '../ws-server/stt/utterance-recognizer';
import { createNoiseReducer } from '../ws-server/audio/noise-reducer';
import { FRAME_BYTES } from '../ws-server/audio/pcm';
import { renderScript } from './interview-replay/render-script';
import { loadScripts, type ReplayScript } from './interview-replay/replay-script';
import { parseConfig } from '../ws-server/config';
import { extractKeyterms } from '../ws-server/stt/keyterms';
import { loadMoonshineModel } from '../ws-server/stt/moonshine/moonshine-model';
import { wordErrors, words } from './interview-replay/word-error-rate';

const MARGIN_MS = 150;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      script: { type: 'string', multiple: true },
      'noise-reduction': { type: 'boolean' },
      engine: { type: 'string', default: 'pocketsphinx' },
      bonus: { type: 'string' },
      beam: { type: 'string' },
    },
  });
  const scripts = loadScripts(join(__dirname, 'interview-replay', 'scripts')).filter((s) => !values.script || values.script.includes(s.name));
  if (values.engine === 'moonshine') return moonshineWer(scripts, values['noise-reduction'] === true, values.bonus, Number(values.beam ?? 1));
  if (values.engine !== 'pocketsphinx') throw new Error('--engine is pocketsphinx or moonshine');
  // A generous time limit: on a busy machine a decode may take long, and that is not an error here.
  const recognizer = createPocketsphinxRecognizer({ timeoutMs: 300_000 });
  const columns = ['fresh', 'general'] as const;
  const totals = { fresh: [0, 0], general: [0, 0] };
  console.log('offline-wer: script                 fresh each       in one session   (errors / words)');
  for (const script of scripts) {
    const rendered = renderScript(script);
    const pcm = values['noise-reduction'] ? reduceNoise(rendered.pcm) : rendered.pcm;
    const jobs = rendered.sentences.map((s) => ({ reference: words(s.text), pcm: cut(pcm, s.startMs - MARGIN_MS, s.endMs + MARGIN_MS) }));
    const row = { fresh: [0, 0], general: [0, 0] };
    // The columns run side by side; within one, sentences go in order, as in a session.
    await Promise.all(
      columns.map(async (name) => {
        const adaptation: ChannelAdaptation = {};
        for (const job of jobs) {
          const heard = words(await decode(recognizer, job.pcm, name === 'fresh' ? {} : adaptation));
          row[name][0] += wordErrors(job.reference, heard);
          row[name][1] += job.reference.length;
        }
      }),
    );
    for (const name of columns) {
      totals[name][0] += row[name][0];
      totals[name][1] += row[name][1];
    }
    console.log(`  ${script.name.padEnd(28)} ${columns.map((c) => rate(row[c])).join('  ')}`);
  }
  console.log(`  ${'overall'.padEnd(28)} ${columns.map((c) => rate(totals[c])).join('  ')}`);
}

/** Each sentence read whole by Moonshine, alone and leaning towards the script's terms. */
async function moonshineWer(scripts: ReplayScript[], noiseReduction: boolean, bonusArg: string | undefined, beam: number): Promise<void> {
  const stt = parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', ...(bonusArg !== undefined ? { MOONSHINE_KEYTERM_BONUS: bonusArg } : {}) }).engines.stt;
  if (stt.provider !== 'moonshine') throw new Error('unreachable');
  const model = await loadMoonshineModel(stt.modelDir);
  const totals = { alone: [0, 0], terms: [0, 0] };
  const decodeMs: number[] = [];
  console.log(`offline-wer (Moonshine ${stt.model}, keyterm bonus ${stt.keytermBonus}): script       alone            with the session's terms   (errors / words)`);
  for (const script of scripts) {
    const rendered = renderScript(script);
    const pcm = noiseReduction ? reduceNoise(rendered.pcm) : rendered.pcm;
    const bias = model.biasTowards(extractKeyterms(script.resume, script.job_description), stt.keytermBonus);
    const row = { alone: [0, 0], terms: [0, 0] };
    for (const s of rendered.sentences) {
      const reference = words(s.text);
      const audio = cut(pcm, s.startMs - MARGIN_MS, s.endMs + MARGIN_MS);
      for (const [name, heard] of [
        ['alone', await model.transcribe(audio, undefined, beam)],
        ['terms', await timed(decodeMs, () => model.transcribe(audio, bias, beam))],
      ] as const) {
        row[name][0] += wordErrors(reference, words(heard));
        row[name][1] += reference.length;
      }
    }
    for (const name of ['alone', 'terms'] as const) {
      totals[name][0] += row[name][0];
      totals[name][1] += row[name][1];
    }
    console.log(`  ${script.name.padEnd(28)} ${rate(row.alone)}  ${rate(row.terms)}`);
  }
  decodeMs.sort((a, b) => a - b);
  console.log(`  ${'overall'.padEnd(28)} ${rate(totals.alone)}  ${rate(totals.terms)}`);
  console.log(`  decode with the terms: p50 ${Math.round(decodeMs[Math.floor(decodeMs.length / 2)])} ms, max ${Math.round(decodeMs.at(-1) ?? 0)} ms per sentence (one thread)`);
}

async function timed<T>(into: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  into.push(performance.now() - started);
  return result;
}

function decode(recognizer: ReturnType<typeof createPocketsphinxRecognizer>, pcm: Buffer, adaptation: ChannelAdaptation): Promise<string> {
  const job = recognizer.begin({ adaptation });
  job.write(pcm);
  return job.end();
}

/** The script through one noise reducer in the server's frame size, moved back by its delay. */
function reduceNoise(pcm: Buffer): Buffer {
  const reducer = createNoiseReducer();
  const parts: Buffer[] = [];
  for (let i = 0; i < pcm.length; i += FRAME_BYTES) parts.push(reducer.process(pcm.subarray(i, i + FRAME_BYTES)));
  return Buffer.concat([...parts, Buffer.alloc(reducer.delaySamples * 2)]).subarray(reducer.delaySamples * 2);
}

function cut(pcm: Buffer, fromMs: number, toMs: number): Buffer {
  const at = (ms: number) => Math.max(0, Math.min(pcm.length, Math.round((ms / 1000) * 16_000) * 2));
  return pcm.subarray(at(fromMs), at(toMs));
}

const rate = ([errors, total]: number[]) => `${((100 * errors) / Math.max(1, total)).toFixed(1).padStart(5)}% (${errors}/${total})`;

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
