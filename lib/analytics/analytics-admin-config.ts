import 'server-only';
import { serverEnv } from '@/lib/env-server';
import type { AnalyticsAdminConfig } from './delete-analytics-person';

/** PostHog's private API settings, or null when the personal key or the project is unset. */
export function analyticsAdminConfig(): AnalyticsAdminConfig | null {
  const { POSTHOG_PERSONAL_API_KEY: personalApiKey, POSTHOG_PROJECT_ID: projectId, POSTHOG_API_HOST: apiHost } = serverEnv;
  if (!personalApiKey || !projectId) return null;
  return { apiHost, projectId, personalApiKey };
}
