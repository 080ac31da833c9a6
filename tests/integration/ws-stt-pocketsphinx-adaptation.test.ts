// A session's channel adaptation with the real pocketsphinx: each utterance starts from the
// cepstral mean the one before it ended with, instead of the model's default, which fits a
// studio recording and makes the first words of every utterance misheard. The binary is wrapped
// by a script that logs the arguments of each process, so the test sees what each one was given.
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPocketsphinxRecognizer } from '@/ws-server/stt/pocketsphinx/pocketsphinx-recognizer';
import { adaptableAcousticModel } from '@/ws-server/stt/pocketsphinx/acoustic-model-dir';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '@/ws-server/stt/pocketsphinx/install-check';
import type { ChannelAdaptation } from '@/ws-server/stt/utterance-recognizer';
import { silence } from '@/tests/fixtures/engine/synthetic-audio';
import { speak } from '@/tests/fixtures/engine/flite-speech';

jest.setTimeout(60_000);

const MODEL_DEFAULT_MEAN = '41.00,-5.29,-0.12,5.09,2.48,-4.07,-1.37,-1.78,-5.08,-2.05,-6.45,-1.42,1.17';

describe('pocketsphinx channel adaptation (cepstral mean)', () => {
  let dir: string;
  let log: string;
  let binary: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stt-cmn-'));
    log = join(dir, 'args.log');
    binary = join(dir, 'logged_pocketsphinx');
    writeFileSync(binary, `#!/bin/sh\necho "$*" >> '${log}'\nexec pocketsphinx_continuous "$@"\n`);
    chmodSync(binary, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cmninit = (line: string) => /-cmninit (\S+)/.exec(line)?.[1];

  async function decode(recognizer: ReturnType<typeof createPocketsphinxRecognizer>, pcm: Buffer, adaptation: ChannelAdaptation, interim = false) {
    const job = recognizer.begin({ adaptation, interim });
    job.write(pcm);
    return job.end();
  }

  it('starts from the model default, then carries the mean each final ends with to the next utterance', async () => {
    writeFileSync(log, '');
    const recognizer = createPocketsphinxRecognizer({ binary });
    const adaptation: ChannelAdaptation = {};
    const first = Buffer.concat([silence(300), speak('Tell me about yourself.'), silence(300)]);
    expect(await decode(recognizer, first, adaptation)).toMatch(/yourself/);
    const learnt = adaptation.cepstralMean;
    expect(learnt?.split(',')).toHaveLength(13);
    expect(learnt).not.toBe(MODEL_DEFAULT_MEAN);

    // An interim pass reads the channel's mean but leaves it alone.
    await decode(recognizer, Buffer.concat([silence(300), speak('Why do you want this job?', 'awb')]), adaptation, true);
    expect(adaptation.cepstralMean).toBe(learnt);
    await decode(recognizer, Buffer.concat([silence(300), speak('Why do you want this job?'), silence(300)]), adaptation);

    const runs = readFileSync(log, 'utf8').trim().split('\n');
    expect(runs.map(cmninit)).toEqual([MODEL_DEFAULT_MEAN, learnt, learnt]);
    expect(adaptation.cepstralMean).not.toBe(learnt);
  });

  it('a recognition without a channel (one-off) always starts from the model default', async () => {
    writeFileSync(log, '');
    const recognizer = createPocketsphinxRecognizer({ binary });
    for (let i = 0; i < 2; i++) {
      const job = recognizer.begin({});
      job.write(Buffer.concat([silence(300), speak('Walk me through your last project.'), silence(300)]));
      await job.end();
    }
    expect(readFileSync(log, 'utf8').trim().split('\n').map(cmninit)).toEqual([MODEL_DEFAULT_MEAN, MODEL_DEFAULT_MEAN]);
  });

  it('decodes with a model folder whose feat.params leaves the mean to the command line, linking the rest', () => {
    const hmm = join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'en-us');
    const model = adaptableAcousticModel(hmm);
    expect(model.defaultCepstralMean).toBe(MODEL_DEFAULT_MEAN);
    expect(readFileSync(join(model.hmm, 'feat.params'), 'utf8')).not.toMatch(/cmninit/);
    expect(readFileSync(join(model.hmm, 'feat.params'), 'utf8')).toMatch(/-feat 1s_c_d_dd/);
    expect(lstatSync(join(model.hmm, 'means')).isSymbolicLink()).toBe(true);
    // Built again (another server process), the same folder is reused.
    expect(adaptableAcousticModel(hmm).hmm).toBe(model.hmm);
    expect(existsSync(join(model.hmm, 'mdef'))).toBe(true);
  });
});
