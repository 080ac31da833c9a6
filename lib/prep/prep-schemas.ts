// The forms of /prep and Personalize's resume list, checked with the same limits the database
// enforces, so a bad field gets a clear message before it is sent.
import { z } from 'zod';
import { AUTO_LANGUAGE, canonicalLanguageTag } from '../language/languages';

const text = (max: number, label: string) => z.string().max(max, { error: `${label} may be at most ${max.toLocaleString('en-US')} characters.` });

export const applicationInputSchema = z.object({
  company: text(200, 'Company').trim(),
  role: text(200, 'Role').trim(),
  jobDescription: text(100_000, 'Job description'),
  resumeVersionId: z.string().uuid().nullable(),
  /** ISO timestamp, or null when no interview is scheduled. */
  interviewAt: z.iso.datetime({ offset: true }).nullable(),
  round: text(100, 'Round').trim(),
  notes: text(20_000, 'Notes'),
  language: z
    .string()
    .nullable()
    .refine((tag) => tag === null || tag === AUTO_LANGUAGE || canonicalLanguageTag(tag) !== undefined, { error: 'Choose a language from the list.' }),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const MAX_STORY_TAGS = 20;

export const storyInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'Give the story a title.' }).max(200, { error: 'The title may be at most 200 characters.' }),
  situation: text(4_000, 'Situation'),
  task: text(4_000, 'Task'),
  action: text(4_000, 'Action'),
  result: text(4_000, 'Result'),
  tags: z
    .array(z.string().trim().min(1).max(40, { error: 'A skill may be at most 40 characters.' }))
    .max(MAX_STORY_TAGS, { error: `At most ${MAX_STORY_TAGS} skills.` }),
  figures: text(1_000, 'Figures'),
  applicationIds: z.array(z.string().uuid()).max(200),
});
export type StoryInput = z.infer<typeof storyInputSchema>;

export const resumeVersionInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Give this resume a name.' }).max(80, { error: 'The name may be at most 80 characters.' }),
  resume: text(100_000, 'Resume'),
});
export type ResumeVersionInput = z.infer<typeof resumeVersionInputSchema>;
