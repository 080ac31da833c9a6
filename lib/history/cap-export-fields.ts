import type { Debrief } from './debrief-types';

/**
 * The longest text each field of a debrief carries into the PDF and Markdown exports; longer
 * text is cut and ends with EXPORT_CUT_MARKER, so a reader sees that something is missing.
 * The caps bound what one download costs to render (an export is made on request) while
 * leaving every real session whole:
 * - question 4,000: a typed question (`trigger_response`) is at most 2,000 (LIMITS.maxQuestionChars);
 *   a recognised one is a sentence or two.
 * - answers 20,000 (the candidate's words, the suggested answer): about 3,300 words, some 24
 *   minutes of speech for one answer; a suggested answer is at most ANSWER_WORDS (1,000) words.
 * - feedback 8,000 (written feedback, a stronger answer, each note, the improvements and the
 *   thank-you e-mail): the stored feedback's own schema allows at most 8,000.
 * - each source's passage 3,000: a story told in some 500 words; a resume or job-description
 *   line is far shorter. An answer is given at most nine sources of up to 6,000 characters, so
 *   this keeps a turn's sources within about 27,000 characters however they were written.
 */
export const EXPORT_FIELD_LIMITS = { question: 4_000, answer: 20_000, feedback: 8_000, source: 3_000 } as const;

export const EXPORT_CUT_MARKER = '…';

/** `text` at most `max` characters long, cut with the marker and how long it was. */
export function capExportText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  // Never split a surrogate pair: half of one would be drawn as "?".
  if (/[\uD800-\uDBFF]/.test(text[end - 1])) end -= 1;
  return `${text.slice(0, end).trimEnd()}${EXPORT_CUT_MARKER} (shortened from ${text.length.toLocaleString('en-US')} characters)`;
}

/** The debrief with every free-text field capped for an export; the page shows it whole. */
export function capDebriefForExport(debrief: Debrief): Debrief {
  const { question, answer, feedback, source } = EXPORT_FIELD_LIMITS;
  const cap = (max: number) => (text: string) => capExportText(text, max);
  return {
    ...debrief,
    improvements: debrief.improvements.map(cap(feedback)),
    thankYou: debrief.thankYou && { ...debrief.thankYou, subject: cap(feedback)(debrief.thankYou.subject), body: cap(feedback)(debrief.thankYou.body) },
    turns: debrief.turns.map((turn) => ({
      ...turn,
      question: cap(question)(turn.question),
      candidateAnswer: cap(answer)(turn.candidateAnswer),
      suggestedAnswer: cap(answer)(turn.suggestedAnswer),
      ...(turn.sources ? { sources: turn.sources.map((s) => ({ ...s, text: cap(source)(s.text) })) } : {}),
      feedback: turn.feedback && {
        ...turn.feedback,
        notes: turn.feedback.notes.map(cap(feedback)),
        ...(turn.feedback.written_feedback !== undefined ? { written_feedback: cap(feedback)(turn.feedback.written_feedback) } : {}),
        ...(turn.feedback.stronger_answer !== undefined ? { stronger_answer: cap(feedback)(turn.feedback.stronger_answer) } : {}),
      },
    })),
  };
}
