// The text the session's domain model learns from: our interview question bank, the advice
// articles on the site, phrases interviewers use, and the session's own resume and job
// description (so the candidate's companies and technologies are words it expects). The
// fixed part is read once; the session's part is added per session.
import { articles } from '../../../../content/articles';
import { PRACTICE_QUESTIONS } from '../../../../content/practice-questions';
import { INTERVIEW_PHRASES } from './interview-phrases';
import { lmSentences, type LmSentences } from './lm-sentences';

let shared: LmSentences | undefined;

/** Question bank, articles and interviewer phrases, as LM sentences (built once). */
function sharedInterviewCorpus(): LmSentences {
  if (!shared) {
    const corpus: LmSentences = { sentences: [], surface: new Map() };
    for (const q of PRACTICE_QUESTIONS) lmSentences(q.text, corpus);
    for (const article of articles) lmSentences(`${article.title}.\n${htmlText(article.content)}`, corpus);
    lmSentences(INTERVIEW_PHRASES, corpus);
    shared = corpus;
  }
  return shared;
}

/**
 * The shared corpus plus the resume and job description. The job description is the
 * interviewer's own vocabulary, so it counts twice.
 */
export function sessionCorpus(resume: string, jobDescription: string): LmSentences {
  const base = sharedInterviewCorpus();
  const own = lmSentences(`${resume}\n${jobDescription}\n${jobDescription}`);
  const surface = new Map(base.surface);
  for (const [word, written] of own.surface) surface.set(word, written);
  return { sentences: [...base.sentences, ...own.sentences], surface };
}

function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h\d|li|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}
