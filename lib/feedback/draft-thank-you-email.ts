/**
 * A follow-up thank-you e-mail for a live interview, from a template: it names the role (and
 * the company when known) and up to three topics discussed. The debrief labels it as a
 * template, to be edited before sending.
 */
export type ThankYouEmailInput = { role?: string; company?: string; topics: readonly string[] };
export type ThankYouEmail = { subject: string; body: string };

export function draftThankYouEmail({ role, company, topics }: ThankYouEmailInput): ThankYouEmail {
  const roleName = role?.trim() || 'the role';
  const theRole = role?.trim() ? `the ${roleName} role` : 'the role';
  const atCompany = company?.trim() ? ` at ${company.trim()}` : '';
  const listed = listOf(topics.map((t) => t.trim()).filter(Boolean).slice(0, 3));
  const lines = [
    'Hi [interviewer name],',
    '',
    [
      `Thank you for taking the time to speak with me today about ${theRole}${atCompany}.`,
      listed ? `I enjoyed our conversation, especially discussing ${listed}.` : 'I enjoyed our conversation and learning more about the team.',
      `It made me even more interested in the role${company?.trim() ? ` and in joining ${company.trim()}` : ''}, and I'm confident my experience would help the team from the start.`,
    ].join(' '),
    '',
    'If it would help to share anything else, such as examples of my work or references, just let me know.',
    '',
    'Best regards,',
    '[Your name]',
  ];
  return {
    subject: `Thank you: ${role?.trim() ? `${roleName} interview` : 'our interview'}${atCompany}`,
    body: lines.join('\n'),
  };
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
