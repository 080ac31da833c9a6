/** What the interview and practice screens say when a session cannot start because too many were started lately. */
export const SESSION_RATE_LIMITED = 'Too many sessions were started on this account in the last few minutes. Wait a few minutes, then start again.';
