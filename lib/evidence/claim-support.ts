// What may back a claim in an answer, kept in two piles because they are not worth the same.
// The candidate's own record backs anything the answer says of the candidate; the hiring side
// (what the interviewer said, the job description, the company's name) backs only what the
// answer says of the company, its products and the tools it asks for, never the candidate's
// past: a figure the interviewer mentioned, or planted in a job description, is not the
// candidate's to claim.

export interface ClaimSupport {
  /** The candidate's own record: the resume version used, their stories, what they said on the microphone this session. */
  record: readonly string[];
  /** The hiring side: the job description, the interviewer's words (the question and what was said before it), the company and role. */
  hiring: readonly string[];
  /** The hiring company's name, as the application names it: a clause that opens with it speaks of the company. */
  company?: string;
  /** The language the answer is written in (a BCP-47 tag), when the session knows it; otherwise it is guessed from the answer. */
  language?: string;
}

/** A plain list of texts is the candidate's record, with nothing on the hiring side. */
export function toClaimSupport(support: ClaimSupport | readonly string[]): ClaimSupport {
  return isSupportList(support) ? { record: support, hiring: [] } : support;
}

function isSupportList(support: ClaimSupport | readonly string[]): support is readonly string[] {
  return Array.isArray(support);
}
