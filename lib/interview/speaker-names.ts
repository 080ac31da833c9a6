/**
 * Who of a panel asked, on the interview screen. The server numbers a panel's voices in a session
 * ("Interviewer 1", "Interviewer 2" …) when its recogniser tells them apart, and the candidate may
 * rename one for the session ("Priya (EM)"): the name shows at once on every question of that
 * voice, here and in the pop-out. Names are kept by speaker key, the voice's number scoped by the
 * session it was heard in: a new session on the same page numbers from 1 again (a resumed one
 * goes on), and renaming its "Interviewer 1" must never rename the last session's.
 */
import type { AnswerMessage, Interviewer, TranscriptMessage } from '@/lib/protocol';
import { scopedId, type AskedQuestion, type InterviewState, type QuestionPost, type SpeakerRef } from './interview-state';

export function speakerRef(state: InterviewState, interviewer: Interviewer): SpeakerRef {
  return { key: `${state.speakerScope}:${interviewer.id}`, id: interviewer.id, label: interviewer.label };
}

/** What to call the voice: the name the candidate gave it here, else the server's label. */
export function speakerLabel(state: InterviewState, ref: SpeakerRef): string {
  return state.speakerNames[ref.key] ?? ref.label;
}

/** A voice of the session running now, which the server can rename too (an earlier session's is this page's only). */
export function isCurrentSpeaker(state: InterviewState, ref: SpeakerRef): boolean {
  return ref.key.startsWith(`${state.speakerScope}:`);
}

export function renameSpeaker(state: InterviewState, key: string, name: string): InterviewState {
  return { ...state, speakerNames: { ...state.speakerNames, [key]: name } };
}

/** Who asked a post: its question's interviewer once it was asked (the server says who asked it), else who said it. */
export function postSpeaker(state: InterviewState, post: QuestionPost): SpeakerRef | undefined {
  const question = post.questionId ? state.questions.find((q) => q.id === post.questionId) : undefined;
  return question?.interviewer ?? post.interviewer;
}

/** The earlier question a follow-up follows up, while the screen still holds it. */
export function followedQuestion(state: InterviewState, question: AskedQuestion | undefined): AskedQuestion | undefined {
  return question?.followsUp ? state.questions.find((q) => q.id === question.followsUp) : undefined;
}

/** The reducer's fields for who of a panel said or asked a message's words, when the server says. */
export function interviewerOf(state: InterviewState, message: TranscriptMessage | AnswerMessage): Pick<AskedQuestion, 'interviewer'> {
  return message.interviewer ? { interviewer: speakerRef(state, message.interviewer) } : {};
}

/** The reducer's field for the question a follow-up follows up: the server's id, as this screen's question id. */
export function followsUpOf(state: InterviewState, message: AnswerMessage): Pick<AskedQuestion, 'followsUp'> {
  const local = message.follows_up ? state.questionIdByServer[scopedId(state, message.follows_up)] : undefined;
  return local ? { followsUp: local } : {};
}

/** What the questions panel shows of a panel for each post: who said it, and the question it follows up. */
export interface PanelView {
  speakerOf(post: QuestionPost): { ref: SpeakerRef; label: string } | undefined;
  /** Set on the first post of a follow-up: the followed question's first post and its text. */
  followUpOf(post: QuestionPost): { postId: string; text: string } | undefined;
}

export function panelView(state: InterviewState): PanelView {
  return {
    speakerOf(post) {
      const ref = post.speaker === 'candidate' ? undefined : postSpeaker(state, post);
      return ref && { ref, label: speakerLabel(state, ref) };
    },
    followUpOf(post) {
      const question = post.questionId ? state.questions.find((q) => q.id === post.questionId) : undefined;
      const followed = followedQuestion(state, question);
      const postId = followed?.postIds[0];
      if (!question || !followed || !postId || question.postIds[0] !== post.id) return undefined;
      return { postId, text: followed.text };
    },
  };
}
