'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TAB_SHARE_OPTIONS } from '@/lib/interview/capture';
import { micCheckFromError, tabCheckFromShare, type MicCheck, type TabCheck } from '@/lib/interview/preflight-guidance';
import { toError } from '@/lib/errors/to-error';

export interface MicOption {
  deviceId: string;
  label: string;
}

const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

async function listMicrophones(): Promise<MicOption[]> {
  const all = await navigator.mediaDevices.enumerateDevices().catch(() => []);
  return all.filter((d) => d.kind === 'audioinput' && d.deviceId).map((d, i) => ({ deviceId: d.deviceId, label: d.label || `Microphone ${i + 1}` }));
}

/**
 * The streams behind the pre-flight check: the shared tab (on the user's click, since
 * getDisplayMedia needs it) and the microphone (asked for at once, again when the device or a
 * retry changes). Streams are stopped when the check closes, except a tab handed on to the
 * session with takeTabStream.
 */
export function usePreflightCheck({ wantsTab, wantsMic, micDeviceId }: { wantsTab: boolean; wantsMic: boolean; micDeviceId: string | null }) {
  const [tab, setTab] = useState<{ check: TabCheck; stream: MediaStream | null }>({ check: 'not_shared', stream: null });
  const tabRef = useRef<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);
  const micKey = `${micDeviceId ?? ''}#${attempt}`;
  const [micResult, setMicResult] = useState<{ key: string; check: MicCheck; stream: MediaStream | null } | null>(null);
  const [devices, setDevices] = useState<MicOption[]>([]);

  useEffect(() => {
    if (!wantsMic) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const acquire = async () => {
      const media = navigator.mediaDevices;
      if (!media?.getUserMedia) return { check: 'unsupported' as const, stream: null };
      try {
        stream = await media.getUserMedia({ audio: { channelCount: 1, ...(micDeviceId ? { deviceId: micDeviceId } : {}) }, video: false });
        return { check: stream.getAudioTracks().length > 0 ? ('live' as const) : ('not_found' as const), stream };
      } catch (error) {
        return { check: micCheckFromError(toError(error).name), stream: null };
      }
    };
    void acquire().then(async (result) => {
      if (cancelled) {
        stopStream(result.stream);
        return;
      }
      setMicResult({ key: micKey, ...result });
      // Device names are only readable once the microphone was allowed.
      const found = await listMicrophones();
      if (!cancelled) setDevices(found);
    });
    const onDeviceChange = () => void listMicrophones().then((found) => !cancelled && setDevices(found));
    navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
    return () => {
      cancelled = true;
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      stopStream(stream);
    };
  }, [wantsMic, micKey, micDeviceId]);

  const shareTab = useCallback(async () => {
    stopStream(tabRef.current);
    tabRef.current = null;
    const media = navigator.mediaDevices;
    if (!media?.getDisplayMedia) {
      setTab({ check: 'unsupported', stream: null });
      return;
    }
    setTab({ check: 'asking', stream: null });
    try {
      const stream = await media.getDisplayMedia(TAB_SHARE_OPTIONS);
      const check = tabCheckFromShare({ audioTracks: stream.getAudioTracks().length });
      if (check !== 'live') {
        stopStream(stream);
        setTab({ check, stream: null });
        return;
      }
      tabRef.current = stream;
      // Chrome's "Stop sharing" bar ends the tracks.
      for (const track of stream.getTracks()) {
        track.onended = () => {
          if (tabRef.current !== stream) return;
          tabRef.current = null;
          stopStream(stream);
          setTab({ check: 'not_shared', stream: null });
        };
      }
      setTab({ check, stream });
    } catch (error) {
      setTab({ check: tabCheckFromShare({ errorName: toError(error).name }), stream: null });
    }
  }, []);

  /** Hands the shared tab to the session: the check no longer stops it. */
  const takeTabStream = useCallback((): MediaStream | null => {
    const stream = tabRef.current;
    tabRef.current = null;
    for (const track of stream?.getTracks() ?? []) track.onended = null;
    return stream;
  }, []);

  useEffect(() => () => stopStream(tabRef.current), []);

  const mic = micResult && micResult.key === micKey ? micResult : { check: 'asking' as const, stream: null };
  return {
    tab: wantsTab ? tab : { check: 'not_shared' as const, stream: null },
    mic: wantsMic ? mic : { check: 'asking' as const, stream: null },
    devices,
    shareTab,
    retryMic: () => setAttempt((n) => n + 1),
    takeTabStream,
  };
}
