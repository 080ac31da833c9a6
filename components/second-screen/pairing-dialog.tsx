'use client';
import { Modal } from '@/components/ui/modal';
import { buttonClasses } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { PairedDevices } from './paired-devices';
import { PairingQr } from './pairing-qr';
import { usePairingDialog } from './use-pairing-dialog';

const countdown = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The interview screen's Second screen dialog: a QR code of a pairing link for the phone to
 * open (the same link as text, and a short code for a device that cannot scan), valid for two
 * minutes and once, and the devices already paired, each with Unpair.
 */
export function PairingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const d = usePairingDialog(open);
  const expired = d.link !== null && d.secondsLeft === 0;
  return (
    <Modal
      open={open}
      title="Second screen"
      onClose={onClose}
      footer={
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="text-sm text-slate-700">Read answers on your phone: screen sharing cannot show it. Scan the code with the phone&apos;s camera, or open the link on it.</p>
      {d.error && (
        <div className="mt-3">
          <Alert message={d.error} compact />
        </div>
      )}
      {d.link && !expired && (
        <div className="mt-4 flex flex-col items-center gap-3" data-testid="pairing-link">
          <PairingQr url={d.link.url} />
          <p className="w-full text-center text-xs break-all text-slate-700">
            <span className="sr-only">Pairing link: </span>
            <code data-testid="pairing-url">{d.link.url}</code>
          </p>
          <p className="text-center text-sm text-slate-700">
            Or type this code on the phone at <code>/second-screen</code>:
            <br />
            <strong className="font-mono text-xl tracking-widest text-ink" data-testid="pairing-code">
              {d.link.code}
            </strong>
          </p>
          <p className="text-xs text-slate-600" data-testid="pairing-countdown">
            Works once, for {countdown(d.secondsLeft)} more.
          </p>
        </div>
      )}
      {expired && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-sm font-medium text-ink">This link has expired.</p>
          <button type="button" className={buttonClasses('primary')} onClick={() => void d.newLink()}>
            New link
          </button>
        </div>
      )}
      <PairedDevices devices={d.devices} onUnpair={(id) => void d.unpair(id)} busyId={d.unpairing} />
    </Modal>
  );
}
