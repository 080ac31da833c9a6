// The second screen, end to end: a laptop shares the practice interview tab (the real ws-server,
// the offline engines), a phone at 390 px that is not signed in opens the pairing link from the
// Second screen dialog and shows the answer the laptop shows, then says the interview has ended
// after Stop; a third device is refused the used link and shown no answer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shot } from './screens';
import { tabCaptureUse, onboardedUser, spaceForAnswer } from './interview-live-helpers';

const TITLE = 'Cuecard Practice Interview';
const PIXEL = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** The rendered answer text inside an answer (CitedAnswer's prose), the same component on the laptop and the phone. */
const PROSE = '[class*="leading-relaxed"]';

test.use(tabCaptureUse(TITLE));

/** A phone: its own browser context (no session of the laptop's), 390 px wide, touch. */
async function phone(browser: Browser, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme, userAgent: PIXEL });
  return context.newPage();
}

test('a phone paired by the link shows the laptop’s answer and the end of the interview; the used link is refused elsewhere', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await onboardedUser(page, 'second-screen');

  await page.getByRole('button', { name: 'Second screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Second screen' });
  await expect(dialog.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  const url = (await dialog.getByTestId('pairing-url').textContent()) ?? '';
  expect(new URL(url).pathname).toMatch(/^\/second-screen\/[A-Za-z0-9_-]{22}$/);

  const mobile = await phone(browser);
  await mobile.goto(url);
  await expect(mobile.getByTestId('phone-state')).toHaveText('Waiting for the interview to start');
  await expect(mobile).toHaveURL(/\/second-screen$/);
  await expect(dialog.getByTestId('paired-devices')).toContainText('Android phone', { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('radio', { name: 'Browser tab' }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect(mobile.getByTestId('phone-state')).toHaveText('Listening', { timeout: 20_000 });
  await expect(page.getByTestId('question-list')).toContainText(/yourself|work|company/i, { timeout: 90_000 });
  await spaceForAnswer(page);
  const laptopAnswer = await page.getByTestId('answer').first().locator(PROSE).first().innerText();

  const phoneAnswer = mobile.getByTestId('phone-answer');
  await expect(phoneAnswer).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  expect(laptopAnswer.length).toBeGreaterThan(20);
  expect(await phoneAnswer.locator(PROSE).first().innerText()).toBe(laptopAnswer);
  await shot(mobile, 'test-results/screens/second-screen-phone-390-light.png');
  const axe = await new AxeBuilder({ page: mobile }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await mobile.emulateMedia({ colorScheme: 'dark' });
  await shot(mobile, 'test-results/screens/second-screen-phone-390-dark.png');
  const dark = await new AxeBuilder({ page: mobile }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(dark.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(mobile.getByTestId('phone-state')).toHaveText('The interview has ended', { timeout: 10_000 });

  const third = await phone(browser);
  await third.goto(url);
  await expect(third.getByTestId('pairing-refused')).toHaveText('This link has already been used');
  await expect(third.getByTestId('phone-answer')).toHaveCount(0);
  await shot(third, 'test-results/screens/second-screen-refused-390.png');
});
