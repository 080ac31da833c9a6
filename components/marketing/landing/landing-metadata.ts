import { PRODUCT_AI } from '@/lib/brand';
import { pageMetadata } from '../seo/page-metadata';

const LANDING_TITLE = `${PRODUCT_AI}: Live Interview Assistant with Real-Time Answers`;
const LANDING_DESCRIPTION = `${PRODUCT_AI} listens to your interviewer, lists each question and suggests answers tailored to your resume and the job, live in your browser. Free trial, no credit card.`;

/** Metadata shared by /, /{product}-ai and /landing-page: one canonical URL, the site root. */
export const landingMetadata = pageMetadata({
  title: LANDING_TITLE,
  description: LANDING_DESCRIPTION,
  canonicalPath: '/',
  absoluteTitle: true,
});
