import { writeLog } from '@/lib/logging/write-log';

/** What PostHog's private API needs to delete a person: a personal API key with person:write, and the project. */
export interface AnalyticsAdminConfig {
  /** The app host (https://us.posthog.com or https://eu.posthog.com), not the ingestion host. */
  apiHost: string;
  projectId: string;
  personalApiKey: string;
}

export type AnalyticsDeletion = 'deleted' | 'skipped' | 'failed';

const TIMEOUT_MS = 10_000;

/**
 * Asks PostHog to delete the person with this distinct id and their events (the privacy
 * policy promises it when an account is deleted): POST /api/projects/{id}/persons/bulk_delete/
 * with the distinct id and delete_events. Without config it sends nothing and says so. Never
 * throws: the account is already gone, so a failure is logged for an operator to redo by hand.
 * Logs carry no user data, only the outcome and PostHog's status.
 */
export async function deleteAnalyticsPerson(distinctId: string, config: AnalyticsAdminConfig | null): Promise<AnalyticsDeletion> {
  if (!config) {
    writeLog('info', 'account deletion: analytics person not deleted, POSTHOG_PERSONAL_API_KEY and POSTHOG_PROJECT_ID are unset', {});
    return 'skipped';
  }
  const url = new URL(`/api/projects/${encodeURIComponent(config.projectId)}/persons/bulk_delete/`, config.apiHost);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.personalApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ distinct_ids: [distinctId], delete_events: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return 'deleted';
    writeLog('error', 'account deletion: PostHog refused the person deletion; check POSTHOG_PERSONAL_API_KEY (scope person:write) and POSTHOG_PROJECT_ID', { status: res.status });
  } catch (err) {
    writeLog('error', 'account deletion: PostHog could not be reached to delete the person; check POSTHOG_API_HOST', { error: err instanceof Error ? err.name : 'unknown' });
  }
  return 'failed';
}
