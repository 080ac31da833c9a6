// The interviewer's words a reconnect hands over (lib/interview/unfinished-words.ts): live text,
// and a final until an answer to that utterance starts or a few seconds pass without one.
import { KEEP_FINAL_MS, UnfinishedWords } from '@/lib/interview/unfinished-words';

const said = (id: string, transcription: string, speech_final: boolean, speaker?: 'interviewer' | 'candidate') => ({ id, transcription, speech_final, ...(speaker ? { speaker } : {}) });

describe('the words a reconnect hands over', () => {
  it('keeps a final until an auto answer to its own utterance begins', () => {
    let now = 0;
    const words = new UnfinishedWords(() => now);
    words.heard(said('f2-u3', 'How would you shard this table?', true));
    now += 2_000;
    words.answered({ question_id: 'm1', trigger: 'manual' }); // Space: not an answer to it
    words.answered({ question_id: 'f2-u2.1', trigger: 'auto' }); // an earlier utterance's answer
    expect(words.words).toBe('How would you shard this table?');
    words.answered({ question_id: 'f2-u3.2', trigger: 'auto' });
    expect(words.words).toBeUndefined();
  });

  it('lets a final go once no answer came for a few seconds: it was not a question', () => {
    let now = 0;
    const words = new UnfinishedWords(() => now);
    words.heard(said('u1', 'Thanks for joining today.', true));
    now += KEEP_FINAL_MS;
    expect(words.words).toBe('Thanks for joining today.');
    now += 1;
    expect(words.words).toBeUndefined();
  });

  it('holds the newest utterance only, never the candidate’s words, and an empty final ends live text', () => {
    const words = new UnfinishedWords(() => 0);
    words.heard(said('u1', 'First question?', true));
    words.heard(said('u2', 'And then', false));
    words.heard(said('c1', 'Well I', false, 'candidate'));
    expect(words.words).toBe('And then');
    words.heard(said('u2', '', true));
    expect(words.words).toBeUndefined();
  });
});
