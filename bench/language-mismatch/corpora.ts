// The recordings the benchmark reads, as groups of one language each: real English (the
// real-speech folder), real speech in other languages (real-speech-multilingual), flite English,
// and espeak-ng lines in English (the control for its voice) and in six other languages. Each
// group keeps its recordings in order, so its finals can be read as a session.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { speakIn } from '../../tests/fixtures/engine/espeak-speech';
import { speak } from '../../tests/fixtures/engine/flite-speech';
import { hasManifest, loadClips, readManifest, realSpeechDir } from '../real-speech/manifest';
import { SPOKEN_LINES } from './spoken-lines';

export interface Recording {
  name: string;
  pcm: Buffer;
}

export interface Group {
  name: string;
  /** Whether the recogniser should understand it (English) or is expected to miss it. */
  english: boolean;
  recordings: Recording[];
}

const FLITE_VOICES = ['slt', 'awb', 'kal'] as const;

/** Groups of synthetic speech, made here: always there. */
export function syntheticGroups(): Group[] {
  const flite: Group = {
    name: 'flite en (3 voices)',
    english: true,
    recordings: FLITE_VOICES.flatMap((voice) => SPOKEN_LINES['en-us'].map((line, i) => ({ name: `${voice}-${i + 1}`, pcm: speak(line, voice) }))),
  };
  const espeak = Object.entries(SPOKEN_LINES).map(([voice, lines]) => ({
    name: `espeak-ng ${voice}`,
    english: voice === 'en-us',
    recordings: lines.map((line, i) => ({ name: `${voice}-${i + 1}`, pcm: speakIn(voice, line) })),
  }));
  return [flite, ...espeak];
}

/** Real English by style (read, spontaneous, command), if the folder is there. */
export function realEnglishGroups(projectRoot: string): Group[] {
  const dir = realSpeechDir(projectRoot);
  if (!hasManifest(dir)) return [];
  const clips = loadClips(dir, readManifest(dir), {});
  const styles = [...new Set(clips.map((c) => c.style))];
  return styles.map((style) => ({
    name: `real en (${style})`,
    english: true,
    recordings: clips.filter((c) => c.style === style).map((c) => ({ name: c.name, pcm: c.pcm })),
  }));
}

/** MULTILINGUAL_SPEECH_DIR, else ../shared/real-speech-multilingual beside the project. */
function multilingualDir(projectRoot: string): string {
  return resolve(process.env.MULTILINGUAL_SPEECH_DIR ?? join(projectRoot, '..', 'shared', 'real-speech-multilingual'));
}

/** Real speech in other languages, one group per language, if the folder is there. */
export function realOtherGroups(projectRoot: string): Group[] {
  const dir = multilingualDir(projectRoot);
  if (!existsSync(join(dir, 'manifest.json'))) return [];
  const entries = readManifest(dir);
  const clips = loadClips(dir, entries, {});
  const langOf = (i: number) => z.object({ lang: z.string().min(2) }).parse(entries[i]).lang;
  const byLang = new Map<string, Recording[]>();
  clips.forEach((c, i) => byLang.set(langOf(i), [...(byLang.get(langOf(i)) ?? []), { name: c.name, pcm: c.pcm }]));
  return [...byLang].map(([lang, recordings]) => ({ name: `real ${lang}`, english: false, recordings }));
}
