'use client';
import type { ServerNotice } from '@/lib/interview/server-notices';
import { Alert } from '@/components/ui/alert';

/**
 * The interview screen's language notices: the screen's own (the chosen language is one the
 * server's recogniser cannot transcribe) and the server's. The server's word on the language
 * replaces the screen's guess about it, so the two never say the same thing twice.
 */
export function SessionLanguageNotices({
  notice,
  onDismiss,
  serverNotices,
  onDismissServer,
}: {
  notice: string | null;
  onDismiss: () => void;
  serverNotices: ServerNotice[];
  onDismissServer: (code: ServerNotice['code']) => void;
}) {
  const serverSaidUnsupported = serverNotices.some((n) => n.code === 'language_unsupported');
  return (
    <>
      {notice && !serverSaidUnsupported && <Alert tone="notice" message={notice} onDismiss={onDismiss} testId="language-notice" />}
      {serverNotices.map((n) => (
        <Alert tone="notice" key={n.code} message={n.message} onDismiss={() => onDismissServer(n.code)} testId="server-notice" />
      ))}
    </>
  );
}
