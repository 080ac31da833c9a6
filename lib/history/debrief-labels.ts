import type { AnswerScore } from '@/lib/feedback/answer-score';
import { formatScore } from '@/lib/feedback/format-score';
import { RUBRIC_PARTS } from '@/lib/feedback/rubric-weights';
import { formatTalkTime } from '@/lib/feedback/session-summary';
import { findLanguage, languageLabel } from '@/lib/language/languages';
import type { Debrief } from './debrief-types';

/**
 * The debrief's words, shared by the page, the Markdown export and the PDF so the three say
 * the same thing. They stay English whatever language the interview was in: the interface is
 * English, and the candidate's own words, the questions and the e-mail keep their language.
 */
export const NOT_CAPTURED = "Your words weren't captured in this session (listen to Tab + microphone to capture them).";
export const TEMPLATES_LABEL = 'Built from your figures and templates.';
export const EMAIL_LABEL = 'A template built from this session: edit it before you send it.';

/** "Asked by Priya (EM)": who of a panel asked a question. */
export const ASKED_BY = 'Asked by';
export const askedByLine = (label: string) => `${ASKED_BY} ${label}`;

const ROUNDS: Record<string, string> = { behavioural: 'Behavioural', technical: 'Technical', mixed: 'Mixed' };

/** "Behavioural practice interview", "Practice interview" or "Interview". */
export function debriefKindLabel(debrief: Debrief): string {
  const { kind, practice_round } = debrief.session;
  if (kind !== 'practice') return 'Interview';
  return practice_round ? `${ROUNDS[practice_round] ?? practice_round} practice interview` : 'Practice interview';
}

export function debriefTitle(debrief: Debrief, timeZone?: string): string {
  const when = new Date(debrief.session.started_at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
  return `${debriefKindLabel(debrief)} on ${when}`;
}

export function partsLine(score: AnswerScore): string {
  return RUBRIC_PARTS.map((part) => `${part} ${formatScore(score.parts[part])}`).join(' · ');
}

export function figuresLine(score: AnswerScore): string {
  const f = score.figures;
  const pace = f.seconds > 0 ? ` in ${formatTalkTime(f.seconds)} · ${f.wordsPerMinute} words per minute` : '';
  return `${f.words} words${pace} · ${f.fillerWords} filler ${f.fillerWords === 1 ? 'word' : 'words'}`;
}

/** The session totals as label/value pairs, in display order. */
export function totalsRows(debrief: Debrief): [string, string][] {
  const s = debrief.summary;
  return [
    ['Questions answered', `${s.questionsAnswered} of ${s.questions}`],
    ['Talk time', s.talkSeconds > 0 ? formatTalkTime(s.talkSeconds) : 'not measured'],
    ['Words per minute', s.wordsPerMinute > 0 ? String(s.wordsPerMinute) : 'not measured'],
    ['Filler words', s.talkSeconds > 0 ? `${s.fillerWords} (${s.fillersPerMinute} a minute)` : String(s.fillerWords)],
    ['Average score', s.averageScore === null ? 'not scored' : formatScore(s.averageScore)],
  ];
}

/** cuecard-debrief-2026-11-20-14-00.pdf (or .md). */
export function debriefFileName(debrief: Debrief, extension: 'md' | 'pdf'): string {
  return `cuecard-debrief-${debrief.session.started_at.slice(0, 16).replace(/[:T]/g, '-')}.${extension}`;
}

/** "Hindi · हिन्दी", "Portuguese (Brazil) · Português": the language the session was held in, or null when it recorded none. */
export function sessionLanguageLabel(tag: string | null | undefined): string | null {
  const language = findLanguage(tag);
  if (!tag || !language) return null;
  const label = languageLabel(tag);
  return language.nativeName === language.name ? label : `${label} · ${language.nativeName}`;
}
