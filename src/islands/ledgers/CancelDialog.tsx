/** Subscription History's cancel request, loaded on demand: the Reason in the shared 'Verify Your Account' modal. */
import { useState } from 'react';
import { VerifyAccountDialog, type AfterAttempt } from '../../components/VerifyAccountDialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { money } from '../../lib/format/format.ts';
import { cancelSubscription } from '../../lib/packages/api.ts';
import { createMoneyAction } from '../../lib/api/money-action.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import type { Subscription } from '../../lib/packages/schema.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { serverNotice } from '../../lib/lang.ts';

const t = text.subscriptions;

/** The reason and the member's code (MPIN, OTP or authenticator code per the session) for the row's subscription. */
export function CancelDialog({
  row: subscription,
  onClose,
  onDone,
}: {
  row: Subscription;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  // One key per cancel request, kept while the member resends the same one (a lost answer on a slow link).
  const [cancel] = useState(createMoneyAction);

  const validate = () => {
    const valid = Boolean(reason.trim());
    setReasonError(valid ? '' : text.common.required);
    return valid;
  };

  /** A refusal keeps the modal, the reason and the code as they are, for a retry. */
  const submit = async (code: string, factor: string): Promise<AfterAttempt> => {
    const body = { reason: reason.trim(), [factor]: code };
    const sending = cancel.run([subscription.id, body], (key) => cancelSubscription(subscription.id, body, key));
    if (!sending) return 'keep';
    try {
      const answer = await sending;
      notify(serverNotice(answer.message, t.cancelled), 'success');
      onDone();
      return 'keep';
    } catch (failure) {
      notifyFailure(failure);
      return 'keep';
    }
  };

  return (
    <VerifyAccountDialog
      description={`${subscription.package} · ${money(subscription.amount_paid)}`}
      submitLabel={t.submit}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t.reason} required error={reasonError}>
        <Input
          value={reason}
          maxLength={MAX_LENGTH.cancel_reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError('');
          }}
        />
      </Field>
    </VerifyAccountDialog>
  );
}
