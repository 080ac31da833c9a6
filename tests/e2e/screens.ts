// Screenshots are for a person to look at, not for a test to check: ordinary runs take one only
// of a failing test (playwright.config.ts), and `npm run screens` (SCREENS=1) takes the views
// the specs name, under test-results/screens/, at the widths each spec chooses.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const TAKE_SCREENS = process.env.SCREENS === '1';
export const SCREENS_DIR = 'test-results/screens';

/** A screenshot of the page (the whole page unless told otherwise) or of one element, only under `npm run screens`. */
export async function shot(target: Page | Locator, file: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SCREENS) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
