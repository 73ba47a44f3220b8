/** 'Verify Your Account' of Subscription History, loaded on demand. */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
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
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { digits } from '../../lib/format/filters.ts';
import { money } from '../../lib/format/format.ts';
import { cancelSubscription } from '../../lib/packages/api.ts';
import { requestOtp } from '../../lib/session/otp.ts';
import { secondFactor } from '../../lib/session/second-factor.ts';
import { createMoneyAction } from '../../lib/api/money-action.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import type { Subscription } from '../../lib/packages/schema.ts';
import { $session } from '../../lib/session/session.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';

const t = text.subscriptions;

/** The reason and the member's code (MPIN, OTP or authenticator code per the session). */
export function CancelDialog({
  subscription,
  onClose,
  onDone,
}: {
  subscription: Subscription | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const session = useStore($session);
  const factor = secondFactor(session.auth_type);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  // One key per cancel request, kept while the member resends the same one (a lost answer on a slow link).
  const [cancel] = useState(createMoneyAction);

  const reset = () => {
    setReason('');
    setCode('');
    setErrors({});
  };

  const close = () => {
    if (cancel.busy) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription || cancel.busy) return;
    const found = {
      reason: reason.trim() ? undefined : text.common.required,
      code: code ? undefined : text.common.required,
    };
    setErrors(found);
    if (found.reason || found.code) return;
    const body = { reason: reason.trim(), [factor.type]: code };
    const sending = cancel.run([subscription.id, body], (key) => cancelSubscription(subscription.id, body, key));
    if (!sending) return;
    setSending(true);
    try {
      const answer = await sending;
      notify(answer.message ?? t.cancelled, 'success');
      reset();
      onDone();
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setSending(false);
    }
  };

  const sendOtp = async () => {
    try {
      const answer = await requestOtp(session.username ?? '');
      if (answer.message) notify(answer.message, 'success');
      return true;
    } catch (failure) {
      notifyFailure(failure);
      return false;
    }
  };

  const codeProps = {
    value: code,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: factor.length,
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
            <DialogDescription>
              {subscription ? `${subscription.package} · ${money(subscription.amount_paid)}` : null}
            </DialogDescription>
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
            <Field label={factor.label} required error={errors.code}>
              {factor.secret ? (
                <PasswordInput {...codeProps} autoComplete="off" toggleLabel={text.common.showMpin} />
              ) : (
                <Input {...codeProps} />
              )}
            </Field>
            {factor.emailed ? (
              <OtpRequestLink onRequest={sendOtp} label={t.requestOtp} waitText={text.withdrawals.resendAfter} />
            ) : null}
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
