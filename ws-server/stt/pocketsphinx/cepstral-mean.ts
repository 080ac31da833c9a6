// pocketsphinx normalises every feature by the running mean of the cepstrum ("live CMN"),
// starting each process from an initial mean. A fresh process per utterance starts from the
// model's default, which fits a quiet studio recording, not a meeting tab: the first second of
// every utterance is then decoded with the wrong mean and its first words are misheard. The
// mean the process ends with describes the speaker's channel (level, microphone, codec), so a
// session carries it to its next utterance. It is 13 numbers: nothing about what was said.
const UPDATE_LINE = /cmn_live\.c\(\d+\): Update to\s+<([^>]*)>/g;
const CEPSTRAL_LENGTH = 13;

/** The last cepstral mean a pocketsphinx log reports, as `-cmninit` takes it; undefined if none or malformed. */
export function lastCepstralMean(log: string): string | undefined {
  let last: string | undefined;
  for (const match of log.matchAll(UPDATE_LINE)) last = match[1];
  if (last === undefined) return undefined;
  const values = last.trim().split(/\s+/).map(Number);
  if (values.length !== CEPSTRAL_LENGTH || !values.every(Number.isFinite)) return undefined;
  return values.map((v) => v.toFixed(2)).join(',');
}
