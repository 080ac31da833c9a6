import { primaryLanguage } from '@/lib/language/languages';
import { THANK_YOU_TEMPLATES, type ThankYouTemplate } from './thank-you-templates';

/**
 * A follow-up thank-you e-mail for a live interview, from a template in the interview's
 * language (English where no template exists): it names the role (and the company when
 * known) and up to three topics discussed, in the words they were said in. The debrief
 * labels it as a template, to be edited before sending.
 */
export type ThankYouEmailInput = { role?: string; company?: string; topics: readonly string[]; language?: string | null };
export type ThankYouEmail = { subject: string; body: string; /** The language the e-mail is written in. */ language: string };

export function draftThankYouEmail({ role, company, topics, language }: ThankYouEmailInput): ThankYouEmail {
  const code = language ? primaryLanguage(language) : 'en';
  const t = THANK_YOU_TEMPLATES[code] ?? THANK_YOU_TEMPLATES.en;
  const values: Record<string, string> = { role: role?.trim() ?? '', company: company?.trim() ?? '' };
  values.atCompany = values.company ? fill(t.atCompany, values) : '';
  values.joiningCompany = values.company ? fill(t.joiningCompany, values) : '';
  values.theRole = values.role ? fill(t.theRole, values) : t.theRoleUnknown;
  const quoted = topics.map((topic) => topic.trim()).filter(Boolean).slice(0, 3).map((topic) => (t.topicQuote ? fill(t.topicQuote, { topic }) : topic));
  values.topics = listOf(t, quoted);
  const first = [t.thanks, values.topics ? t.enjoyedTopics : t.enjoyedNoTopics, t.interest].map((s) => fill(s, values)).join(t.sentenceJoin);
  const lines = [t.greeting, '', first, '', t.offer, '', t.signOff, t.yourName];
  return { subject: fill(values.role ? t.subjectWithRole : t.subjectWithoutRole, values), body: lines.join('\n'), language: THANK_YOU_TEMPLATES[code] ? code : 'en' };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function listOf(t: ThankYouTemplate, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(t.listSeparator)}${t.and}${items[items.length - 1]}`;
}
