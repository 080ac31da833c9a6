// The real-speech recordings: where they are, what manifest.json says about each, and their
// audio. The folder is measurement data kept outside the project (../shared/real-speech), so
// it is read in place and validated here rather than trusted.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { SAMPLE_RATE } from '../../ws-server/audio/pcm';

export const STYLES = ['read', 'spontaneous', 'command'] as const;
export type Style = (typeof STYLES)[number];

/** The fields the benchmark reads; the manifest's other fields (sources, licences, notes) pass through unread. */
const manifestEntry = z
  .object({
    file: z.string().regex(/^[\w.-]+\.wav$/),
    text: z.string().min(1),
    style: z.enum(STYLES),
    speaker_id: z.string().min(1),
    seconds: z.number().positive(),
    condition: z.string().optional(),
  })
  .loose();
export type ManifestEntry = z.infer<typeof manifestEntry>;

export interface Clip extends ManifestEntry {
  /** The file name without .wav: what --clip matches. */
  name: string;
  /** 16 kHz mono 16-bit little-endian PCM, the header removed. */
  pcm: Buffer;
}

const HEADER_BYTES = 44;

/** REAL_SPEECH_DIR, else ../shared/real-speech beside the project. */
export function realSpeechDir(projectRoot: string): string {
  return resolve(process.env.REAL_SPEECH_DIR ?? join(projectRoot, '..', 'shared', 'real-speech'));
}

/** Whether the folder holds a manifest at all (the benchmark skips when it does not). */
export function hasManifest(dir: string): boolean {
  return existsSync(join(dir, 'manifest.json'));
}

export function readManifest(dir: string): ManifestEntry[] {
  return z.array(manifestEntry).parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
}

export interface ClipFilter {
  names?: string[];
  style?: string;
}

/** The entries chosen by --clip (with or without .wav) and --style, their audio read and checked. */
export function loadClips(dir: string, entries: ManifestEntry[], filter: ClipFilter): Clip[] {
  const style = filter.style === undefined ? undefined : z.enum(STYLES).parse(filter.style);
  const wanted = filter.names?.map((n) => n.replace(/\.wav$/, ''));
  const clips = entries
    .map((e) => ({ ...e, name: e.file.replace(/\.wav$/, '') }))
    .filter((e) => (!wanted || wanted.includes(e.name)) && (!style || e.style === style));
  const unknown = wanted?.filter((n) => !clips.some((c) => c.name === n)) ?? [];
  if (unknown.length) throw new Error(`no clip named ${unknown.join(', ')} in ${dir}/manifest.json${style ? ` with style ${style}` : ''}`);
  return clips.map((c) => ({ ...c, pcm: readPcm(join(dir, c.file)) }));
}

/** The PCM of a plain 44-byte-header WAV, refusing any other layout rather than misreading it. */
export function readPcm(path: string): Buffer {
  const wav = readFileSync(path);
  const plain =
    wav.length >= HEADER_BYTES &&
    wav.toString('ascii', 0, 4) === 'RIFF' &&
    wav.toString('ascii', 8, 16) === 'WAVEfmt ' &&
    wav.readUInt16LE(20) === 1 && // PCM
    wav.readUInt16LE(22) === 1 && // mono
    wav.readUInt32LE(24) === SAMPLE_RATE &&
    wav.readUInt16LE(34) === 16 &&
    wav.toString('ascii', 36, 40) === 'data';
  if (!plain) throw new Error(`${path}: not a 16 kHz mono 16-bit PCM WAV with a 44-byte header`);
  const bytes = Math.min(wav.readUInt32LE(40), wav.length - HEADER_BYTES);
  return wav.subarray(HEADER_BYTES, HEADER_BYTES + bytes - (bytes % 2));
}
