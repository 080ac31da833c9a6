// The offline engine needs two Debian packages; say exactly which when they are missing.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { TranscriberError, TRANSCRIPTION_UNAVAILABLE } from '../transcriber';

const POCKETSPHINX_PACKAGES = 'pocketsphinx pocketsphinx-en-us';
const DEFAULT_POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxPaths {
  binary: string;
  hmm: string;
  lm: string;
  dict: string;
}

/** Resolves the binary and model files, or throws a fatal TranscriberError naming the packages. */
export function locatePocketsphinx(binary = DEFAULT_POCKETSPHINX_BINARY, modelDir = DEFAULT_POCKETSPHINX_MODEL_DIR): PocketsphinxPaths {
  const resolved = findExecutable(binary);
  if (!resolved) {
    throw missing(`${binary} was not found on PATH. Install the Debian packages: apt-get install ${POCKETSPHINX_PACKAGES}`);
  }
  const paths = {
    binary: resolved,
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
  const absent = [paths.hmm, paths.lm, paths.dict].filter((p) => !existsSync(p));
  if (absent.length > 0) {
    throw missing(`the US English model is missing (${absent.join(', ')}). Install: apt-get install ${POCKETSPHINX_PACKAGES}`);
  }
  return paths;
}

function findExecutable(name: string): string | undefined {
  const candidates = isAbsolute(name) || name.includes('/') ? [name] : (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, name));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function missing(detail: string): TranscriberError {
  return new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, `offline transcription (pocketsphinx): ${detail}`, true);
}
