// The session's evidence index (evidence-index.ts): built once, when the session starts and its
// documents are known, and built again only when one of them has been replaced since (a
// `resume` or `job_description` message; a resumed session or another application is a new
// session, with an index of its own). A replacement is noticed by the next answer, not when the
// message arrives: a client sending its resume over and over costs one rebuild per answer at
// most, and answers are rate-limited. The stories array is replaced, never edited in place.
import { EvidenceIndex, type EvidenceDocuments } from '../../evidence/evidence-index';
import { ACHIEVEMENT } from '../../llm/offline/select-passages';
import type { SessionPart } from '../session-part';

// The offline engine's language tables know each language's achievement verbs.
const isAchievement = (passage: string) => ACHIEVEMENT.test(passage);

export class SessionEvidence implements SessionPart {
  private built?: { from: EvidenceDocuments; index: EvidenceIndex };

  /** `documents` is read on every answer: the session's own, as the latest messages left them. */
  constructor(private readonly documents: () => EvidenceDocuments) {}

  start(): void {
    this.index();
  }

  /** The index of the documents as they are now. */
  index(): EvidenceIndex {
    const { resume, jobDescription, stories } = this.documents();
    const from = this.built?.from;
    if (!this.built || from?.resume !== resume || from.jobDescription !== jobDescription || from.stories !== stories) {
      this.built = { from: { resume, jobDescription, stories }, index: new EvidenceIndex({ resume, jobDescription, stories }, isAchievement) };
    }
    return this.built.index;
  }

  close(): void {
    this.built = undefined;
  }
}
