'use client';
import type { PostHog } from 'posthog-js';
import { publicEnv } from '@/lib/env';
import { analyticsProps, type AnalyticsEvent } from './events';
import { isAnalyticsOptedOut } from './opt-out';

let loading: Promise<PostHog | null> | null = null;

/**
 * Loads PostHog only when NEXT_PUBLIC_POSTHOG_KEY is set and the user has not opted out.
 * No autocapture and no session recording: events carry only what captureEvent sends, so
 * no resume, job description or transcript can ever leave in one.
 */
function loadPosthog(): Promise<PostHog | null> {
  const key = publicEnv.NEXT_PUBLIC_POSTHOG_KEY;
  if (!key || isAnalyticsOptedOut()) return Promise.resolve(null);
  loading ??= import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: publicEnv.NEXT_PUBLIC_POSTHOG_HOST,
        autocapture: false,
        capture_pageview: true,
        capture_pageleave: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_external_dependency_loading: true,
        respect_dnt: true,
        persistence: 'localStorage',
        mask_all_text: true,
        mask_all_element_attributes: true,
      });
      return posthog;
    })
    .catch(() => null);
  return loading;
}

export function initAnalytics(): void {
  void loadPosthog();
}

/** Sends the event with the button or menu name and the e-mail, or 'User not logged in'. */
export function captureEvent(event: AnalyticsEvent, button: string, email: string | null | undefined): void {
  if (isAnalyticsOptedOut()) return;
  void loadPosthog().then((posthog) => {
    if (!posthog) return;
    // A signed-in user is one person keyed by their e-mail, so deleting the account can delete
    // that person and their events in PostHog (lib/analytics/delete-analytics-person.ts).
    if (email && posthog.get_distinct_id() !== email) posthog.identify(email);
    posthog.capture(event, analyticsProps(button, email));
  });
}

/** Applies a change of the opt-out to an already loaded client. */
export function applyAnalyticsOptOut(optOut: boolean): void {
  if (!loading) {
    if (!optOut) initAnalytics();
    return;
  }
  void loading.then((posthog) => {
    if (!posthog) return;
    if (optOut) posthog.opt_out_capturing();
    else posthog.opt_in_capturing();
  });
}
