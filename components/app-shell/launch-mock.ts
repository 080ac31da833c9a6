'use client';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { MOCK_INTERVIEW_PATH } from '@/lib/auth/menu-rules';

/**
 * Opens /mock-interview in a new tab; alerts when the browser blocked it.
 * No 'noopener' feature: with it window.open returns null even on success, so the opener
 * link is cut by hand instead.
 */
export function launchMockInterview(): boolean {
  const tab = window.open(MOCK_INTERVIEW_PATH, '_blank');
  if (!tab) {
    window.alert(AUTH_MESSAGES.popupBlocked);
    return false;
  }
  try {
    tab.opener = null;
  } catch {
    // Some browsers refuse the assignment; the tab is same-origin anyway.
  }
  return true;
}
