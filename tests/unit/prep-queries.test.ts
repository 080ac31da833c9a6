import { fieldErrors, splitTags } from '@/components/prep/field-errors';
import { isoToLocalInput, localInputToIso } from '@/lib/prep/local-datetime';
import { orderApplications, splitArchived, storyCount } from '@/lib/prep/order-applications';
import { applicationColumns, storyColumns, toJobApplication, toStory } from '@/lib/prep/prep-rows';
import { applicationInputSchema, storyInputSchema } from '@/lib/prep/prep-schemas';
import type { JobApplication } from '@/lib/prep/prep-types';

const NOW = Date.parse('2026-06-15T12:00:00Z');

function app(id: string, interviewAt: string | null, updatedAt = '2026-06-01T00:00:00Z', archivedAt: string | null = null): JobApplication {
  return {
    id,
    company: 'Acme',
    role: id,
    jobDescription: '',
    resumeVersionId: null,
    interviewAt,
    round: '',
    notes: '',
    language: null,
    archivedAt,
    isPrimary: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt,
  };
}

describe('the order /prep lists applications in', () => {
  it('puts upcoming interviews first (soonest first), then past ones (latest first), then undated ones by last change', () => {
    const list = [
      app('undated-old', null, '2026-05-01T00:00:00Z'),
      app('past-early', '2026-03-01T09:00:00Z'),
      app('upcoming-late', '2026-09-01T09:00:00Z'),
      app('undated-new', null, '2026-06-10T00:00:00Z'),
      app('upcoming-soon', '2026-06-16T09:00:00Z'),
      app('past-recent', '2026-06-14T09:00:00Z'),
    ];
    expect(orderApplications(list, NOW).map((a) => a.id)).toEqual(['upcoming-soon', 'upcoming-late', 'past-recent', 'past-early', 'undated-new', 'undated-old']);
  });

  it('keeps archived applications apart, in the same order', () => {
    const { active, archived } = splitArchived(
      [app('a', null), app('b', '2026-07-01T00:00:00Z', undefined, '2026-06-01T00:00:00Z'), app('c', '2026-06-20T00:00:00Z', undefined, '2026-06-02T00:00:00Z')],
      NOW,
    );
    expect(active.map((a) => a.id)).toEqual(['a']);
    expect(archived.map((a) => a.id)).toEqual(['c', 'b']);
  });
});

describe('story count of an application', () => {
  it('counts stories linked to it and stories linked to none (they serve every application)', () => {
    const stories = [{ applicationIds: ['x'] }, { applicationIds: [] }, { applicationIds: ['y'] }, { applicationIds: ['x', 'y'] }];
    expect(storyCount('x', stories)).toBe(3);
    expect(storyCount('z', stories)).toBe(1);
  });
});

describe('rows and form input', () => {
  it('maps a story row with its links to a Story, and no links to an empty list', () => {
    const row = { id: 's1', title: 'T', situation: 'S', task: 'Ta', action: 'A', result: 'R', tags: ['lead'], figures: '40%', updated_at: '2026-01-01T00:00:00Z' };
    expect(toStory({ ...row, story_application: [{ application_id: 'a1' }, { application_id: 'a2' }] }).applicationIds).toEqual(['a1', 'a2']);
    expect(toStory({ ...row, story_application: null }).applicationIds).toEqual([]);
  });

  it('maps an application row to camelCase and a form back to only the columns a user may write', () => {
    const row = {
      id: 'a1',
      company: 'Acme',
      role: 'Engineer',
      job_description: 'JD',
      resume_version_id: null,
      interview_at: '2026-07-01T09:00:00Z',
      round: 'Onsite',
      notes: 'n',
      language: 'es',
      archived_at: null,
      is_primary: true,
      created_at: 'c',
      updated_at: 'u',
    };
    const mapped = toJobApplication(row);
    expect(mapped).toMatchObject({ jobDescription: 'JD', interviewAt: '2026-07-01T09:00:00Z', isPrimary: true, language: 'es' });
    const input = applicationInputSchema.parse({ ...mapped, company: '  Acme  ' });
    expect(applicationColumns(input)).toEqual({
      company: 'Acme',
      role: 'Engineer',
      job_description: 'JD',
      resume_version_id: null,
      interview_at: '2026-07-01T09:00:00Z',
      round: 'Onsite',
      notes: 'n',
      language: 'es',
    });
  });

  it('writes a skill typed twice once', () => {
    const input = storyInputSchema.parse({ title: 'T', situation: '', task: '', action: '', result: '', tags: ['lead', 'lead', 'scale'], figures: '', applicationIds: [] });
    expect(storyColumns(input).tags).toEqual(['lead', 'scale']);
  });
});

describe('form helpers', () => {
  it('splits skills on commas and new lines, dropping blanks and repeats', () => {
    expect(splitTags(' leadership, conflict,, \n scale ,leadership')).toEqual(['leadership', 'conflict', 'scale']);
    expect(splitTags('   ')).toEqual([]);
  });

  it('gives each field its first error message', () => {
    const parsed = storyInputSchema.safeParse({ title: '  ', situation: 'x'.repeat(4001), task: '', action: '', result: '', tags: [], figures: '', applicationIds: [] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({ title: 'Give the story a title.', situation: 'Situation may be at most 4,000 characters.' });
  });

  it('turns a datetime-local value into an instant and back in local time', () => {
    const iso = localInputToIso('2026-12-01T14:30');
    expect(iso).toBe(new Date(2026, 11, 1, 14, 30).toISOString());
    expect(isoToLocalInput(iso as string)).toBe('2026-12-01T14:30');
    expect(applicationInputSchema.shape.interviewAt.safeParse(iso).success).toBe(true);
  });

  it('reads a blank date as none and a malformed one as an error', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('next Tuesday')).toBeUndefined();
    expect(isoToLocalInput(null)).toBe('');
  });
});
