import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { rankStories, storyText } from '@/lib/prep/rank-stories';

let next = 0;
function story(title: string, tags: string[], star: Partial<Pick<StoryForAnswer, 'situation' | 'task' | 'action' | 'result' | 'figures'>>): StoryForAnswer {
  next += 1;
  return { id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`, title, tags, situation: '', task: '', action: '', result: '', figures: '', ...star };
}

const migration = story('Billing ledger migration', ['postgres', 'database migration', 'reliability'], {
  situation: 'Our billing ledger lived in a single MySQL database that was running out of disk every quarter.',
  task: 'Move the ledger to Postgres without losing a payment or stopping invoicing.',
  action: 'With my team I wrote a dual-write layer over a difficult weekend, backfilled five years of rows in batches and compared balances nightly before switching reads.',
  result: 'We cut over with zero downtime and invoice generation got four times faster.',
  figures: '0 lost payments, 4x faster invoicing, 1.2 TB moved',
});
const conflict = story('Disagreement with a teammate over API design', ['conflict', 'communication', 'collaboration'], {
  situation: 'A coworker and I disagreed about whether the public API should be REST or GraphQL.',
  task: 'We had to agree before the partner launch.',
  action: 'I suggested we write down the criteria, prototyped both for a day and invited him to review the numbers with me.',
  result: 'We chose REST together and he later led the GraphQL gateway for internal tools.',
});
const failure = story('Missed mobile release deadline', ['failure', 'ownership', 'deadlines'], {
  situation: 'I promised the Android release for a trade show and underestimated the payments SDK upgrade.',
  action: 'I told the product manager two weeks early, cut scope and shipped a beta to the booth.',
  result: 'We missed the full release; I now add buffer for third-party upgrades and flag risks weekly.',
});
const mentoring = story('Mentoring a junior developer', ['mentoring', 'coaching', 'leadership'], {
  situation: 'A new graduate joined the team and struggled with code reviews.',
  action: 'I paired with her twice a week and we wrote a review checklist together.',
  result: 'Within three months she was reviewing others and was promoted a year later.',
});
const outage = story('Checkout outage on Black Friday', ['incident response', 'on-call', 'pressure'], {
  situation: 'At 2am on Black Friday checkout started failing for a third of customers.',
  action: 'I led the incident call, rolled back the cache change and kept support updated every fifteen minutes.',
  result: 'Checkout recovered in 40 minutes; I wrote the postmortem and added a canary stage.',
});
const influence = story('Convincing leadership to fund test automation', ['influence', 'stakeholders', 'persuasion'], {
  situation: 'Releases needed three days of manual testing and leadership saw automation as a cost.',
  action: 'I measured the hours lost per release and showed stakeholders a pilot that halved them.',
  result: 'The directors funded a quarter of automation work.',
});
const bank = [migration, conflict, failure, mentoring, outage, influence];

describe('rankStories', () => {
  it.each([
    ['Tell me about a time you had a conflict with a coworker.', conflict],
    ['Tell me about a failure and what you learned from it.', failure],
    ['How do you mentor junior developers?', mentoring],
    ['Walk me through how you handled a production outage under pressure.', outage],
    ['Tell me about a time you had to convince stakeholders to invest in something.', influence],
    ['Describe a difficult database migration you led.', migration],
  ])('puts the right story first and says it fits: %s', (question, expected) => {
    const ranked = rankStories(bank, { question });
    expect(ranked[0].story).toBe(expected);
    expect(ranked[0].fits).toBe(true);
  });

  it('does not let a conflict question fit the database migration story', () => {
    const ranked = rankStories(bank, { question: 'Tell me about a time you had a conflict with a coworker on your team.' });
    expect(ranked.find((r) => r.story === migration)).toMatchObject({ fits: false });
    expect(ranked.filter((r) => r.fits).map((r) => r.story)).toEqual([conflict]);
  });

  it('finds no fitting story for a question none of them answers', () => {
    const ranked = rankStories(bank, { question: 'What is your favourite programming language and why?' });
    expect(ranked.filter((r) => r.fits)).toEqual([]);
  });

  it('does not fit a story the job description mentions but the question does not', () => {
    const ranked = rankStories(bank, {
      question: 'Why do you want to work here?',
      jobDescription: 'We are migrating our billing ledger to Postgres and need someone who has run a database migration.',
    });
    expect(ranked.filter((r) => r.fits)).toEqual([]);
  });

  it('lets the job description break a tie between stories that fit the question equally', () => {
    const frontend = story('Leading the checkout redesign', ['leadership', 'react', 'frontend'], {
      action: 'I split the React rewrite into weekly slices and ran the design reviews.',
    });
    const data = story('Leading the pipeline rebuild', ['leadership', 'kafka', 'streaming'], {
      action: 'I split the Kafka consumers into weekly slices and ran the schema reviews.',
    });
    const question = 'Tell me about a time you showed leadership.';
    const forData = rankStories([frontend, data], { question, jobDescription: 'Senior Data Engineer. Build Kafka streaming pipelines. Kafka experience required.' });
    const forWeb = rankStories([frontend, data], { question, jobDescription: 'Frontend Engineer. Build our React checkout. React and TypeScript.' });
    expect(forData.map((r) => r.story)).toEqual([data, frontend]);
    expect(forWeb.map((r) => r.story)).toEqual([frontend, data]);
    expect(forData.every((r) => r.fits) && forWeb.every((r) => r.fits)).toBe(true);
  });

  it('ranks Spanish stories against a Spanish question', () => {
    const desacuerdo = story('Desacuerdo con un compañero sobre el diseño de la API', ['conflicto', 'comunicación'], {
      situation: 'Un compañero y yo no estábamos de acuerdo sobre el diseño de la API pública.',
      action: 'Propuse escribir los criterios y probar las dos opciones durante un día.',
      result: 'Elegimos juntos la opción REST.',
    });
    const migracion = story('Migración de la base de datos de facturación', ['bases de datos', 'migración'], {
      action: 'Escribí una capa de doble escritura y comparé los saldos cada noche.',
      result: 'Migramos sin cortes de servicio.',
    });
    const conflicto = rankStories([migracion, desacuerdo], { question: 'Háblame de un conflicto que tuviste con un compañero de trabajo.' });
    expect(conflicto[0].story).toBe(desacuerdo);
    expect(conflicto.filter((r) => r.fits).map((r) => r.story)).toEqual([desacuerdo]);
    const datos = rankStories([desacuerdo, migracion], { question: '¿Cómo llevaste a cabo la migración de una base de datos?' });
    expect(datos[0].story).toBe(migracion);
    expect(datos[0].fits).toBe(true);
  });

  it('returns nothing for an empty bank, and honours the limit', () => {
    expect(rankStories([], { question: 'Tell me about a conflict.', jobDescription: 'Anything' })).toEqual([]);
    expect(rankStories(bank, { question: 'Tell me about a conflict with a coworker under pressure.' }, { limit: 1 })).toHaveLength(1);
  });

  it('is deterministic and leaves out stories that share nothing with the question', () => {
    const question = 'Tell me about a conflict with a coworker.';
    expect(rankStories(bank, { question })).toEqual(rankStories(bank, { question }));
    expect(rankStories(bank, { question }).every((r) => r.score > 0)).toBe(true);
  });

  it('lets what was said before the question narrow the topic', () => {
    const ranked = rankStories([mentoring, outage], { question: 'What did you learn from it?', context: 'So there was that Black Friday checkout outage.' });
    expect(ranked[0].story).toBe(outage);
  });
});

describe('storyText', () => {
  it('labels the STAR parts and leaves empty ones out', () => {
    expect(storyText(failure)).toBe(
      [
        'Situation: I promised the Android release for a trade show and underestimated the payments SDK upgrade.',
        'Action: I told the product manager two weeks early, cut scope and shipped a beta to the booth.',
        'Result: We missed the full release; I now add buffer for third-party upgrades and flag risks weekly.',
      ].join('\n'),
    );
    expect(storyText(migration).split('\n').map((l) => l.split(':')[0])).toEqual(['Situation', 'Task', 'Action', 'Result', 'Figures']);
  });
});
