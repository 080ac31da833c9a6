/**
 * Where /mock-interview sends the browser: MOCK_INTERVIEW_URL, an absolute http(s)
 * URL or a path on this site; by default the practice interview this project renders
 * itself (scripts/make-mock-interview.ts). Anything else falls back to the default.
 */
import { z } from 'zod';
import { PRODUCT } from '@/lib/brand';

export const PRACTICE_INTERVIEW_PATH = '/practice-interview';
/** The practice page's <title>: what the tab picker shows (and what tests select by). */
export const PRACTICE_INTERVIEW_TITLE = `${PRODUCT} Practice Interview`;

const target = z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)[^\s\\]*$/)]);

export function mockInterviewUrl(raw: string | undefined): string {
  const parsed = target.safeParse(raw?.trim());
  return parsed.success ? parsed.data : PRACTICE_INTERVIEW_PATH;
}
