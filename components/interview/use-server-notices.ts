'use client';
import { useCallback, useMemo, useState } from 'react';
import { addServerNotice, dismissServerNotice, NO_SERVER_NOTICES, type ServerNotice } from '@/lib/interview/server-notices';

/** The server's notices for the session: each code once (see lib/interview/server-notices.ts), cleared by the next Start. */
export function useServerNotices() {
  const [notices, setNotices] = useState(NO_SERVER_NOTICES);
  const add = useCallback((notice: ServerNotice) => setNotices((n) => addServerNotice(n, notice)), []);
  const dismiss = useCallback((code: ServerNotice['code']) => setNotices((n) => dismissServerNotice(n, code)), []);
  const reset = useCallback(() => setNotices(NO_SERVER_NOTICES), []);
  return useMemo(() => ({ visible: notices.visible, add, dismiss, reset }), [notices.visible, add, dismiss, reset]);
}
