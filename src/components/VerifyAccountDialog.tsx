/**
 * 'Verify Your Account': the one second-factor modal of the money actions (Manual Withdraw, subscription
 * cancel). The code is entered in digit boxes as long as the session's factor (masked for the MPIN); an
 * e-mailed factor offers 'Request OTP' with the resend countdown. The caller adds its own fields above the
 * code (the cancel Reason), validates them, and sends the action with its own money-action key.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { OtpRequestLink } from './OtpRequestLink.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { OtpInput } from './ui/otp-input.tsx';
import { notifyFailure } from '../lib/api/notify-failure.ts';
import { serverNotice } from '../lib/lang.ts';
import { requestOtp } from '../lib/session/otp.ts';
import { secondFactor } from '../lib/session/second-factor.ts';
import { $session } from '../lib/session/session.ts';
import { notify } from '../lib/toast/toasts.ts';
import * as text from '../lib/text.ts';

const t = text.secondFactor;

/**
 * What the modal does after an attempt: close, clear the code (the rest stays), keep everything, or
 * clear the code and say why under it (the server's refusal, e.g. "Invalid OTP.", where the member looks).
 */
export type AfterAttempt = 'close' | 'clear-code' | 'keep' | { codeError: string };

export interface VerifyAccountDialogProps {
  description: ReactNode;
  /** The submit button's text (Withdraw, Submit). */
  submitLabel: string;
  /** The caller's own fields, shown above the code (they keep their values; the caller owns them). */
  children?: ReactNode;
  /** Checks the caller's fields and shows their errors; false stops the send. */
  validate?: () => boolean;
  /** Sends the action with the code (the request field is `factor.type`); never called twice at once. */
  onSubmit: (code: string, factor: string) => Promise<AfterAttempt>;
  /** The modal is done: the caller unmounts it (and clears its own fields). */
  onClose: () => void;
}

export function VerifyAccountDialog({
  description,
  submitLabel,
  children,
  validate,
  onSubmit,
  onClose,
}: VerifyAccountDialogProps) {
  const session = useStore($session);
  const factor = secondFactor(session.auth_type);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sending, setSending] = useState(false);
  const errorId = useId();
  const codeId = useId();
  const form = useRef<HTMLFormElement>(null);

  const close = () => {
    if (!sending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // Every field's required hint shows at once; a code shorter than the factor's is not sent.
    const fieldsValid = validate?.() ?? true;
    const codeValid = code.length === factor.length;
    setCodeError(codeValid ? '' : text.common.required);
    if (!fieldsValid || !codeValid) return;
    setSending(true);
    const after = await onSubmit(code, factor.type);
    setSending(false);
    if (after === 'close') onClose();
    else if (after === 'clear-code') setCode('');
    else if (typeof after === 'object') {
      setCode('');
      setCodeError(after.codeError);
    }
  };

  const sendOtp = async () => {
    try {
      const answer = await requestOtp(session.username ?? '');
      if (answer.message) notify(serverNotice(answer.message, text.secondFactor.codeSent), 'success');
      return true;
    } catch (failure) {
      notifyFailure(failure);
      return false;
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form ref={form} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.verifyAccount}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <div className="grid gap-1.5">
            <OtpInput
              id={codeId}
              length={factor.length}
              value={code}
              label={factor.label}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code takes focus when it is the modal's only field
              autoFocus={!children}
              revealLabel={factor.secret ? text.common.showMpin : undefined}
              invalid={Boolean(codeError)}
              aria-describedby={errorId}
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError('');
              }}
              // The last digit sends the code (once: the boxes call this as they become full).
              onComplete={() => setTimeout(() => form.current?.requestSubmit())}
            />
            <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-destructive">
              {codeError}
            </p>
            {factor.emailed ? (
              <OtpRequestLink
                onRequest={sendOtp}
                label={t.requestOtp}
                waitText={t.resendAfter}
                // The link gives way to its countdown: the code is the next step.
                onSent={() => document.getElementById(codeId)?.focus()}
              />
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={sending}>
              {text.common.close}
            </Button>
            <Button type="submit" loading={sending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
