// The server's recogniser without the real-time pipeline: each whole recording decoded at once,
// with no speech detector cutting it, no noise reducer, no interim or pause passes and no
// session terms. Set up from the same configuration the server reads, so the model, its folder
// and Moonshine's beam width for finals are the ones the pipeline column ran with.
import { parseConfig } from '../../ws-server/config';
import { pcmBytesForMs } from '../../ws-server/audio/pcm';
import { loadMoonshineModel } from '../../ws-server/stt/moonshine/moonshine-model';
import { createPocketsphinxRecognizer } from '../../ws-server/stt/pocketsphinx/pocketsphinx-recognizer';

export type OfflineEngine = 'moonshine' | 'offline';

/**
 * Moonshine reads 0.1 s to 64 s in one call (its own transcribe() refuses anything else): a
 * longer recording is read in consecutive pieces of at most this long, and the report says so.
 */
export const MOONSHINE_MAX_MS = 64_000;

export interface AloneDecoder {
  /** How the recordings are decoded, for the column's title. */
  title: string;
  decode(pcm: Buffer): Promise<string>;
  /** How many pieces the decoder cuts a recording into (1: read whole). */
  pieces(pcm: Buffer): number;
}

export async function createAloneDecoder(engine: OfflineEngine, env: Record<string, string>): Promise<AloneDecoder> {
  const stt = parseConfig({ ...env, NODE_ENV: 'test', STT_PROVIDER: engine }).engines.stt;
  if (stt.provider === 'moonshine') {
    const model = await loadMoonshineModel(stt.modelDir);
    const pieceBytes = pcmBytesForMs(MOONSHINE_MAX_MS);
    const split = (pcm: Buffer) => Array.from({ length: Math.ceil(pcm.length / pieceBytes) }, (_, i) => pcm.subarray(i * pieceBytes, (i + 1) * pieceBytes));
    return {
      title: `Moonshine ${stt.model} alone, whole recordings (beam ${stt.beamWidth} as the server's finals, no noise reduction, no session terms)`,
      pieces: (pcm) => split(pcm).length,
      async decode(pcm) {
        const texts: string[] = [];
        for (const piece of split(pcm)) texts.push(await model.transcribe(piece, undefined, stt.beamWidth));
        return texts.join(' ');
      },
    };
  }
  if (stt.provider !== 'offline') throw new Error(`unexpected provider ${stt.provider}`);
  // A generous limit: on a busy machine a long recording may take long, and that is not an error here.
  const recognizer = createPocketsphinxRecognizer({ binary: stt.binary, modelDir: stt.modelDir, timeoutMs: 300_000 });
  return {
    title: 'pocketsphinx alone, whole recordings (its own silence detection, default cepstral mean, no noise reduction)',
    pieces: () => 1,
    decode(pcm) {
      const job = recognizer.begin({});
      job.write(pcm);
      return job.end();
    },
  };
}
