/** 'Verify Your Account' of Subscription History, loaded on demand. */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { OtpRequestLink } from '../../components/OtpRequestLink.tsx';
import { asApiError } from '../../components/useLoad.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { digits } from '../../lib/format/filters.ts';
import { money } from '../../lib/format/format.ts';
import { cancelSubscription, requestOtp } from '../../lib/packages/api.ts';
import { newIdempotencyKey } from '../../lib/api/client.ts';
import type { Subscription } from '../../lib/packages/schema.ts';
import { isSecretCode } from '../../lib/session/codes.ts';
import { $session } from '../../lib/session/session.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';

const t = text.subscriptions;
/** Code lengths by auth type (otp 4, authenticator 6, MPIN 4). */
const CODE_LENGTH: Record<string, number> = { otp: 4, authenticator: 6, mpin: 4 };

function messageOf(answer: { msg?: unknown; message?: unknown }): string {
  if (typeof answer.msg === 'string' && answer.msg) return answer.msg;
  if (typeof answer.message === 'string' && answer.message) return answer.message;
  return '';
}

/** The reason and the member's code (MPIN, OTP or authenticator code per the session). */
export function CancelDialog({ subscription, onClose, onDone }: { subscription: Subscription | null; onClose: () => void; onDone: () => void }) {
  const session = useStore($session);
  const authType = session.auth_type || 'otp';
  const codeLabel = t.codeLabel[authType] ?? authType.toUpperCase();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // One key per cancel request, kept while the member resends the same one (a lost answer on a slow link).
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  const reset = () => {
    setReason('');
    setCode('');
    setErrors({});
  };

  const close = () => {
    if (inFlight.current) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription || inFlight.current) return;
    const found = { reason: reason.trim() ? undefined : text.common.required, code: code ? undefined : text.common.required };
    setErrors(found);
    if (found.reason || found.code) return;
    inFlight.current = true;
    setSending(true);
    try {
      const body = { reason: reason.trim(), [authType]: code };
      const payload = JSON.stringify([subscription.id, body]);
      if (!attempt.current || attempt.current.payload !== payload) attempt.current = { key: newIdempotencyKey(), payload };
      const answer = await cancelSubscription(subscription.id, body, attempt.current.key);
      notify(messageOf(answer) || t.cancelled, 'success');
      inFlight.current = false;
      reset();
      onDone();
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError.kind !== 'unauthorized') notify(apiError.firstMessage, 'error');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const sendOtp = async () => {
    try {
      const answer = await requestOtp(session.username ?? '');
      const message = messageOf(answer);
      if (message) notify(message, 'success');
      return true;
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError.kind !== 'unauthorized') notify(apiError.firstMessage, 'error');
      return false;
    }
  };

  const codeProps = {
    value: code,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: CODE_LENGTH[authType] ?? 8,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setCode(digits(event.target.value));
      if (errors.code) setErrors((previous) => ({ ...previous, code: undefined }));
    },
  } as const;

  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.verifyAccount}</DialogTitle>
            <DialogDescription>{subscription ? `${subscription.package} · ${money(subscription.amount_paid)}` : null}</DialogDescription>
          </DialogHeader>
          <Field label={t.reason} required error={errors.reason}>
            <Input
              value={reason}
              maxLength={MAX_LENGTH.cancel_reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (errors.reason) setErrors((previous) => ({ ...previous, reason: undefined }));
              }}
            />
          </Field>
          <div className="grid gap-1">
            <Field label={codeLabel} required error={errors.code}>
              {isSecretCode(authType) ? <PasswordInput {...codeProps} autoComplete="off" toggleLabel={text.common.showMpin} /> : <Input {...codeProps} />}
            </Field>
            {authType === 'otp' ? <OtpRequestLink onRequest={sendOtp} label={t.requestOtp} waitText={text.withdraw.resendAfter} /> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={sending}>
              {text.common.close}
            </Button>
            <Button type="submit" loading={sending}>
              {t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
