import { expect, test, type Page } from '@playwright/test';

const ANCHORS = ['features', 'success', 'testimonials', 'faq', 'pricing', 'compatibility', 'howItWorks'];

async function scrollerLeft(page: Page): Promise<number> {
  return page.getByTestId('testimonial-scroller').evaluate((el) => el.scrollLeft);
}

test.describe('landing page', () => {
  test('renders every section and anchor', async ({ page }) => {
    await page.goto('/');
    for (const id of ANCHORS) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
    await expect(page.getByTestId('logo-track')).toBeAttached();
    await expect(page.getByTestId('feature-card')).toHaveCount(9);
    await expect(page.getByTestId('testimonial')).toHaveCount(7);
    await expect(page.getByTestId('faq-item')).toHaveCount(7);
    await expect(page.getByTestId('platform-card')).toHaveCount(6);
    for (const name of ['Zoom', 'Microsoft Teams', 'Google Meet', 'Skype', 'Webex']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const step of ['Listen to questions', 'Generate a response', 'Deliver with confidence']) {
      await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Product' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Company' })).toBeVisible();
  });

  test('states the marketing claims where a visitor looks for them', async ({ page }) => {
    await page.goto('/');
    const text = await page.locator('main').innerText();
    for (const claim of [
      /no credit card/i,
      /60 seconds/,
      /24\/7/,
      /encrypted/i,
      /delete all of your interview data/i,
      /never shared with employers/i,
      /2x/,
      /\$30K/,
      /85%/,
      /10,000\+/,
      /17k\+/,
    ]) {
      expect(text).toMatch(claim);
    }
  });

  test('every call to action links to /loginUser', async ({ page }) => {
    await page.goto('/');
    const ctas = page.locator('[data-cta]');
    expect(await ctas.count()).toBeGreaterThanOrEqual(5);
    for (const href of await ctas.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toBe('/loginUser');
    for (const name of ['Get Started Free', 'Login', 'See plans']) {
      for (const href of await page.getByRole('link', { name }).evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href).toBe('/loginUser');
      }
    }
  });

  test('counters reach their figures when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const counters = page.getByTestId('counter');
    await expect(counters.first()).toHaveText('0');
    await page.locator('#success').scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(['12,482', '10x', '93%', '50+'], { timeout: 10_000 });
  });

  test('reduced motion shows the final figures at once and keeps the carousel still', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('counter')).toHaveText(['12,482', '10x', '93%', '50+']);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    const before = await scrollerLeft(page);
    await page.waitForTimeout(600);
    expect(await scrollerLeft(page)).toBe(before);
    await expect(page.getByRole('button', { name: /Pause testimonials/ })).toHaveCount(0);
    await context.close();
  });

  test('the testimonial carousel scrolls by itself and moves 350 px per button press', async ({ page }) => {
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    const start = await scrollerLeft(page);
    await expect.poll(() => scrollerLeft(page), { timeout: 5_000 }).toBeGreaterThan(start + 10);

    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    const before = await scrollerLeft(page);
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect.poll(() => scrollerLeft(page)).toBeCloseTo(before + 350, 0);
    const after = await scrollerLeft(page);
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect.poll(() => scrollerLeft(page)).toBeCloseTo(after - 350, 0);
  });

  test('FAQ: at most one answer open, and pressing the open one closes it', async ({ page }) => {
    await page.goto('/');
    const questions = page.getByTestId('faq-item').getByRole('button');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-open="true"]')).toHaveCount(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-open="true"]')).toHaveCount(1);
    await expect(page.locator('[data-open="true"]')).toHaveClass(/max-h-96/);
    await second.click();
    await expect(page.locator('[data-open="true"]')).toHaveCount(0);
  });

  test('a URL hash scrolls to its section', async ({ page }) => {
    // The section comes to rest at the top of the page (under the header's scroll margin); the
    // scroll is smooth, so the next navigation waits for it to end rather than racing it.
    const restsAtTop = (id: string) =>
      expect
        .poll(
          async () => {
            const top = await page.evaluate((section) => document.getElementById(section)?.getBoundingClientRect().top ?? -1, id);
            return top >= 0 && top < 120;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    await page.goto('/#faq');
    await expect(page.locator('#faq')).toBeInViewport();
    await restsAtTop('faq');
    await page.goto('/#compatibility');
    await expect(page.locator('#compatibility')).toBeInViewport();
    await restsAtTop('compatibility');
  });

  test('the Resources menu and the header links move to their sections', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('elements marked for scroll animation get their mark when 10% visible', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('platform-card').first();
    await expect(card).not.toHaveClass(/is-animated/);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/is-animated/);
  });

  test('on a phone the menu button opens the same links', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('#faq')).toBeInViewport();
    await context.close();
  });
});
