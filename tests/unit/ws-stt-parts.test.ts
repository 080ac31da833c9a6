import { UtteranceAssembler } from '@/ws-server/stt/deepgram/utterance-assembler';
import { ReplayBuffer } from '@/ws-server/stt/replay-buffer';
import { listenUrl } from '@/ws-server/stt/deepgram/listen-url';
import { parseDeepgramMessage, type ResultsMessage } from '@/ws-server/stt/deepgram/deepgram-messages';
import { estimateTokens, extractKeyterms } from '@/ws-server/stt/keyterms';
import { utteranceIds, type TranscriptEvent } from '@/ws-server/stt/transcriber';

const results = (transcript: string, isFinal: boolean, speechFinal = false): ResultsMessage =>
  parseDeepgramMessage(JSON.stringify({ type: 'Results', start: 0, duration: 1, is_final: isFinal, speech_final: speechFinal, channel: { alternatives: [{ transcript }] } })) as ResultsMessage;

describe('Deepgram utterance assembler', () => {
  function assemble(steps: (a: UtteranceAssembler) => void): TranscriptEvent[] {
    const events: TranscriptEvent[] = [];
    steps(new UtteranceAssembler((e) => events.push(e), utteranceIds()));
    return events;
  }

  it('joins is_final pieces and the live guess as interim text, then one final at speech_final', () => {
    const events = assemble((a) => {
      a.onResults(results('tell me', false));
      a.onResults(results('tell me about', true));
      a.onResults(results('a time', false));
      a.onResults(results('a time you failed', true, true));
    });
    expect(events).toEqual([
      { utteranceId: 'u1', text: 'tell me', speechFinal: false },
      { utteranceId: 'u1', text: 'tell me about', speechFinal: false },
      { utteranceId: 'u1', text: 'tell me about a time', speechFinal: false },
      { utteranceId: 'u1', text: 'tell me about a time you failed', speechFinal: true },
    ]);
  });

  it('uses UtteranceEnd when speech_final does not come, and ignores it after speech_final', () => {
    const events = assemble((a) => {
      a.onResults(results('why this role', true));
      a.onUtteranceEnd();
      a.onUtteranceEnd();
      a.onResults(results('next', true, true));
    });
    expect(events.filter((e) => e.speechFinal)).toEqual([
      { utteranceId: 'u1', text: 'why this role', speechFinal: true },
      { utteranceId: 'u2', text: 'next', speechFinal: true },
    ]);
  });

  it('sends no final for silence (empty speech_final results)', () => {
    expect(assemble((a) => a.onResults(results('', true, true)))).toEqual([]);
  });

  it('ignores malformed or unknown messages', () => {
    expect(parseDeepgramMessage('not json')).toBeUndefined();
    expect(parseDeepgramMessage('{"type":"Whatever"}')).toBeUndefined();
    expect(parseDeepgramMessage('{"type":"UtteranceEnd","channel":[0,1],"last_word_end":2.1}')).toMatchObject({ type: 'UtteranceEnd' });
  });
});

describe('replay buffer', () => {
  it('keeps only the audio after the last finalised time', () => {
    const buffer = new ReplayBuffer(60_000);
    for (let i = 0; i < 5; i++) buffer.push(Buffer.alloc(3200, i));
    buffer.confirm(250); // frames end at 100, 200, 300…: the frame straddling 250 stays
    expect(buffer.firstMs).toBe(200);
    expect(buffer.pending.map((f) => f[0])).toEqual([2, 3, 4]);
  });

  it('drops the oldest audio beyond its cap', () => {
    const buffer = new ReplayBuffer(300);
    for (let i = 0; i < 10; i++) buffer.push(Buffer.alloc(3200, i));
    expect(buffer.pending.map((f) => f[0])).toEqual([7, 8, 9]);
  });
});

describe('listen URL', () => {
  it('repeats keyterm once per term, encoded', () => {
    const url = new URL(listenUrl('wss://api.deepgram.com/v1/listen', { model: 'nova-3', endpointingMs: 300, utteranceEndMs: 1000, keyterms: ['C++', 'Acme Corp'] }));
    expect(url.searchParams.getAll('keyterm')).toEqual(['C++', 'Acme Corp']);
    expect(url.toString()).toContain('keyterm=C%2B%2B');
  });
});

describe('keyterms from resume and job description', () => {
  const resume = `Jane Doe
Senior Software Engineer at Northwind Traders, 2019 to 2024.
- Led migration of the billing service to Kubernetes on AWS.
- Built a real-time fraud model with PyTorch and Apache Kafka.
Education: University of Michigan.`;
  const jd = `Globex is hiring a Staff Engineer. You will own our Node.js and PostgreSQL platform. Experience with CI/CD and gRPC is a plus.`;

  it('picks names, products and stacks, not sentence openers or common words', () => {
    const terms = extractKeyterms(resume, jd);
    expect(terms).toEqual(expect.arrayContaining(['Northwind Traders', 'Kubernetes', 'AWS', 'PyTorch', 'Apache Kafka', 'University of Michigan', 'Globex', 'Node.js', 'PostgreSQL', 'CI/CD', 'gRPC']));
    for (const noise of ['Led', 'Built', 'You', 'Experience', 'Senior', 'Education']) expect(terms).not.toContain(noise);
  });

  it('ranks the job description first and stays within the token budget', () => {
    const terms = extractKeyterms(resume, jd, { maxTerms: 100, maxTokens: 8 });
    expect(terms.reduce((sum, t) => sum + estimateTokens(t), 0)).toBeLessThanOrEqual(8);
    expect(terms.length).toBeGreaterThan(0);
    const long = 'Word'.repeat(5);
    expect(extractKeyterms(Array.from({ length: 300 }, (_, i) => `Uses ${long}${i}X.`).join(' '), '').length).toBeLessThanOrEqual(100);
  });
});
