// Who said an utterance, from Deepgram's diarized words: the voice that spoke most of it by
// duration, one voice for the whole utterance however many is_final pieces it took, and voices
// of two streams (a reconnect) kept apart.
import { parseDeepgramMessage, type ResultsMessage } from '@/ws-server/stt/deepgram/deepgram-messages';
import { listenUrl } from '@/ws-server/stt/deepgram/listen-url';
import { SpeakerTally } from '@/ws-server/stt/deepgram/speaker-tally';
import { UtteranceAssembler } from '@/ws-server/stt/deepgram/utterance-assembler';
import { utteranceIds, type TranscriptEvent } from '@/ws-server/stt/transcriber';

type Word = { word: string; start: number; end: number; speaker?: number; speaker_confidence?: number };

/** A Results message as Deepgram sends it with diarize=true: every word has its speaker. */
function results(words: Word[], isFinal: boolean, speechFinal = false): ResultsMessage {
  const transcript = words.map((w) => w.word).join(' ');
  const message = { type: 'Results', start: words[0]?.start ?? 0, duration: 1, is_final: isFinal, speech_final: speechFinal, channel: { alternatives: [{ transcript, confidence: 0.99, words }] } };
  return parseDeepgramMessage(JSON.stringify(message)) as ResultsMessage;
}

/** Words said one after another by `speaker`, each lasting `seconds`. */
function said(text: string, speaker: number, from: number, seconds = 0.3): Word[] {
  return text.split(' ').map((word, i) => ({ word, start: from + i * seconds, end: from + (i + 1) * seconds, speaker }));
}

function assemble(steps: (a: UtteranceAssembler) => void): TranscriptEvent[] {
  const events: TranscriptEvent[] = [];
  steps(new UtteranceAssembler((e) => events.push(e), utteranceIds()));
  return events;
}

describe("the speaker of a Deepgram final", () => {
  it('is the voice that spoke most of it, by how long its words lasted, not by how many words', () => {
    const tally = new SpeakerTally();
    // One long word of voice 0 (1.2 s) against three short ones of voice 1 (0.1 s each).
    tally.add([{ word: 'extraordinarily', start: 0, end: 1.2, speaker: 0 }, ...said('mm hm yes', 1, 1.2, 0.1)], 'dg1');
    expect(tally.top()).toBe('dg1:0');
  });

  it("weighs each word by Deepgram's confidence in its speaker, where the model gives one", () => {
    const tally = new SpeakerTally();
    tally.add([...said('tell me more', 0, 0).map((w) => ({ ...w, speaker_confidence: 0.2 })), ...said('about it', 1, 0.9).map((w) => ({ ...w, speaker_confidence: 0.9 }))], 'dg1');
    expect(tally.top()).toBe('dg1:1');
  });

  it('goes to the voice heard first on a tie, and to none when no word names a voice', () => {
    const tally = new SpeakerTally();
    tally.add([...said('why', 1, 0), ...said('now', 0, 0.3)], 'dg1');
    expect(tally.top()).toBe('dg1:1');
    tally.clear();
    tally.add([{ word: 'why', start: 0, end: 0.3 }], 'dg1');
    expect(tally.top()).toBeUndefined();
  });

  it('keeps the same number of two streams apart: a reconnect numbers its voices afresh', () => {
    const tally = new SpeakerTally();
    tally.add(said('tell me', 0, 0), 'dg1');
    tally.add(said('about your last project', 0, 1), 'dg2');
    expect(tally.top()).toBe('dg2:0');
  });

  it('holds one voice for an utterance assembled from several is_final pieces, on its final only', () => {
    const events = assemble((a) => {
      a.onResults(results(said('tell me about a time you', 0, 0), true), 'dg1');
      a.onResults(results(said('failed', 1, 1.8), false), 'dg1');
      a.onResults(results(said('failed', 1, 1.8), true, true), 'dg1');
    });
    expect(events.filter((e) => !e.speechFinal).every((e) => e.voice === undefined)).toBe(true);
    expect(events.filter((e) => e.speechFinal)).toEqual([{ utteranceId: 'u1', text: 'tell me about a time you failed', speechFinal: true, voice: 'dg1:0' }]);
  });

  it('starts each utterance afresh, and says nothing of voices when the words carry none (no diarization)', () => {
    const events = assemble((a) => {
      a.onResults(results(said('why this role', 0, 0), true, true), 'dg1');
      a.onResults(results(said('and why now', 1, 2), true, true), 'dg1');
      a.onResults(results([{ word: 'thanks', start: 4, end: 4.3 }], true, true));
    });
    expect(events.map((e) => e.voice)).toEqual(['dg1:0', 'dg1:1', undefined]);
  });

  it('is asked for with diarize=true, only when the session wants it', () => {
    const base = { model: 'nova-3', endpointingMs: 300, utteranceEndMs: 1000, keyterms: [] };
    expect(new URL(listenUrl('wss://api.deepgram.com/v1/listen', { ...base, diarize: true })).searchParams.get('diarize')).toBe('true');
    expect(new URL(listenUrl('wss://api.deepgram.com/v1/listen', base)).searchParams.has('diarize')).toBe(false);
  });
});
