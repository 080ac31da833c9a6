/** How the history names what a session listened to (interview_session.source). */
export function sourceLabel(source: string): string {
  if (source === 'both') return 'browser tab and microphone';
  return source === 'mic' ? 'microphone' : 'browser tab';
}
