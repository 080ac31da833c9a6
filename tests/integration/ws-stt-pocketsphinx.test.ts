// Real speech through the offline engine: flite voices → 16 kHz frames → pocketsphinx.
import { createPocketsphinxTranscriber } from '@/ws-server/stt/pocketsphinx/pocketsphinx-transcriber';
import { createPocketsphinxRecognizer } from '@/ws-server/stt/pocketsphinx/pocketsphinx-recognizer';
import { TranscriberError } from '@/ws-server/stt/transcriber';
import { silence } from '@/tests/fixtures/engine/synthetic-audio';
import { speak } from '@/tests/fixtures/engine/flite-speech';
import { streamFrames } from '@/tests/fixtures/engine/stream-frames';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

jest.setTimeout(30_000); // the project-level testTimeout does not reach tests run by project

const words = (text: string) => text.toLowerCase().split(/\W+/);

describe('pocketsphinx offline transcriber', () => {
  it('turns a spoken question at real-time pace into interim text and one final holding its content words', async () => {
    const heard = collectTranscripts();
    const transcriber = createPocketsphinxTranscriber(heard);
    const speech = speak('Tell me about a time you had a conflict with a coworker. How did you resolve it?');
    await streamFrames(Buffer.concat([silence(600), speech, silence(1200)]), (f) => transcriber.push(f));
    await transcriber.finish();

    expect(heard.errors).toEqual([]);
    const [final] = heard.finals();
    expect(heard.finals()).toHaveLength(1);
    expect(words(final.text)).toEqual(expect.arrayContaining(['conflict', 'coworker']));
    expect(heard.interims().length).toBeGreaterThan(0);
    expect(heard.interims().every((e) => e.utteranceId === final.utteranceId)).toBe(true);
    expect(heard.events[heard.events.length - 1]).toBe(final);
  });

  it('gives two questions separated by silence two finals in order, fed faster than real time', async () => {
    const heard = collectTranscripts();
    const transcriber = createPocketsphinxTranscriber(heard, { interimEveryMs: 0 });
    const audio = Buffer.concat([silence(500), speak('Walk me through your last project.'), silence(1200), speak('Why do you want this job?', 'awb'), silence(1200)]);
    await streamFrames(audio, (f) => transcriber.push(f), 'fast');
    await transcriber.finish();

    const finals = heard.finals();
    expect(finals.map((f) => f.utteranceId)).toEqual(['u1', 'u2']);
    expect(words(finals[0].text)).toEqual(expect.arrayContaining(['project']));
    expect(words(finals[1].text)).toEqual(expect.arrayContaining(['job']));
  });

  it('names the Debian packages when the binary is missing', () => {
    let error: unknown;
    try {
      createPocketsphinxRecognizer({ binary: 'pocketsphinx_continuous_not_installed' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TranscriberError);
    expect((error as TranscriberError).fatal).toBe(true);
    expect((error as TranscriberError).detail).toMatch(/apt-get install pocketsphinx pocketsphinx-en-us/);
  });
});
