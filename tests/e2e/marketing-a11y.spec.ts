import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DISTINCT_PAGE_PATHS } from './marketing-pages';

test.describe('marketing accessibility', () => {
  for (const path of DISTINCT_PAGE_PATHS) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
