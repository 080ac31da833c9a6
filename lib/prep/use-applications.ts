'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { defaultApplication, pickerOrder } from './default-application';
import { fetchApplicationChoices, type ApplicationChoice } from './fetch-application-choices';
import { prepKeys } from './prep-query-keys';

/** Under the user's 'prep' key, so anything that refreshes their preparation refreshes the pickers too. */
export const applicationChoicesKey = (userId: string) => [...prepKeys.all(userId), 'application-choices'] as const;

/** The signed-in user's open applications and the one their last session used. */
export function useApplications(userId: string | undefined) {
  return useQuery({
    queryKey: applicationChoicesKey(userId ?? 'visitor'),
    queryFn: () => fetchApplicationChoices(createBrowserSupabase()),
    enabled: Boolean(userId),
  });
}

export interface ApplicationChoiceState {
  /** Open applications, for the picker's options; empty hides the picker. */
  applications: ApplicationChoice[];
  /** The application the next session is for; null: the profile's resume and job description. */
  chosen: ApplicationChoice | null;
  choose: (id: string | null) => void;
}

/**
 * The application a session starts with: the default (nearest interview, else last used, else
 * newest) until the user picks one, "None" included. A pick that has since gone (archived or
 * deleted elsewhere) falls back to the default rather than naming a missing application.
 */
export function useApplicationChoice(userId: string | undefined): ApplicationChoiceState {
  const query = useApplications(userId);
  // undefined: not picked yet; null: "None".
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const applications = useMemo(() => pickerOrder(query.data?.applications ?? [], new Date()), [query.data]);
  const fallback = useMemo(() => defaultApplication(applications, query.data?.lastUsedId ?? null, new Date()), [applications, query.data]);
  const chosen = picked === null ? null : (applications.find((a) => a.id === picked) ?? fallback);
  return { applications, chosen, choose: setPicked };
}
