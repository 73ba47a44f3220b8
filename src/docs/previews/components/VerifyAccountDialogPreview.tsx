import { useState } from 'react';
import { setRoutes } from '../../mock.ts';
import { VerifyAccountDialog, type AfterAttempt } from '../../../components/VerifyAccountDialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Toaster } from '../../../islands/shell/Toaster.tsx';
import * as text from '../../../lib/text.ts';
import resendOtp from '../../../../tests/fixtures/auth/resendotp.json';

/** Opens the dialog as Manual Withdraw does (the code only) or as the cancel does (a Reason above it). */
export function VerifyAccountDialogPreview() {
  const [open, setOpen] = useState<'withdraw' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [log, setLog] = useState('Nothing sent yet.');
  const show = (which: 'withdraw' | 'cancel') => {
    setRoutes({ 'POST resendotp': { body: resendOtp } });
    setReason('');
    setOpen(which);
  };
  const send = async (code: string, factor: string): Promise<AfterAttempt> => {
    await new Promise((done) => setTimeout(done, 600));
    setLog(`Sent ${factor} ${code}${open === 'cancel' ? ` with the reason “${reason}”` : ''}.`);
    return 'close';
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => show('withdraw')}>
          Open (withdraw)
        </Button>
        <Button variant="outline" onClick={() => show('cancel')}>
          Open (cancel, with a Reason)
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {log}
      </p>
      {open === 'withdraw' ? (
        <VerifyAccountDialog
          description={`${text.withdrawals.amount}: $25.00`}
          submitLabel={text.withdrawals.withdraw}
          onSubmit={send}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'cancel' ? (
        <VerifyAccountDialog
          description="Flexi · $500.00"
          submitLabel={text.subscriptions.submit}
          validate={() => Boolean(reason.trim())}
          onSubmit={send}
          onClose={() => setOpen(null)}
        >
          <Field label={text.subscriptions.reason} required>
            <Input value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
        </VerifyAccountDialog>
      ) : null}
      <Toaster />
    </div>
  );
}
