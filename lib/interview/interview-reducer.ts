/**
 * What the interview screen shows, as a pure reducer over protocol v1 messages and the
 * user's actions:
 * - posts: the utterances for the questions panel, the interviewer's and (with "Tab +
 *   microphone") the candidate's, labelled by speaker. Interim transcripts replace the text
 *   of their utterance; speech_final finalises the post (or drops it when empty). Only the
 *   interviewer's posts can become a question: the candidate's words are never asked.
 * - questions: what was asked: Space commits the current (not yet asked) posts as a question;
 *   in auto mode the server's detected questions arrive with their answers.
 * - answers: chunks accumulate until speech_final, then the answer is committed; each is
 *   linked to its question and keeps its latency and its evidence (sources and story fit on
 *   the first chunk, the valid citations and unsupported claims on the last).
 * Server ids are scoped by connection (`epoch`), so a reconnect, whose server numbers its
 * utterances afresh, never overwrites what the list already holds.
 */
import type { AnswerMessage, ScreenTextMessage, TranscriptMessage } from '@/lib/protocol';
import { abandonScreens, applyScreenText, askScreen, failScreen } from './screen-question-state';
import { boundInterviewLists } from './bound-interview-lists';
import { followsUpOf, interviewerOf, renameSpeaker } from './speaker-names';
import { scopedId, type AnswerPost, type AskedQuestion, type InterviewState, type QuestionPost } from './interview-state';

export type InterviewAction =
  | { type: 'connected'; epoch: number; resumed?: boolean }
  | { type: 'disconnected' }
  | { type: 'transcript'; message: TranscriptMessage }
  | { type: 'answer'; message: AnswerMessage; now: number }
  | { type: 'commit'; now: number }
  | { type: 'credit'; used: number; limit: number }
  | { type: 'clearCurrent' }
  | { type: 'clearAllQuestions' }
  | { type: 'clearAnswers' }
  | { type: 'screenAsked'; id: string; thumbnails: string[]; now: number }
  | { type: 'screenText'; message: ScreenTextMessage }
  | { type: 'screenFailed'; questionId: string; message: string }
  | { type: 'renameSpeaker'; key: string; name: string };

export const INITIAL_INTERVIEW: InterviewState = {
  epoch: 0,
  posts: [],
  questions: [],
  answers: [],
  pendingManual: [],
  questionIdByServer: {},
  ignoredAnswerIds: [],
  nextQuestion: 1,
  credits: null,
  speakerScope: 0,
  speakerNames: {},
};

/** The question Space would ask: every post not yet part of an asked question. */
export function currentQuestion(state: InterviewState): string {
  return state.posts
    .filter(isUnasked)
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join(' ');
}

/** An interviewer's post not yet part of an asked question: what Space would send. */
const isUnasked = (p: QuestionPost) => !p.questionId && p.speaker !== 'candidate';

