/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// Moonshine tiny understands English only: Spanish speech (espeak-ng) comes out as English words
// the decoder is unsure of, and English (flite) as words it is sure of. Read by the real model
// through the real transcriber, as the server builds it (the beam for finals, reading at pauses,
// noise reduction); the finals' confidence then tells the session's watch which one to flag.
// The model comes from scripts/fetch-moonshine-model.sh (npm test runs it), espeak-ng from
// scripts/setup-system.sh.
import { join } from 'node:path';
import { parseConfig } from '../../ws-server/config';
import { splitFrames } from '../../ws-server/audio/pcm';
import { createLanguageMismatchWatch, LANGUAGE_MISMATCH_DEFAULTS } from '../../ws-server/session/parts/language-mismatch';
import { createMoonshineRecognizer } from '../../ws-server/stt/moonshine/moonshine-recognizer';
import { createMoonshineTranscriber } from '../../ws-server/stt/moonshine/moonshine-transcriber';
import type { TranscriptEvent } from '../../ws-server/stt/transcriber';
import { collectTranscripts } from '../fixtures/engine/collect-transcripts';
import { speakIn } from '../fixtures/engine/espeak-speech';
import { speak } from '../fixtures/engine/flite-speech';
import { SPOKEN_LINES } from '../../bench/language-mismatch/spoken-lines';
import { silence } from '../fixtures/engine/synthetic-audio';

jest.setTimeout(120_000);
process.env.LOG_LEVEL = 'error';

const MODEL_DIR = join(process.cwd(), '.cache', 'moonshine', 'tiny');

// An interviewer's lines (the benchmark's, and more): half or more come out of Moonshine as no
// words at all (twenty lines gave seven finals, all below 0.56).
const SPANISH = [
  ...SPOKEN_LINES.es,
  'Explíqueme cómo diseñaría un sistema para millones de usuarios.',
  '¿Qué haría si un cliente importante se queja de su equipo?',
  'Hábleme de su mayor logro profesional hasta ahora.',
  '¿Cuáles son sus puntos fuertes y sus puntos débiles?',
  'Cuénteme cómo organiza su trabajo cuando tiene varias prioridades a la vez.',
  '¿Qué tecnologías ha utilizado en su último puesto y por qué las eligieron?',
  'Descríbame una ocasión en la que tuvo que convencer a su jefe de cambiar de idea.',
  '¿Cómo se mantiene al día con las novedades de su sector?',
  'Hábleme de un error que cometió y de cómo lo solucionó.',
  '¿Qué espera de su próximo equipo de trabajo?',
  'Explíqueme un concepto técnico como si yo no supiera nada del tema.',
  '¿Cuándo podría empezar a trabajar con nosotros?',
];
const ENGLISH = SPOKEN_LINES['en-us'];

/** Each line as its own utterance (a second of silence between), read by the server's Moonshine settings. */
async function finalsOf(utterances: Buffer[]): Promise<TranscriptEvent[]> {
  const stt = parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', MOONSHINE_MODEL_DIR: MODEL_DIR }).engines.stt;
  if (stt.provider !== 'moonshine') throw new Error('expected the Moonshine settings');
  const heard = collectTranscripts();
  const transcriber = createMoonshineTranscriber(heard, {
    recognizer: createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1, beamWidth: stt.beamWidth }),
    interimEveryMs: 0,
    vad: { hangoverMs: stt.hangoverMs },
    pauseMs: stt.pauseMs,
    noiseReduction: stt.noiseReduction,
  });
  const audio = Buffer.concat([silence(500), ...utterances.flatMap((u) => [u, silence(1500)])]);
  for (const frame of splitFrames(audio)) transcriber.push(frame);
  await transcriber.finish();
  expect(heard.errors).toEqual([]);
  return heard.finals();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const noticesFor = (finals: TranscriptEvent[]) => {
  const watch = createLanguageMismatchWatch();
  return finals.map((f) => watch.observe(f)).filter(Boolean);
};

describe('Moonshine confidence on languages it does not know', () => {
  it('is low on Spanish speech, and the watch gives the notice once', async () => {
    const finals = await finalsOf(SPANISH.map((line) => speakIn('es', line)));
    const confidences = finals.map((f) => f.confidence ?? NaN);
    expect(finals.length).toBeGreaterThanOrEqual(LANGUAGE_MISMATCH_DEFAULTS.window);
    expect(confidences.every((c) => c > 0 && c <= 1)).toBe(true);
    expect(median(confidences)).toBeLessThan(LANGUAGE_MISMATCH_DEFAULTS.threshold - 0.1);
    expect(noticesFor(finals)).toEqual([expect.objectContaining({ type: 'notice', code: 'language_mismatch' })]);
  });

  it('is high on English speech, and the watch stays quiet', async () => {
    const finals = await finalsOf(ENGLISH.map((line, i) => speak(line, (['slt', 'awb', 'kal'] as const)[i % 3])));
    const confidences = finals.map((f) => f.confidence ?? NaN);
    expect(finals).toHaveLength(ENGLISH.length);
    expect(Math.min(...confidences)).toBeGreaterThan(LANGUAGE_MISMATCH_DEFAULTS.threshold);
    expect(median(confidences)).toBeGreaterThan(0.85);
    expect(noticesFor(finals)).toEqual([]);
  });
});
