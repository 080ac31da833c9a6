/**
 * No extraction slot for this upload: every slot of this server is taken and the queue is full
 * ('server'), or the same user already has a file being read ('user'). `message` is for the user.
 */
export class ResumeBusyError extends Error {
  constructor(
    readonly scope: 'server' | 'user',
    message: string,
  ) {
    super(message);
    this.name = 'ResumeBusyError';
  }
}
