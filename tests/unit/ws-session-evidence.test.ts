// A session's evidence index is built once, when the session starts, and used by every answer;
// it is built again only when a document was replaced since, and the next answer's sources
// then come from the new one.
import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { SessionEvidence } from '@/ws-server/session/parts/session-evidence';

const story: StoryForAnswer = {
  id: '7d0c5a52-1f57-4c43-9a4b-6f3f0c1d2e01',
  title: 'Billing ledger migration conflict',
  situation: 'Finance and platform disagreed about freezing the billing ledger.',
  task: '',
  action: 'I ran a joint design review.',
  result: 'We cut over with zero missed invoices.',
  tags: ['conflict'],
  figures: '',
};
const question = { question: 'Tell me about a conflict between teams you resolved.', behavioural: true };

describe('SessionEvidence', () => {
  it('builds the index when the session starts and every answer uses that one', () => {
    const documents = { resume: '- Led the billing ledger migration to Postgres.', jobDescription: 'Own our Postgres databases.', stories: [story] };
    const evidence = new SessionEvidence(() => documents);
    evidence.start();
    const built = evidence.index();
    for (let i = 0; i < 5; i++) expect(evidence.index()).toBe(built);
    expect(built.evidenceFor(question).stories.map((s) => s.story.id)).toEqual([story.id]);
  });

  it('builds it again once the resume, the job description or the stories were replaced, and only then', () => {
    const documents = { resume: '- Led the billing ledger migration to Postgres.', jobDescription: 'Own our Postgres databases.', stories: [story] as StoryForAnswer[] };
    const evidence = new SessionEvidence(() => documents);
    let index = evidence.index();
    const rebuiltAfter = (change: () => void) => {
      change();
      const now = evidence.index();
      const rebuilt = now !== index;
      index = now;
      return rebuilt;
    };
    expect(rebuiltAfter(() => (documents.resume = '- Resolved a conflict between the finance and platform teams.'))).toBe(true);
    expect(index.evidenceFor(question).resume.map((r) => r.text)).toEqual(['Resolved a conflict between the finance and platform teams.']);
    expect(rebuiltAfter(() => (documents.jobDescription = 'Work across teams to resolve conflicts.'))).toBe(true);
    expect(index.evidenceFor(question).job.map((j) => j.text)).toEqual(['Work across teams to resolve conflicts.']);
    expect(rebuiltAfter(() => (documents.stories = []))).toBe(true);
    expect(index.evidenceFor(question).storyFit).toBeUndefined();
    // The same text sent again is no change.
    expect(rebuiltAfter(() => (documents.resume = `${documents.resume}`))).toBe(false);
    expect(rebuiltAfter(() => undefined)).toBe(false);
  });

  it('lets go of the index when the session closes', () => {
    const documents = { resume: '', jobDescription: '', stories: [] };
    const evidence = new SessionEvidence(() => documents);
    const before = evidence.index();
    evidence.close();
    expect(evidence.index()).not.toBe(before);
  });
});
