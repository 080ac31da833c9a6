// The interview screen's panel: posts and questions say which interviewer spoke, a rename
// applies at once to every question of that voice (and only this session's voice), and a
// follow-up is linked to the question it follows up.
import { INITIAL_INTERVIEW, interviewReducer, type InterviewAction } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import { popOutContent } from '@/lib/interview/pop-out-content';
import { followedQuestion, isCurrentSpeaker, postSpeaker, speakerLabel } from '@/lib/interview/speaker-names';
import type { Interviewer } from '@/lib/protocol';

const play = (actions: InterviewAction[], from: InterviewState = INITIAL_INTERVIEW) => actions.reduce(interviewReducer, from);
const one: Interviewer = { id: 1, label: 'Interviewer 1' };
const two: Interviewer = { id: 2, label: 'Interviewer 2' };
const said = (id: string, text: string, interviewer?: Interviewer): InterviewAction => ({
  type: 'transcript',
  message: { type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false, ...(interviewer ? { interviewer } : {}) },
});
const answered = (id: string, questionId: string, question: string, extra: { interviewer?: Interviewer; follows_up?: string; trigger?: 'auto' | 'manual' } = {}): InterviewAction => ({
  type: 'answer',
  now: 0,
  message: { type: 'answer', id, question_id: questionId, trigger: extra.trigger ?? 'auto', question, transcription: 'An answer.', ai_answer: true, speech_final: true, source: 'ai', ...extra },
});
const labels = (s: InterviewState) => s.posts.map((p) => {
  const ref = postSpeaker(s, p);
  return ref ? speakerLabel(s, ref) : null;
});

describe('a panel on the interview screen', () => {
  const panel = () =>
    play([
      { type: 'connected', epoch: 1 },
      said('u1', 'Tell me about your last project.', one),
      answered('a1', 'u1.1', 'Tell me about your last project.', { interviewer: one }),
      said('u2', 'How do you design an idempotent API?', two),
      answered('a2', 'u2.1', 'How do you design an idempotent API?', { interviewer: two }),
      said('u3', 'What did you learn from it?', one),
      answered('a3', 'u3.1', 'What did you learn from it?', { interviewer: one, follows_up: 'u1.1' }),
    ]);

  it("labels each post with its interviewer, and says nothing when the server names none (offline: 'Interviewer' as before)", () => {
    expect(labels(panel())).toEqual(['Interviewer 1', 'Interviewer 2', 'Interviewer 1']);
    expect(labels(play([{ type: 'connected', epoch: 1 }, said('u1', 'Why us?')]))).toEqual([null]);
  });

  it('renames a voice on every one of its questions at once, and in the pop-out', () => {
    const key = postSpeaker(panel(), panel().posts[0])!.key;
    const s = interviewReducer(panel(), { type: 'renameSpeaker', key, name: 'Priya (EM)' });
    expect(labels(s)).toEqual(['Priya (EM)', 'Interviewer 2', 'Priya (EM)']);
    expect(popOutContent(s).asker).toBe('Priya (EM)');
  });

  it('links a follow-up to the question it follows up', () => {
    const s = panel();
    const followUp = s.questions.find((q) => q.id === '1:u3.1');
    expect(followedQuestion(s, followUp)?.text).toBe('Tell me about your last project.');
    expect(followedQuestion(s, s.questions.find((q) => q.id === '1:u2.1'))).toBeUndefined();
  });

  it('gives a Space question the interviewer the server says asked it', () => {
    const s = play([{ type: 'connected', epoch: 1 }, said('u1', 'Why this company?', two), { type: 'commit', now: 0 }, answered('a1', 'm1', 'Why this company?', { interviewer: two, trigger: 'manual' })]);
    expect(s.questions[0]).toMatchObject({ id: 'q1', interviewer: { id: 2, label: 'Interviewer 2' } });
  });

  it("keeps a resumed session's names, and never lets a new session's Interviewer 1 take the last one's name", () => {
    let s = panel();
    const key = postSpeaker(s, s.posts[0])!.key;
    s = interviewReducer(s, { type: 'renameSpeaker', key, name: 'Priya (EM)' });
    const resumed = play([{ type: 'disconnected' }, { type: 'connected', epoch: 2, resumed: true }, said('u1', 'And why now?', one)], s);
    expect(labels(resumed).at(-1)).toBe('Priya (EM)');
    expect(isCurrentSpeaker(resumed, postSpeaker(resumed, resumed.posts[0])!)).toBe(true);
    const fresh = play([{ type: 'disconnected' }, { type: 'connected', epoch: 3 }, said('u1', 'Tell me about yourself.', one)], s);
    expect(labels(fresh)).toEqual(['Priya (EM)', 'Interviewer 2', 'Priya (EM)', 'Interviewer 1']);
    expect(isCurrentSpeaker(fresh, postSpeaker(fresh, fresh.posts[0])!)).toBe(false);
  });
});