export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'connected':
      // Triggers sent on the old connection will never be answered on this one. A new session on
      // the same page starts its socket's numbering again at 1: its epoch still moves on, so its
      // first answer never lands in the card of the last session's first answer.
      // A session carried on keeps its panel's numbers; a new one numbers its voices afresh.
      return abandonScreens({ ...state, epoch: Math.max(action.epoch, state.epoch + 1), pendingManual: [], speakerScope: action.resumed ? state.speakerScope : state.speakerScope + 1 });
    case 'disconnected':
      return abandonScreens({
        ...state,
        heardLanguage: undefined,
        posts: state.posts.filter((p) => p.final || p.text.trim() !== '').map((p) => (p.final ? p : { ...p, final: true })),
        answers: state.answers.map((a) => (a.done ? a : { ...a, done: true, interrupted: true })),
      });
    case 'transcript':
      return boundInterviewLists(applyTranscript(state, action.message));
    case 'answer':
      return boundInterviewLists(applyAnswer(state, action.message, action.now));
    case 'commit': {
      const text = currentQuestion(state);
      if (!text) return state;
      const id = `q${state.nextQuestion}`;
      const postIds = state.posts.filter(isUnasked).map((p) => p.id);
      return {
        ...state,
        nextQuestion: state.nextQuestion + 1,
        posts: state.posts.map((p) => (isUnasked(p) ? { ...p, questionId: id } : p)),
        questions: [...state.questions, { id, text, postIds, askedAt: action.now, origin: 'manual' }],
        pendingManual: [...state.pendingManual, id],
      };
    }
    case 'credit':
      return { ...state, credits: { used: action.used, limit: action.limit } };
    case 'clearCurrent':
      return { ...state, posts: state.posts.filter((p) => !isUnasked(p)) };
    case 'clearAllQuestions':
      return { ...state, posts: [], questions: [], pendingManual: [], questionIdByServer: {} };
    case 'screenAsked':
      return askScreen(state, action.id, action.thumbnails, action.now);
    case 'screenText':
      return applyScreenText(state, action.message);
    case 'screenFailed':
      return failScreen(state, action.questionId, action.message);
    case 'renameSpeaker':
      return renameSpeaker(state, action.key, action.name);
    case 'clearAnswers':
      return {
        ...state,
        answers: [],
        ignoredAnswerIds: [...state.ignoredAnswerIds, ...state.answers.filter((a) => !a.done).map((a) => a.id)].slice(-50),
      };
  }
}

function applyTranscript(previous: InterviewState, message: TranscriptMessage): InterviewState {
  // Under Auto-detect the screen names what the recogniser hears; a transcript without a language changes nothing.
  const state = message.language && message.language !== previous.heardLanguage ? { ...previous, heardLanguage: message.language } : previous;
  const id = scopedId(state, message.id);
  const text = message.transcription;
  const index = state.posts.findIndex((p) => p.id === id);
  if (message.speech_final && text.trim() === '') {
    return index === -1 ? state : { ...state, posts: state.posts.filter((p) => p.id !== id) };
  }
  if (index === -1) {
    if (text.trim() === '') return state;
    return { ...state, posts: [...state.posts, { id, text, final: message.speech_final, ...(message.speaker ? { speaker: message.speaker } : {}), ...interviewerOf(state, message) }] };
  }
  const posts = state.posts.slice();
  posts[index] = { ...posts[index], text, final: message.speech_final, ...interviewerOf(state, message) };
  return { ...state, posts };
}

function applyAnswer(state: InterviewState, message: AnswerMessage, now: number): InterviewState {
  const id = scopedId(state, message.id);
  if (state.ignoredAnswerIds.includes(id)) return state;
  const index = state.answers.findIndex((a) => a.id === id);
  if (index !== -1) {
    const previous = state.answers[index];
    const answers = state.answers.slice();
    answers[index] = {
      ...previous,
      ...(message.replaces ? replacement(message) : {}),
      text: message.replaces ? message.transcription : previous.text + message.transcription,
      done: message.speech_final,
      latencyMs: message.latency_ms ?? previous.latencyMs,
      ...evidenceOf(message),
    };
    return { ...state, answers };
  }
  const linked = linkQuestion(state, message, now);
  const asked = linked.state.questions.find((q) => q.id === linked.questionId);
  const measured = asked && asked.origin === 'manual' ? Math.max(0, now - asked.askedAt) : null;
  const answer: AnswerPost = {
    id,
    questionId: linked.questionId,
    question: asked?.text ?? message.question ?? '',
    text: message.transcription,
    done: message.speech_final,
    interrupted: false,
    source: message.source,
    latencyMs: message.latency_ms ?? measured,
    ...(message.question_source === 'screen' ? { screen: true } : {}),
    ...(message.fallback ? { fallback: true } : {}),
    ...evidenceOf(message),
  };
  // The server reuses a detected question's id only to restart its answer (the question grew
  // after an early start): the new answer replaces the cut-off one, whose late chunks are ignored.
  const superseded = message.trigger === 'auto' ? linked.state.answers.filter((a) => a.questionId === linked.questionId && !a.screen).map((a) => a.id) : [];
  return {
    ...linked.state,
    answers: [...linked.state.answers.filter((a) => !superseded.includes(a.id)), answer],
    ignoredAnswerIds: superseded.length ? [...linked.state.ignoredAnswerIds, ...superseded] : linked.state.ignoredAnswerIds,
  };
}

