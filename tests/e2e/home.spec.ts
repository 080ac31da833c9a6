import { expect, test } from '@playwright/test';
import { EMULATOR_URL } from './auth-helpers';

test('the home page renders the landing page on the server, with no loading step', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Get Started Free');
  expect(html).not.toMatch(/>Loading</);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cuecard AI');
});

test('the emulator mail inbox is reachable for e-mail links', async ({ request }) => {
  const res = await request.get(`${EMULATOR_URL}/inbox/api/messages`);
  expect(res.status()).toBe(200);
  expect(Array.isArray(await res.json())).toBe(true);
});
