import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { ResumeBusyError } from './resume-busy-error';

/**
 * At most `running` extractions at once in this process, `waiting` more queued in order, and
 * one per owner (a user) at a time; beyond that ResumeBusyError at once, so a burst of uploads
 * is answered "busy, try again" instead of piling up processes and memory. In memory, per
 * process, like the route's rate limit.
 */
export class ExtractionSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  private readonly owners = new Set<string>();

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Resolves with a release function once a slot is free; call it exactly when done. */
  async acquire(owner: string): Promise<() => void> {
    if (this.owners.has(owner)) throw new ResumeBusyError('user', RESUME_UPLOAD_ERRORS.stillReading);
    if (this.active >= this.running && this.queue.length >= this.waiting) throw new ResumeBusyError('server', RESUME_UPLOAD_ERRORS.busy);
    this.owners.add(owner);
    if (this.active < this.running) this.active++;
    else await new Promise<void>((resolve) => this.queue.push(resolve)); // the slot is handed over by release()
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.owners.delete(owner);
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    };
  }
}
