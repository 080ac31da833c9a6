/**
 * Before the browser signs out (or right after a password change), every paired phone is
 * closed: the app's route revokes them and tells the ws-servers at once. It never holds the
 * sign-out up: when it fails, the ws-servers still find the signed-out session within a few
 * seconds, since a device ends with the sign-in session that paired it.
 */
export async function endPairedDevices(reason: 'signed_out' | 'password_changed'): Promise<void> {
  await fetch('/api/second-screen/devices', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
    signal: AbortSignal.timeout(3_000),
  }).catch(() => undefined);
}
