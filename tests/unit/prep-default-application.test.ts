// Which application the interview screen and practice start with, on hand-written lists: the
// nearest interview ahead (one that began under three hours ago still counts), else the one
// last used, else the one changed last; archived applications never; none when there are none.
import { defaultApplication, pickerOrder } from '@/lib/prep/default-application';

const NOW = new Date('2026-03-10T12:00:00Z');

function app(id: string, fields: { interviewAt?: string | null; archivedAt?: string | null; updatedAt?: string; createdAt?: string } = {}) {
  return {
    id,
    interviewAt: fields.interviewAt ?? null,
    archivedAt: fields.archivedAt ?? null,
    updatedAt: fields.updatedAt ?? '2026-03-01T09:00:00Z',
    createdAt: fields.createdAt ?? '2026-02-01T09:00:00Z',
  };
}

const pick = (...args: Parameters<typeof defaultApplication>) => defaultApplication(...args)?.id ?? null;

test('no applications: none', () => {
  expect(pick([], null, NOW)).toBeNull();
  expect(pick([], 'anything', NOW)).toBeNull();
});

test('only archived applications: none, even the one last used', () => {
  const list = [app('a', { archivedAt: '2026-03-02T00:00:00Z', interviewAt: '2026-03-11T10:00:00Z' })];
  expect(pick(list, 'a', NOW)).toBeNull();
});

test('the nearest interview ahead wins over later ones, the last used and the newest change', () => {
  const list = [
    app('later', { interviewAt: '2026-03-20T09:00:00Z', updatedAt: '2026-03-09T00:00:00Z' }),
    app('nearest', { interviewAt: '2026-03-11T15:30:00Z' }),
    app('used', {}),
  ];
  expect(pick(list, 'used', NOW)).toBe('nearest');
});

test('an interview that began under three hours ago still counts; one that began longer ago does not', () => {
  const justStarted = app('just-started', { interviewAt: '2026-03-10T10:30:00Z' });
  const tomorrow = app('tomorrow', { interviewAt: '2026-03-11T10:00:00Z' });
  expect(pick([tomorrow, justStarted], null, NOW)).toBe('just-started');
  const yesterday = app('yesterday', { interviewAt: '2026-03-10T08:59:00Z' });
  expect(pick([tomorrow, yesterday], null, NOW)).toBe('tomorrow');
});

test('an archived application with the nearest interview is skipped', () => {
  const list = [
    app('archived', { interviewAt: '2026-03-10T13:00:00Z', archivedAt: '2026-03-09T00:00:00Z' }),
    app('open', { interviewAt: '2026-03-12T13:00:00Z' }),
  ];
  expect(pick(list, null, NOW)).toBe('open');
});

test('only past interviews: the application last used', () => {
  const list = [
    app('past-recent', { interviewAt: '2026-03-09T10:00:00Z', updatedAt: '2026-03-09T12:00:00Z' }),
    app('used', { interviewAt: '2026-02-01T10:00:00Z' }),
    app('undated', {}),
  ];
  expect(pick(list, 'used', NOW)).toBe('used');
});

test('the last used application is archived or gone: the one changed most recently', () => {
  const list = [
    app('old', { updatedAt: '2026-01-05T00:00:00Z' }),
    app('fresh', { updatedAt: '2026-03-08T00:00:00Z' }),
    app('used', { archivedAt: '2026-03-09T00:00:00Z', updatedAt: '2026-03-09T00:00:00Z' }),
  ];
  expect(pick(list, 'used', NOW)).toBe('fresh');
  expect(pick(list, 'deleted-since', NOW)).toBe('fresh');
  expect(pick(list, null, NOW)).toBe('fresh');
});

test('a single (migrated main) application with no date is chosen', () => {
  expect(pick([app('main')], null, NOW)).toBe('main');
});

test('ties: two interviews at the same time go to the one changed last; equal changes to the newer row, then the id', () => {
  const at = '2026-03-11T09:00:00Z';
  const older = app('b-older', { interviewAt: at, updatedAt: '2026-03-01T00:00:00Z' });
  const newer = app('a-newer', { interviewAt: at, updatedAt: '2026-03-05T00:00:00Z' });
  expect(pick([older, newer], null, NOW)).toBe('a-newer');
  expect(pick([newer, older], null, NOW)).toBe('a-newer');

  const first = app('x', { createdAt: '2026-01-01T00:00:00Z' });
  const second = app('y', { createdAt: '2026-01-02T00:00:00Z' });
  expect(pick([first, second], null, NOW)).toBe('y');
  expect(pick([second, first], null, NOW)).toBe('y');

  const same1 = app('m');
  const same2 = app('k');
  expect(pick([same1, same2], null, NOW)).toBe('k');
  expect(pick([same2, same1], null, NOW)).toBe('k');
});

test('the input list is not reordered', () => {
  const list = [app('a', { updatedAt: '2026-01-01T00:00:00Z' }), app('b', { updatedAt: '2026-03-01T00:00:00Z' })];
  pick(list, null, NOW);
  expect(list.map((a) => a.id)).toEqual(['a', 'b']);
});

test('the pickers list upcoming interviews soonest first (a just-started one included), then the rest by last change', () => {
  const list = [
    app('undated-old', { updatedAt: '2026-01-01T00:00:00Z' }),
    app('next-week', { interviewAt: '2026-03-17T09:00:00Z' }),
    app('past', { interviewAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-09T00:00:00Z' }),
    app('just-started', { interviewAt: '2026-03-10T11:00:00Z' }),
    app('undated-new', { updatedAt: '2026-03-05T00:00:00Z' }),
  ];
  expect(pickerOrder(list, NOW).map((a) => a.id)).toEqual(['just-started', 'next-week', 'past', 'undated-new', 'undated-old']);
  expect(list[0].id).toBe('undated-old');
});
