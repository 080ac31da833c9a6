// "Solve screen" in a live interview: a screen_question's frames are checked here (real JPEGs
// of the sizes they claim), then read and answered by the answer runner like a question asked
// by hand. Only counts and sizes are logged, never the frames.
import { writeLog } from '../../../lib/logging/write-log';
import type { ScreenQuestionMessage } from '../../../lib/protocol';
import { decodeScreenFrames } from '../../screen/decode-screen-frames';
import { screenAnswerJob } from '../../screen/screen-answer-job';
import type { SessionContext } from '../session-context';
import type { AnswerRunner } from './answer-runner';

export class ScreenQuestions {
  constructor(
    private readonly ctx: SessionContext,
    private readonly answers: AnswerRunner,
  ) {}

  ask(message: ScreenQuestionMessage): void {
    const decoded = decodeScreenFrames(message);
    if (!decoded.ok) return this.ctx.send({ type: 'error', code: decoded.code, message: decoded.message, question_id: message.id });
    writeLog('info', 'screen_question', { conn: this.ctx.conn, answer: message.id, frames: decoded.frames.length, bytes: decoded.bytes, thumbnail_chars: decoded.thumbnail?.length ?? 0 });
    this.answers.submit(screenAnswerJob(message.id, decoded.frames, this.ctx.deps.now(), decoded.thumbnail));
  }
}
