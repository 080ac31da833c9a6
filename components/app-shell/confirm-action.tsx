'use client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toError } from '@/lib/errors/to-error';

/** A danger button that asks for confirmation in a modal, then runs `action` (which may throw a message). */
export function ConfirmAction({
  label,
  title,
  body,
  confirmLabel,
  action,
  doneMessage,
  buttonClassName = '',
}: {
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  action: () => Promise<void>;
  doneMessage?: string;
  /** Sizes the opening button to sit among smaller ones (the cards of /prep). */
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      await action();
      setOpen(false);
      setDone(true);
    } catch (err) {
      setError(toError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" className={buttonClassName} onClick={() => (setDone(false), setOpen(true))}>
        {label}
      </Button>
      {done && doneMessage && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {doneMessage}
        </p>
      )}
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={run} disabled={busy}>
              {busy ? 'Deleting…' : confirmLabel}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          {error && <Alert message={error} onDismiss={() => setError('')} />}
          <p className="text-sm text-slate-700">{body}</p>
        </div>
      </Modal>
    </>
  );
}
