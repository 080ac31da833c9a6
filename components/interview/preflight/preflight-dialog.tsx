'use client';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { preflightAllGood, preflightGuidance, RETRY_MIC_LABEL, SHARE_TAB_LABEL, type MicCheck, type TabCheck } from '@/lib/interview/preflight-guidance';
import { Alert } from '@/components/ui/alert';
import { LevelMeter } from './level-meter';
import { useLevelMeter } from './use-level-meter';
import { usePreflightCheck } from './use-preflight-check';

const PREFLIGHT_TITLE = 'Check your audio';

const TAB_STATUS: Record<TabCheck, string> = {
  not_shared: 'Not shared yet',
  asking: 'Waiting for you to pick a tab…',
  cancelled: 'Not shared',
  no_audio: 'Shared without its sound',
  live: 'Shared',
  unsupported: 'Not available in this browser',
  failed: 'Could not be shared',
};

const MIC_STATUS: Record<MicCheck, string> = {
  asking: 'Asking for the microphone…',
  live: 'On',
  denied: 'Blocked',
  not_found: 'Not found',
  failed: 'Could not be opened',
  unsupported: 'Not available in this browser',
};

interface Props {
  wantsTab: boolean;
  wantsMic: boolean;
  micDeviceId: string | null;
  onMicDeviceChange: (deviceId: string) => void;
  /** The chosen language needs a recogniser this server lacks: said here too, since Start opened this check. */
  languageNotice?: string | null;
  /** Go on to the session, with the tab shared here (if any) so it is not picked twice. */
  onProceed: (tabStream: MediaStream | null) => void;
  onClose: () => void;
}

/**
 * The pre-flight audio check: live levels for the tab and the microphone, the microphone
 * picker, and what to do when something is wrong. Advice only: going on is always possible.
 * Mounted only while shown, so closing it stops every stream it opened.
 */
export function PreflightDialog({ wantsTab, wantsMic, micDeviceId, onMicDeviceChange, languageNotice, onProceed, onClose }: Props) {
  const check = usePreflightCheck({ wantsTab, wantsMic, micDeviceId });
  const tabLevel = useLevelMeter(check.tab.stream);
  const micLevel = useLevelMeter(check.mic.stream);
  const selectId = useId();
  const state = { wantsTab, wantsMic, tab: check.tab.check, mic: check.mic.check, tabSilentMs: tabLevel.silentMs, micSilentMs: micLevel.silentMs };
  const guidance = preflightGuidance(state);
  const ready = preflightAllGood(state);
  const micProblem = !['live', 'asking'].includes(check.mic.check);

  return (
    <Modal
      open
      title={PREFLIGHT_TITLE}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onProceed(check.takeTabStream())}>{ready ? 'Start interview' : 'Continue anyway'}</Button>
        </>
      }
    >
      <div className="space-y-5 text-sm text-slate-700" data-testid="preflight">
        <p>Make sure Cuecard AI can hear your interview before you start. The check stays in this browser: nothing is recorded or sent.</p>
        {languageNotice && <Alert tone="notice" message={languageNotice} testId="preflight-language-notice" />}
        {wantsTab && (
          <section aria-label="Interview tab" className="space-y-2">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-ink">Interview tab</h3>
              <span className="text-xs" data-testid="preflight-tab-status">
                {TAB_STATUS[check.tab.check]}
              </span>
            </div>
            <LevelMeter label="Interview tab level" level={tabLevel.level} active={check.tab.check === 'live'} />
            <Button variant="secondary" onClick={() => void check.shareTab()} disabled={check.tab.check === 'asking'}>
              {check.tab.check === 'live' ? 'Share another tab' : SHARE_TAB_LABEL}
            </Button>
          </section>
        )}
        {wantsMic && (
          <section aria-label="Your microphone" className="space-y-2">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-ink">Your microphone</h3>
              <span className="text-xs" data-testid="preflight-mic-status">
                {MIC_STATUS[check.mic.check]}
              </span>
            </div>
            <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
              Microphone
            </label>
            <select
              id={selectId}
              value={micDeviceId ?? ''}
              onChange={(e) => onMicDeviceChange(e.target.value)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <option value="">System default</option>
              {check.devices.map((d) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label}
                </option>
              ))}
            </select>
            <LevelMeter label="Microphone level" level={micLevel.level} active={check.mic.check === 'live'} />
            {micProblem && (
              <Button variant="secondary" onClick={check.retryMic}>
                {RETRY_MIC_LABEL}
              </Button>
            )}
          </section>
        )}
        <div aria-live="polite">
          {guidance.length > 0 && (
            <ul className="space-y-2" data-testid="preflight-guidance">
              {guidance.map((g) => (
                <li key={g.id} data-guidance={g.id} className={`rounded-lg px-3 py-2 ${g.severity === 'problem' ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}>
                  {g.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}
