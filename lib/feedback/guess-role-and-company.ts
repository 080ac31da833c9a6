/**
 * The role and company named at the top of a pasted job description, found heuristically
 * (labelled lines like "Title: …", "Acme is hiring a Data Engineer", "Data Engineer at
 * Acme", or a short first line that reads like a job title). Either may be undefined.
 */
export type RoleAndCompany = { role?: string; company?: string };

const ROLE_WORD =
  /\b(engineer|developer|manager|designer|analyst|scientist|lead|director|specialist|consultant|coordinator|architect|administrator|associate|intern|officer|representative|accountant|nurse|teacher|assistant|executive|technician|strategist|researcher|writer|editor|recruiter|marketer|product owner|head of \w+|sre|devops)\b/i;

const clean = (text: string) => text.replace(/[*_#>`]/g, '').replace(/\s+/g, ' ').trim().replace(/[.,:;!-]+$/, '');
const short = (text: string, words: number) => clean(text).split(' ').length <= words;

export function guessRoleAndCompany(jobDescription: string | null | undefined): RoleAndCompany {
  if (!jobDescription) return {};
  const lines = jobDescription
    .split(/\r?\n/)
    .map(clean)
    .filter(Boolean)
    .slice(0, 8);
  const found: RoleAndCompany = {};
  for (const line of lines) {
    const labelled = /^(job title|title|role|position)\s*[:\-–]\s*(.+)$/i.exec(line);
    if (labelled && !found.role && short(labelled[2], 8)) found.role = clean(labelled[2]);
    const company = /^(company|employer|organi[sz]ation)\s*[:\-–]\s*(.+)$/i.exec(line);
    if (company && !found.company && short(company[2], 6)) found.company = clean(company[2]);
    const hiring = /^(?:at\s+)?([A-Z][\w&.' -]{1,40}?)\s+(?:is|are)\s+(?:hiring|looking for|seeking)\s+(?:an?\s+)?(?:experienced\s+|talented\s+|senior\s+(?=\w))?(.+?)(?:\s+to\b|\s+who\b|[.,]|$)/.exec(line);
    if (hiring) {
      if (!found.company) found.company = clean(hiring[1]);
      if (!found.role && ROLE_WORD.test(hiring[2]) && short(hiring[2], 8)) found.role = clean(hiring[2]);
    }
    const lookingFor = /\b(?:we are|we're)\s+(?:hiring|looking for|seeking)\s+(?:an?\s+)?(.+?)(?:\s+to\b|\s+who\b|[.,]|$)/i.exec(line);
    if (lookingFor && !found.role && ROLE_WORD.test(lookingFor[1]) && short(lookingFor[1], 8)) found.role = clean(lookingFor[1]);
    const at = /^(.+?)\s+(?:at|@)\s+([A-Z][\w&.' -]{1,40})$/.exec(line);
    if (at && !found.role && ROLE_WORD.test(at[1]) && short(at[1], 8)) {
      found.role = clean(at[1]);
      if (!found.company) found.company = clean(at[2]);
    }
  }
  if (!found.role) {
    const titleLine = lines.slice(0, 3).find((line) => ROLE_WORD.test(line) && short(line, 7));
    if (titleLine) found.role = titleLine;
  }
  return found;
}
