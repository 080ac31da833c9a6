// One application's prep sheet: what the page and the PDF show, built from rows already read.
import { sessionLanguageLabel } from '../history/debrief-labels';
import { practiceBank } from '../practice/practice-bank';
import { likelyQuestions, sheetLanguage } from './likely-questions';
import { applicationTitle, type JobApplication, type Story, type StoryForAnswer } from './prep-types';
import { employerQuestions, QUESTIONS_TO_ASK_COUNT, questionsToAsk, type EmployerQuestion } from './questions-to-ask';
import { questionsWithStories, storyForAnswer, type PrepSheetQuestion } from './match-sheet-stories';
import type { ToldStory } from '../rounds/fetch-told-stories';

export type { PrepSheetQuestion };

export type PrepSheet = {
  applicationId: string;
  /** "Role at Company". */
  title: string;
  company: string;
  role: string;
  /** ISO timestamp; formatted where it is shown, in the reader's time zone. */
  interviewAt: string | null;
  round: string;
  resumeName: string;
  /** The language the likely questions are in, as a label ("Hindi · हिन्दी"); null for English. */
  languageLabel: string | null;
  /** BCP-47 primary tag of the questions, for the page's lang attribute. */
  questionLanguage: string;
  /** Set when the application's language has no question bank and the questions are English. */
  languageNotice?: string;
  questions: PrepSheetQuestion[];
  questionsToAsk: EmployerQuestion[];
  notes: string;
  /** What the page needs to match stories to questions a model writes later in the browser. */
  jobDescription: string;
  /** The stories this application may use: those linked to it and those linked to none. */
  stories: StoryForAnswer[];
  /** The stories already told in the application's rounds, each with where, the most recent first. */
  told: ToldStory[];
};

export type PrepSheetInput = {
  application: JobApplication;
  /** The name of the resume version the application uses (the main one when it names none). */
  resumeName: string;
  /** All the user's stories: those linked to other applications only are left out here. */
  stories: readonly Story[];
  /** The profile's interview language, which an application without its own follows. */
  profileLanguage: string | null;
  /** Where the application's stories were told (none before its first round). */
  told?: ToldStory[];
};

/** Pure: the same rows give the same sheet. */
export function buildPrepSheet({ application, resumeName, stories, profileLanguage, told = [] }: PrepSheetInput): PrepSheet {
  const jobDescription = application.jobDescription;
  const language = sheetLanguage(application.language, profileLanguage, jobDescription);
  const { questions, language: questionLanguage } = likelyQuestions(jobDescription, language);
  // A story linked to no application serves every one.
  const usable = stories.filter((s) => s.applicationIds.length === 0 || s.applicationIds.includes(application.id));
  return {
    applicationId: application.id,
    title: applicationTitle(application),
    company: application.company,
    role: application.role,
    interviewAt: application.interviewAt,
    round: application.round,
    resumeName,
    languageLabel: questionLanguage === 'en' ? null : sessionLanguageLabel(questionLanguage),
    questionLanguage,
    languageNotice: practiceBank(language).fallbackNotice,
    questions: questionsWithStories(questions, usable, jobDescription),
    questionsToAsk: questionsToAsk(jobDescription, QUESTIONS_TO_ASK_COUNT, employerQuestions(language)),
    notes: application.notes,
    jobDescription,
    stories: usable.map(storyForAnswer),
    told,
  };
}
