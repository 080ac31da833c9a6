// The thank-you e-mail draft in the interview's language: a template per language where one
// exists (English elsewhere), naming the role, the company and the topics as they were said.
import { draftThankYouEmail } from '@/lib/feedback/draft-thank-you-email';
import { THANK_YOU_TEMPLATES } from '@/lib/feedback/thank-you-templates';
import { buildDebrief } from '@/lib/history/build-debrief';
import type { DebriefSessionRow } from '@/lib/history/debrief-types';

const input = { role: 'Data Engineer', company: 'Acme', topics: ['pipelines', 'data quality', 'Kafka'] };

/** A phrase each template's body must hold, in that language's words. */
const CASES: [string, { subject: string; body: string[] }][] = [
  ['es', { subject: 'Gracias: entrevista para el puesto de Data Engineer en Acme', body: ['Hola, [nombre del entrevistador]:', 'hablar sobre el puesto de Data Engineer en Acme.', 'al hablar de «pipelines», «data quality» y «Kafka».', 'Un cordial saludo,'] }],
  ['pt', { subject: 'Obrigado: entrevista para a vaga de Data Engineer na Acme', body: ['conversar comigo sobre a vaga de Data Engineer na Acme.', 'falar sobre “pipelines”, “data quality” e “Kafka”.', 'Atenciosamente,'] }],
  ['fr', { subject: 'Merci : entretien pour le poste de Data Engineer chez Acme', body: ['au sujet du poste de Data Engineer chez Acme.', 'nos échanges sur « pipelines », « data quality » et « Kafka ».', 'Bien cordialement,'] }],
  ['de', { subject: 'Vielen Dank: Vorstellungsgespräch als Data Engineer bei Acme', body: ['über die Position als Data Engineer bei Acme zu sprechen.', 'der Austausch über „pipelines“, „data quality“ und „Kafka“.', 'Mit freundlichen Grüßen'] }],
  ['hi', { subject: 'धन्यवाद: Data Engineer पद के लिए साक्षात्कार (Acme)', body: ['नमस्ते [साक्षात्कारकर्ता का नाम],', 'आज Data Engineer पद (Acme) के बारे में', '“pipelines”, “data quality” और “Kafka” पर चर्चा।', 'सादर,'] }],
  ['zh', { subject: '感谢：Data Engineer职位面试（Acme）', body: ['[面试官姓名]您好：', '交流Data Engineer职位（Acme）的相关情况。我非常享受', '关于“pipelines”、“data quality”和“Kafka”的讨论。', '此致\n敬礼'] }],
  ['it', { subject: 'Grazie: colloquio per il ruolo di Data Engineer presso Acme', body: ['il confronto su «pipelines», «data quality» e «Kafka».', 'Cordiali saluti,'] }],
  ['nl', { subject: 'Bedankt: sollicitatiegesprek Data Engineer bij Acme', body: ['over de functie van Data Engineer bij Acme.', 'over ‘pipelines’, ‘data quality’ en ‘Kafka’.', 'Met vriendelijke groet,'] }],
];

describe('thank-you e-mail in the interview language', () => {
  it.each(CASES)('writes the %s e-mail from its template, with the role, company and topics as said', (language, expected) => {
    const email = draftThankYouEmail({ ...input, language });
    expect(email.language).toBe(language);
    expect(email.subject).toBe(expected.subject);
    for (const phrase of expected.body) expect(email.body).toContain(phrase);
    expect(email.body).not.toContain('Thank you');
  });

  it('reads a regional tag by its language (pt-BR is Portuguese)', () => {
    expect(draftThankYouEmail({ ...input, language: 'pt-BR' }).subject).toMatch(/^Obrigado:/);
  });

  it('writes English where no template exists, or when the session recorded no language', () => {
    for (const language of ['ja', 'ko', 'ar', null, undefined]) {
      const email = draftThankYouEmail({ ...input, language });
      expect(email.language).toBe('en');
      expect(email.subject).toBe('Thank you: Data Engineer interview at Acme');
      expect(email.body).toContain('especially discussing pipelines, data quality and Kafka.');
    }
  });

  it('fills every placeholder in every language, with or without a role, company or topics', () => {
    for (const language of Object.keys(THANK_YOU_TEMPLATES)) {
      for (const variant of [input, { topics: [] }, { role: 'Designer', topics: ['Figma'] }, { company: 'Globex', topics: [] }]) {
        const email = draftThankYouEmail({ ...variant, language });
        expect(`${email.subject}\n${email.body}`).not.toMatch(/[{}]/);
        expect(email.body).not.toMatch(/ {2}|\( \)|\(\)/);
      }
    }
  });

  it('drafts the debrief e-mail in the session language', () => {
    const session: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'live', practice_round: null, source: 'tab', mode: 'manual', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:30:00.000Z', language: 'es' };
    const email = buildDebrief(session, [], 'Data Engineer at Acme\nPipelines.').thankYou!;
    expect(email.language).toBe('es');
    expect(email.body).toMatch(/^Hola, \[nombre del entrevistador\]:/);
  });
});
