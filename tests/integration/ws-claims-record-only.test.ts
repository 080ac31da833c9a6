// What backs a claim in a model's answer, through the running ws-server and the emulator, for
// a session held for a job application: the candidate's own record (the application's resume
// version, the stories) backs what the answer says of the candidate; the interviewer's words,
// the job description and the company's name never do. A figure the interviewer mentioned, a
// title the job description names and the hiring company claimed as a past employer are all
// flagged, in English, Spanish and German; the same words said of the company are not.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { Database } from '../../lib/supabase/database';
import type { AnswerEngine } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

interface Case {
  question: string;
  answer: string;
  flagged: string[];
  backed: string[];
}

/** The interviewer's question names a figure; the model answers each question as written here. */
const CASES: Record<'en' | 'es' | 'de', { resume: string; jobDescription: string; claimed: Case; ofCompany: Case }> = {
  en: {
    resume: 'Senior Software Engineer, Northwind Traders (2019 – 2024)\n- Cut checkout latency by 35% for 1,200 merchants',
    jobDescription: 'Globex is hiring a Staff Engineer to run its payments API, which serves 10 million requests a day.',
    claimed: {
      question: 'We serve 10 million requests a day. Have you worked at that scale?',
      answer: 'Yes: I have handled 10 million requests a day, and as a Staff Engineer at Globex I cut checkout latency by 35%.',
      flagged: ['10 million', 'Staff Engineer', 'Globex'],
      backed: ['35%'],
    },
    ofCompany: {
      question: 'We serve 10 million requests a day. How would you keep it fast?',
      answer: "Your API serves 10 million requests a day, so I would cache reads first; I'd love to join Globex as a Staff Engineer.",
      flagged: [],
      backed: ['10 million', 'Globex', 'Staff Engineer'],
    },
  },
  es: {
    resume: 'Ingeniera de software sénior, Northwind Traders (2019 – 2024)\n- Reduje la latencia del pago un 35 % para 1.200 comercios',
    jobDescription: 'Globex busca una ingeniera principal para su API de pagos, que atiende diez millones de peticiones al día.',
    claimed: {
      question: 'Atendemos diez millones de peticiones al día. ¿Ha trabajado a esa escala?',
      answer: 'Sí: atendí 10 millones de peticiones al día, y como ingeniera principal en Globex reduje la latencia un 35 %.',
      flagged: ['10 millones', 'ingeniera principal', 'Globex'],
      backed: ['35 %'],
    },
    ofCompany: {
      question: 'Atendemos diez millones de peticiones al día. ¿Cómo lo mantendría rápido?',
      answer: 'Su API atiende 10 millones de peticiones al día, así que primero cachearía las lecturas; me gustaría unirme a Globex como ingeniera principal.',
      flagged: [],
      backed: ['10 millones', 'Globex', 'ingeniera principal'],
    },
  },
  de: {
    resume: 'Senior Software Engineer, Northwind Traders (2019 – 2024)\n- Checkout-Latenz um 35 % gesenkt, für 1.200 Händler',
    jobDescription: 'Globex sucht einen Staff Engineer für die Zahlungs-API, die zehn Millionen Anfragen am Tag bedient.',
    claimed: {
      question: 'Wir bedienen zehn Millionen Anfragen am Tag. Haben Sie in dieser Größenordnung gearbeitet?',
      answer: 'Ja: Ich habe 10 Millionen Anfragen am Tag bedient, und als Staff Engineer bei Globex habe ich die Latenz um 35 % gesenkt.',
      flagged: ['10 Millionen', 'Staff Engineer', 'Globex'],
      backed: ['35 %'],
    },
    ofCompany: {
      question: 'Wir bedienen zehn Millionen Anfragen am Tag. Wie halten Sie das schnell?',
      answer: 'Ihre API bedient 10 Millionen Anfragen am Tag, also würde ich zuerst Lesezugriffe cachen; ich würde gern als Staff Engineer zu Globex kommen.',
      flagged: [],
      backed: ['10 Millionen', 'Globex', 'Staff Engineer'],
    },
  },
};

describe('claims are backed by the candidate’s own record only', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient<Database>;
  let user: TestUser;
  const applications: Partial<Record<keyof typeof CASES, string>> = {};
  const answers = new Map(Object.values(CASES).flatMap((c) => [c.claimed, c.ofCompany].map((k) => [k.question, k.answer] as const)));
  const engine: AnswerEngine = {
    source: 'ai',
    // The server hears the last sentence as the question and what came before it as its context.
    async *stream(request) {
      yield [...answers].find(([asked]) => asked.endsWith(request.question))?.[1] ?? 'No answer written for this question.';
    },
  };

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em) as SupabaseClient<Database>;
    server = await startWsServer(em, { answerEngine: engine, answerEngineName: 'test:claims', transcriptionLanguages: 'all' });
    user = await createSignedInUser(em, 'ws-claims');
    for (const [language, c] of Object.entries(CASES) as [keyof typeof CASES, (typeof CASES)['en']][]) {
      const { data: version } = await admin.from('resume_version').insert({ profile_id: user.userId, name: `Resume (${language})`, resume: c.resume }).select('id').single().throwOnError();
      const { data: application } = await admin
        .from('job_application')
        .insert({ profile_id: user.userId, company: 'Globex', role: 'Engineer', job_description: c.jobDescription, resume_version_id: version.id, language })
        .select('id')
        .single()
        .throwOnError();
      applications[language] = application.id;
    }
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const unsupportedOf = async (client: TestClient, questionId: string): Promise<string[]> => {
    const last = await client.next((m) => m.type === 'answer' && m.question_id === questionId && m.speech_final === true);
    return (last.unsupported as string[] | undefined) ?? [];
  };

  it.each(Object.keys(CASES) as (keyof typeof CASES)[])('%s: the interviewer’s figure, the job’s title and the hiring company are flagged as the candidate’s own, and not when said of the company', async (language) => {
    const c = CASES[language];
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken, { application_id: applications[language], mode: 'manual' });
    expect(ready.type).toBe('ready');

    client.sendJson({ type: 'trigger_response', question: c.claimed.question });
    const claimed = await unsupportedOf(client, 'm1');
    expect(claimed).toEqual(expect.arrayContaining(c.claimed.flagged));
    for (const backed of c.claimed.backed) expect(claimed).not.toContain(backed);

    client.sendJson({ type: 'trigger_response', question: c.ofCompany.question });
    const ofCompany = await unsupportedOf(client, 'm2');
    expect(ofCompany).toEqual(c.ofCompany.flagged);
    await client.close();
  });
});
