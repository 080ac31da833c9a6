/** React Query keys for the signed-in user's preparation; the interview and practice pickers share them. */
export const prepKeys = {
  all: (userId: string) => ['prep', userId] as const,
  applications: (userId: string) => ['prep', userId, 'applications'] as const,
  stories: (userId: string) => ['prep', userId, 'stories'] as const,
  resumeVersions: (userId: string) => ['prep', userId, 'resume_versions'] as const,
};
