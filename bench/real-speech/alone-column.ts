// The "recogniser alone" column: every whole recording decoded by the same engine with none of
// the real-time pipeline around it, so the difference from the pipeline column is what the
// pipeline (cutting, pacing, noise reduction, early passes) costs or gains.
import { performance } from 'node:perf_hooks';
import type { ClipResult, Column } from './format-report';
import type { Clip } from './manifest';
import { scoreWords } from './normalise-words';
import { createAloneDecoder, MOONSHINE_MAX_MS, type OfflineEngine } from './recogniser-alone';
import { inPool } from './work-pool';

export async function aloneColumn(engine: OfflineEngine, clips: Clip[], concurrency: number, env: Record<string, string>): Promise<Column> {
  const started = performance.now();
  const decoder = await createAloneDecoder(engine, env);
  const decodeMs: number[] = [];
  const results = await inPool(clips, concurrency, async (clip): Promise<ClipResult> => {
    const t0 = performance.now();
    const text = await decoder.decode(clip.pcm);
    decodeMs.push(performance.now() - t0);
    const pieces = decoder.pieces(clip.pcm);
    return { clip, score: scoreWords(clip.text, text), note: pieces > 1 ? `read in ${pieces} pieces` : undefined };
  });
  const longest = Math.max(...clips.map((c) => c.seconds));
  const split = results.filter((r) => r.note).length;
  const audioSeconds = clips.reduce((n, c) => n + c.seconds, 0);
  const notes = [
    engine === 'moonshine'
      ? `longest recording ${longest} s: ${split ? `${split} recordings over Moonshine's ${MOONSHINE_MAX_MS / 1000} s per call were read in pieces` : `every recording read whole (Moonshine takes up to ${MOONSHINE_MAX_MS / 1000} s per call)`}`
      : `longest recording ${longest} s, each read whole in one pocketsphinx run`,
    `decode time ${Math.round(decodeMs.reduce((a, b) => a + b, 0) / 1000)} s for ${Math.round(audioSeconds)} s of audio (${concurrency} at a time); slowest ${Math.round(Math.max(...decodeMs))} ms`,
  ];
  return { title: decoder.title, results, notes, seconds: (performance.now() - started) / 1000 };
}