/** The model's late answer takes the offline one's place in the same card: its source and label, none of the offline text's checks. */
function replacement(message: AnswerMessage): Partial<AnswerPost> {
  return { source: message.source, fallback: false, replacedOffline: true, citations: undefined, unsupported: undefined };
}

/**
 * The evidence fields a chunk carries. Each arrives once (sources on the first chunk, or on the
 * last when the answer failed before its first words), so a chunk without one keeps what the
 * answer already has.
 */
function evidenceOf(message: AnswerMessage): Pick<AnswerPost, 'sources' | 'citations' | 'unsupported' | 'story'> {
  return {
    ...(message.sources ? { sources: message.sources } : {}),
    ...(message.citations ? { citations: message.citations } : {}),
    ...(message.unsupported ? { unsupported: message.unsupported } : {}),
    ...(message.story ? { story: message.story } : {}),
  };
}

/** Finds (or creates) the question an answer's first chunk belongs to. */
function linkQuestion(state: InterviewState, message: AnswerMessage, now: number): { state: InterviewState; questionId: string } {
  const serverId = scopedId(state, message.question_id);
  const known = state.questionIdByServer[serverId];
  if (known) return { state, questionId: known };
  // "Answer now" on a paired phone asked what this screen shows as its current question: those
  // posts are that question now, as if Space had been pressed here.
  if (message.trigger === 'manual' && message.asked_from === 'second_screen') {
    const postIds = state.posts.filter(isUnasked).map((p) => p.id);
    const question: AskedQuestion = { id: serverId, text: message.question ?? currentQuestion(state), postIds, askedAt: now, origin: 'manual' };
    const posts = state.posts.map((p) => (isUnasked(p) ? { ...p, questionId: serverId } : p));
    return { state: { ...state, posts, questions: [...state.questions, question], questionIdByServer: { ...state.questionIdByServer, [serverId]: serverId } }, questionId: serverId };
  }
  // A manual answer answers the oldest pending Space press; the server says which it is, since
  // ids cannot (a replaced transcriber's utterances are "g2-u1", not "u1").
  if (message.trigger === 'manual' && state.pendingManual.length > 0) {
    const [localId, ...rest] = state.pendingManual;
    const asker = interviewerOf(state, message);
    const questions = asker.interviewer ? state.questions.map((q) => (q.id === localId ? { ...q, ...asker } : q)) : state.questions;
    return { state: { ...state, questions, pendingManual: rest, questionIdByServer: { ...state.questionIdByServer, [serverId]: localId } }, questionId: localId };
  }
  // A question the server detected in utterance "u3" ("u3.1", "u3.2" for multi-part ones).
  const postId = scopedId(state, message.question_id.split('.')[0]);
  const post = state.posts.find((p) => p.id === postId);
  const text = message.question ?? post?.text ?? '';
  const question: AskedQuestion = { id: serverId, text, postIds: post ? [postId] : [], askedAt: now, origin: 'auto', ...interviewerOf(state, message), ...followsUpOf(state, message) };
  return {
    state: {
      ...state,
      posts: state.posts.map((p) => (p.id === postId && !p.questionId ? { ...p, questionId: serverId } : p)),
      questions: [...state.questions, question],
      questionIdByServer: { ...state.questionIdByServer, [serverId]: serverId },
    },
    questionId: serverId,
  };
}
