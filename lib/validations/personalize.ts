import { z } from 'zod';

/** The database refuses longer texts (check constraints on resume and job_description). */
export const MAX_PERSONALIZE_CHARS = 100_000;

const RESUME_TOO_LONG = 'Your resume is too long. Keep it under 100,000 characters.';
const JOB_DESCRIPTION_TOO_LONG = 'The job description is too long. Keep it under 100,000 characters.';

/** Both fields may be blank: each is saved only when it is non-empty after trimming. */
export const personalizeSchema = z.object({
  resume: z.string().max(MAX_PERSONALIZE_CHARS, RESUME_TOO_LONG),
  jobDescription: z.string().max(MAX_PERSONALIZE_CHARS, JOB_DESCRIPTION_TOO_LONG),
});
export type PersonalizeInput = z.infer<typeof personalizeSchema>;

/** Which texts to write: only those with something besides whitespace. */
export function textsToSave(input: PersonalizeInput): { resume?: string; jobDescription?: string } {
  return {
    ...(input.resume.trim() ? { resume: input.resume } : {}),
    ...(input.jobDescription.trim() ? { jobDescription: input.jobDescription } : {}),
  };
}
