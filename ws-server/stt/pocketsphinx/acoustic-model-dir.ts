// pocketsphinx reads the acoustic model's feat.params after its command line, and the US
// English model's file fixes the initial cepstral mean there, so `-cmninit` on the command line
// is silently ignored. To start each utterance from the mean a session has already learnt, the
// recogniser uses a copy of the model folder (symbolic links to the large files) whose
// feat.params leaves the initial mean out. Built once per model folder and reused.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AdaptableAcousticModel {
  /** The folder to pass as `-hmm`. */
  hmm: string;
  /** The model's own initial cepstral mean, for a session that has learnt none yet; undefined when the model fixes none. */
  defaultCepstralMean?: string;
}

const CMNINIT_LINE = /^-cmninit\s+(\S+)\s*$/m;

export function adaptableAcousticModel(hmm: string): AdaptableAcousticModel {
  const params = join(hmm, 'feat.params');
  const text = existsSync(params) ? readFileSync(params, 'utf8') : '';
  const fixed = CMNINIT_LINE.exec(text);
  if (!fixed) return { hmm };
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  const dir = join(tmpdir(), `cuecard-pocketsphinx-${uid}-${createHash('sha256').update(hmm).digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(hmm)) {
    if (name === 'feat.params' || existsSync(join(dir, name))) continue;
    try {
      symlinkSync(join(hmm, name), join(dir, name));
    } catch (error) {
      // Another server process linked it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // Written whole and renamed, so a process starting meanwhile never reads half a file.
  const temp = join(dir, `feat.params.${process.pid}.tmp`);
  writeFileSync(temp, text.replace(CMNINIT_LINE, '').replace(/\n{2,}/g, '\n'));
  renameSync(temp, join(dir, 'feat.params'));
  return { hmm: dir, defaultCepstralMean: fixed[1] };
}
