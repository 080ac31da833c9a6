/**
 * Analytics consent. Off when the user opted out (account page, stored in localStorage), or
 * the browser sends Do Not Track or Global Privacy Control.
 */
const KEY = 'cuecard.analytics-opt-out';
const CHANGE_EVENT = 'cuecard:analytics-opt-out';

export function browserSignalsOptOut(): boolean {
  if (typeof navigator === 'undefined') return true;
  // Global Privacy Control, and Do Not Track where older browsers kept it (window, msDoNotTrack), are not in the DOM typings.
  const gpc = 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true;
  const windowDnt = typeof window !== 'undefined' && 'doNotTrack' in window ? window.doNotTrack : undefined;
  const dnt = navigator.doNotTrack ?? windowDnt ?? ('msDoNotTrack' in navigator ? navigator.msDoNotTrack : undefined);
  return gpc || dnt === '1' || dnt === 'yes';
}

export function isAnalyticsOptedOut(): boolean {
  if (typeof window === 'undefined') return true;
  try {
    if (localStorage.getItem(KEY) === '1') return true;
  } catch {
    // Unavailable storage: fall through to the browser signals.
  }
  return browserSignalsOptOut();
}

export function setAnalyticsOptOut(optOut: boolean): void {
  try {
    if (optOut) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Nothing to persist to; the current page still honours the choice through the client.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** For useSyncExternalStore: notifies on changes from this tab and from other tabs. */
export function subscribeAnalyticsOptOut(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
