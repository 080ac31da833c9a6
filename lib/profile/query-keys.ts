/** React Query keys for the signed-in user's data; other areas (interview) share them. */
export const profileKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  /** Under the profile's key, so refreshing the profile refreshes it too. */
  keepScreenThumbnails: (userId: string) => ['profile', userId, 'keep_screen_thumbnails'] as const,
  /** "Interview language" and "Answers in", under the profile's key like the thumbnails setting. */
  interviewLanguage: (userId: string) => ['profile', userId, 'interview_language'] as const,
  resume: (userId: string) => ['resume', userId] as const,
  jobDescription: (userId: string) => ['job_description', userId] as const,
};
