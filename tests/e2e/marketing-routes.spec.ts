import { expect, test } from '@playwright/test';
import { ARTICLE_PATHS, LANDING_PATHS, OTHER_PUBLIC_PATHS, PUBLIC_PATHS } from './marketing-pages';

test.describe('marketing routes', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} is a public page without the app top bar`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('header')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/loginUser');
      await expect(page.getByText(/Personalize|Launch Mock/)).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    });
  }

  test('the landing aliases render the landing page with the site root as canonical URL', async ({ page }) => {
    for (const path of ['/', '/cuecard-ai', '/landing-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Cuecard AI');
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/');
    }
  });

  test('/final-round-ai is the landing layout under its own title', async ({ page }) => {
    await page.goto('/final-round-ai');
    await expect(page).toHaveTitle('Cuecard AI: a Final Round AI alternative');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuecard AI: a Final Round AI alternative');
    await expect(page.locator('#faq')).toBeAttached();
  });

  test('both spellings of the AI article serve one page with one canonical URL', async ({ page }) => {
    const canonicals: string[] = [];
    const titles: string[] = [];
    for (const path of ['/how-to-use-AI-for-an-interview', '/how-to-use-ai-for-an-interview']) {
      await page.goto(path);
      canonicals.push((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      titles.push(await page.getByRole('heading', { level: 1 }).innerText());
    }
    expect(canonicals[0]).toBe(canonicals[1]);
    expect(new URL(canonicals[0]).pathname).toBe('/how-to-use-ai-for-an-interview');
    expect(titles[0]).toBe(titles[1]);
  });

  test('articles carry Article and BreadcrumbList structured data with author and date', async ({ page }) => {
    for (const path of ARTICLE_PATHS.slice(0, 2)) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.flatMap((b) => [JSON.parse(b)].flat());
      const article = data.find((d) => d['@type'] === 'Article');
      expect(article.author.name).toBeTruthy();
      expect(article.datePublished).toMatch(/^2024-0[1-5]-\d\d$/);
      expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  test('the landing carries Organization and FAQPage structured data', async ({ page }) => {
    await page.goto(LANDING_PATHS[0]);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((b) => [JSON.parse(b)].flat()).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
  });

  test('hub pages list articles that open', async ({ page }) => {
    for (const path of OTHER_PUBLIC_PATHS.slice(0, 2)) {
      await page.goto(path);
      const links = page.locator('article h2 a, article h3 a');
      expect(await links.count()).toBeGreaterThanOrEqual(7);
    }
    await page.locator('article h2 a').first().click();
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('any other path redirects to /', async ({ request }) => {
    for (const path of ['/no-such-page', '/some/deep/path', '/Privacy-Policy']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(new URL(res.headers()['location'], 'http://x').pathname).toBe('/');
    }
  });

  test('unknown API, auth and asset paths stay 404s instead of redirecting', async ({ request }) => {
    for (const path of ['/api/no-such-endpoint', '/auth/no-such-callback', '/images/missing.png', '/favicon.ico', '/_next/static/chunks/missing.js']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });

  test('robots.txt and sitemap.xml are generated from the content', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    expect(robots).toMatch(/Disallow: \/api\//);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/best-interview-questions', '/how-to-use-ai-for-an-interview', '/privacy-policy', '/interview-tips']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});
