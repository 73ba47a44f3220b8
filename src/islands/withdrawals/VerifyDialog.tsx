/** 'Verify Your Account' of Manual Withdraw, loaded on demand: the code boxes and the Withdraw button. */
import { useState, type FormEvent } from 'react';
import { OtpRequestLink } from '../../components/OtpRequestLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import * as text from '../../lib/text.ts';

const t = text.withdrawals;

/** What the screen wants done with the modal after a withdrawal attempt. */
export type AfterAttempt = 'close' | 'clear-code' | 'keep';

export interface VerifyDialogProps {
  description: string;
  codeLabel: string;
  codeLength: 4 | 6;
  /** The code is the MPIN: masked, with a show toggle. */
  secret: boolean;
  /** Shows the OTP request link (members whose code is e-mailed). */
  otp: boolean;
  onRequestOtp: () => Promise<boolean>;
  /** Sends the withdrawal with the code; never called twice at once. */
  onSubmit: (code: string) => Promise<AfterAttempt>;
  /** Closing clears the code and the required hint (they live here). */
  onClose: () => void;
}

export function VerifyDialog({
  description,
  codeLabel,
  codeLength,
  secret,
  otp,
  onRequestOtp,
  onSubmit,
  onClose,
}: VerifyDialogProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (code.length < codeLength) {
      setCodeError(text.common.required);
      return;
    }
    setCodeError('');
    setSending(true);
    const after = await onSubmit(code);
    setSending(false);
    if (after === 'close') onClose();
    else if (after === 'clear-code') setCode('');
  };

  return (
    <Dialog open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.verifyAccount}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <OtpInput
              length={codeLength}
              value={code}
              label={codeLabel}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the modal's one field takes focus as the modal opens
              autoFocus
              revealLabel={secret ? text.common.showMpin : undefined}
              invalid={Boolean(codeError)}
              aria-describedby="withdraw-code-error"
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError('');
              }}
            />
            <p id="withdraw-code-error" aria-live="polite" className="min-h-5 text-sm font-medium text-destructive">
              {codeError}
            </p>
            {otp ? <OtpRequestLink onRequest={onRequestOtp} label={t.requestOtp} waitText={t.resendAfter} /> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
              {text.common.close}
            </Button>
            <Button type="submit" loading={sending}>
              {t.withdraw}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
