// The interview screen's Second screen dialog: a QR code of the pairing link, the link as text,
// a short code and how long they work; a phone that types the code is listed under Paired
// devices, and Unpair there ends its pairing at once. Axe on the dialog and the phone page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shot } from './screens';
import { onboardedUser } from './interview-live-helpers';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Second screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Second screen' });
  await expect(dialog.getByTestId('pairing-code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
  return dialog;
}

test('the dialog shows a QR code, the link, a short code and the time left, and closes with Escape', async ({ page }) => {
  await onboardedUser(page, 'pair-dialog');
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(dialog.getByTestId('pairing-url')).toHaveText(/\/second-screen\/[A-Za-z0-9_-]{22}$/);
  await expect(dialog.getByTestId('pairing-countdown')).toHaveText(/Works once, for [12]:\d\d more\./);
  await expect(dialog).toContainText('No device is paired.');
  const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shot(page, 'test-results/screens/second-screen-dialog-1440.png', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'test-results/screens/second-screen-dialog-390.png', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a phone that types the code is listed, and Unpair closes it at once', async ({ page, browser }) => {
  await onboardedUser(page, 'pair-code');
  const dialog = await openDialog(page);
  const code = (await dialog.getByTestId('pairing-code').textContent()) ?? '';

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE })).newPage();
  await phone.goto('/second-screen');
  await phone.getByLabel('Pairing code').fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'Pair' }).click();
  await expect(phone.getByTestId('phone-state')).toHaveText('Waiting for the interview to start');
  const axe = await new AxeBuilder({ page: phone }).withTags(WCAG).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shot(phone, 'test-results/screens/second-screen-phone-waiting-390.png');

  await expect(dialog.getByTestId('paired-devices')).toContainText('iPhone, Safari', { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Unpair iPhone, Safari' }).click();
  await expect(phone.getByTestId('phone-unpaired')).toHaveText('This device was unpaired', { timeout: 5_000 });
  await expect(dialog).toContainText('No device is paired.');
});
