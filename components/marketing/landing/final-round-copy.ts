import { PRODUCT_AI } from '@/lib/brand';

/** /final-round-ai's title. It says nothing about the other product that we could not source. */
export const FINAL_ROUND_TITLE = `${PRODUCT_AI}: a Final Round AI alternative`;
export const FINAL_ROUND_DESCRIPTION = `Looking for a Final Round AI alternative? ${PRODUCT_AI} transcribes each interview question and suggests answers tailored to your resume, live in your browser. Free trial, no credit card.`;
