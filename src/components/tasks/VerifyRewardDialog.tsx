/** 'Verify For Reward': the 4-digit code (also announced), the entry box and the claim. Loaded when an ad starts. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $reward, cancelReward, checkRewardCode, claimWatchedAd } from '../../lib/tasks/reward.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

export default function VerifyRewardDialog({ onClaimed }: { onClaimed: () => void }) {
  const state = useStore($reward);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Filled after the dialog is in the page, so the live region announces the code (and every new one).
  const [announced, setAnnounced] = useState('');
  const inputId = useId();
  const code = state.phase === 'verify' ? state.code : '';

  useEffect(() => {
    setAnnounced(code ? text.tasks.codeAnnounce(code) : '');
  }, [code]);

  useEffect(() => {
    if (state.phase !== 'verify') {
      setEntry('');
      setError('');
    }
  }, [state.phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!entry.trim()) {
      setError(text.common.required);
      return;
    }
    if (checkRewardCode(entry) === 'mismatch') {
      setEntry('');
      setError(text.tasks.wrongCode);
      return;
    }
    setBusy(true);
    try {
      const message = await claimWatchedAd();
      if (message === null) return;
      notify(message, 'success');
      onClaimed();
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={state.phase === 'verify'} onOpenChange={(open) => !open && !busy && cancelReward('dismissed')}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.tasks.verifyForReward}</DialogTitle>
          <DialogDescription>{text.tasks.verifyHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="flex items-baseline gap-3">
            <span className="text-sm text-muted-foreground">{text.tasks.yourCode}</span>
            <strong dir="ltr" className="font-mono text-3xl tracking-[0.3em] tabular-nums" data-reward-code>
              {code}
            </strong>
          </p>
          <p role="status" aria-live="assertive" className="sr-only">
            {announced}
          </p>
          <Field label={text.tasks.enterCode} error={error} controlId={inputId} required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={entry}
              onChange={(event) => {
                setEntry(event.target.value.replace(/\D/g, ''));
                if (error === text.common.required) setError('');
              }}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" loading={busy}>
              {text.tasks.verify}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
