// Testimonial authors' addresses through the REST API: visitors get the masked form only.
import { maskEmail } from '../../lib/auth/mask-email';
import type { RunningEmulator } from '../../emulators/server';
import { anonClient, serviceClient, startTestEmulator } from './helpers/emulator';

jest.setTimeout(30_000);

let em: RunningEmulator;
beforeAll(async () => {
  em = await startTestEmulator();
});
afterAll(() => em?.close());

test('a visitor asking for email_address is refused (42501), as is select=*', async () => {
  const raw = await anonClient(em).from('testimony').select('id, email_address');
  expect(raw.status).toBe(401);
  expect(raw.error).toMatchObject({ code: '42501' });
  const star = await anonClient(em).from('testimony').select('*');
  expect(star.status).toBe(401);
  expect(star.data).toBeNull();
});

test('a visitor reads email_masked, which is what the auth screens show', async () => {
  const { data, error } = await anonClient(em).from('testimony').select('id, description, email_masked, created_at').order('created_at', { ascending: false }).limit(3);
  expect(error).toBeNull();
  expect(data).toHaveLength(3);
  for (const row of data!) expect(row.email_masked).toMatch(/^[^@*]{2}\*+@example\.com$/);
});

test('the database masks exactly as lib/auth/mask-email.ts does', async () => {
  const addresses = ['priya.raman@example.com', '  ab@x.io ', 'a@x.io', 'no-at-sign', 'we@ird@host.com', 'ab@', '\tüñi@x.de\n'];
  const service = serviceClient(em);
  const { data, error } = await service
    .from('testimony')
    .insert(addresses.map((email_address) => ({ description: 'Masking parity', email_address })))
    .select('email_address, email_masked');
  expect(error).toBeNull();
  for (const row of data!) expect(maskEmail(row.email_masked)).toBe(maskEmail(row.email_address));
  await service.from('testimony').delete().eq('description', 'Masking parity');
});
