// "Solve screen" in a live interview: a screen_question's frames are checked here (real JPEGs
// of the sizes they claim), then read and answered by the answer runner like a question asked
// by hand: it cuts off the answer in progress, as Space does, and counts against the session's
// answers per minute before any OCR runs. Only counts and sizes are logged, never the frames.
import { writeLog } from '../../../lib/logging/write-log';
import type { ScreenQuestionMessage, ServerMessage } from '../../../lib/protocol';
import { decodeScreenFrames } from '../../screen/decode-screen-frames';
import { SCREEN_QUESTION_PREFIX } from '../../screen/read-screen-job';
import type { AnswerQueue } from './answer-job';

export interface ScreenQuestionsInput {
  answers: Pick<AnswerQueue, 'submit'>;
  send(message: ServerMessage): void;
  now(): number;
  conn: string;
}

export class ScreenQuestions {
  constructor(private readonly o: ScreenQuestionsInput) {}

  ask(message: ScreenQuestionMessage): void {
    const decoded = decodeScreenFrames(message);
    if (!decoded.ok) return this.o.send({ type: 'error', code: decoded.code, message: decoded.message, question_id: message.id });
    const { frames, thumbnail } = decoded;
    writeLog('info', 'screen_question', { conn: this.o.conn, answer: message.id, frames: frames.length, bytes: decoded.bytes, thumbnail_chars: thumbnail?.length ?? 0 });
    const screen = thumbnail === undefined ? { frames } : { frames, thumbnail };
    // The question is the text read off the frames, which the runner fills in before answering.
    this.o.answers.submit({ id: message.id, question: SCREEN_QUESTION_PREFIX, kind: 'technical', trigger: 'manual', questionAt: this.o.now(), questionDate: new Date(), screen });
  }
}
