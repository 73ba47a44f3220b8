import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { createMoneyAction } from '../../lib/api/money-action.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import type { ApiError } from '../../lib/api/errors.ts';
import { digitsAndDot } from '../../lib/format/filters.ts';
import { money } from '../../lib/format/format.ts';
import { flash } from '../../lib/toast/toasts.ts';
import { getAccountProfile, getWithdrawSettings, requestWithdrawal } from '../../lib/withdrawals/api.ts';
import { shortOfMinimum } from '../../lib/withdrawals/minimum.ts';
import { paths } from '../../lib/paths.ts';
import { toReact } from '../../components/view.tsx';
import { accountView, holdView, NEXT_EXTRA, withdrawLook, withdrawView } from './withdraw-view.ts';
import { WITHDRAW_FIRST_PAINT } from './first-paint-id.ts';
import * as text from '../../lib/text.ts';
import type { AfterAttempt } from '../../components/VerifyAccountDialog.tsx';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { island } from '../../components/IslandRoot.ts';
import { serverNotice } from '../../lib/lang.ts';

const t = text.withdrawals;
const LOOK = withdrawLook();
// The verification modal loads on demand, fetched while the browser is idle.
const loadDialog = () => import('../../components/VerifyAccountDialog.tsx');
const VerifyAccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.VerifyAccountDialog })));

/** Every field's first message (the withdraw load shows them all), else the error's message. */
function allMessages(title: string, error: ApiError) {
  const messages = Object.values(error.fieldErrors);
  return (
    <span className="grid gap-1">
      <strong className="font-semibold">{title}</strong>
      {messages.length > 0 ? (
        <ul className="grid gap-0.5">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : (
        <span>{error.message}</span>
      )}
    </span>
  );
}

/**
 * Manual Withdraw: the server's limits, the account the money goes to, the wallet summary and the
 * amount; Next asks for the member's code ('Verify Your Account') and Withdraw sends it once.
 */
/** The page while its answers load; also the page's fallback before the island runs. */
export function ManualWithdrawSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{text.common.loading}</span>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-36 rounded-lg" />
        <Skeleton className="h-72 rounded-lg" />
      </div>
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-44 rounded-lg" />
    </div>
  );
}

function ManualWithdrawContent() {
  const settings = useLoad(getWithdrawSettings);
  const profile = useLoad(getAccountProfile);
  // The page shows once both answers are in (or failed): cards filling in one by one would push the
  // form down while the member types. Its first paint steps aside in that frame.
  const settled = Boolean(settings.data || settings.error) && Boolean(profile.data || profile.error);
  useDrawnMark(Boolean(settings.data), { id: WITHDRAW_FIRST_PAINT, settled });
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [withdrawal] = useState(createMoneyAction);

  const balance = settings.data?.data.wallet_balance;
  // The server holds withdrawals after a security change: say so before anything is typed.
  const holdUntil = settings.data?.data.withdraw_hold_until ?? null;
  const holdId = useId();
  // Under the member's minimum: how much is missing, said before anything is typed.
  const below = settings.data ? shortOfMinimum(settings.data.data) : null;
  const belowId = useId();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadDialog().catch(() => undefined));
  }, []);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdUntil) return;
    if (!amount) {
      setAmountError(text.common.required);
      return;
    }
    const value = Number(amount);
    if (!Number.isFinite(value) || value <= 0) {
      setAmountError(t.amountZero);
      return;
    }
    if (typeof balance === 'number' && value > balance) {
      setAmountError(t.insufficient);
      return;
    }
    setAmountError('');
    setVerifying(true);
  };

  /** Sends the withdrawal once; says what the modal should do next (the spec's three outcomes). */
  const withdraw = async (code: string, factor: string): Promise<AfterAttempt> => {
    const body = { amount, [factor]: code };
    // Sent again after a lost answer: the same key, so the server carries it out once.
    const sending = withdrawal.run(body, (key) => requestWithdrawal(body, key));
    if (!sending) return 'keep';
    try {
      const answer = await sending;
      // Shown by the withdraw list this page goes to.
      flash(serverNotice(answer.message, t.requested), 'success');
      setAmount('');
      window.location.assign(paths.withdrawals);
      return 'close';
    } catch (failure) {
      const error = notifyFailure(failure);
      // Nothing known (network, 5xx, unreadable) or the session ended: keep the code and the key for a retry.
      if (error?.kind !== 'rejected') return 'keep';
      const onField = Object.keys(error.fieldErrors).some((field) => field !== '_');
      // Field errors keep the modal open; a message (or a plain-string error) closes it.
      return onField ? 'clear-code' : 'close';
    }
  };

  if (!settled) return <ManualWithdrawSkeleton />;

  // The page is a view (withdraw-view.ts, drawn before React too); the form and a failed account load
  // are the island's own parts in its slots.
  return (
    <>
      {toReact(withdrawView(settings.data ?? null, { account: null, form: null }, LOOK), undefined, {
        error:
          settings.error && !settings.data ? (
            <LoadError
              onRetry={settings.reload}
              retrying={settings.loading}
              message={allMessages(t.loadFailed, settings.error)}
            />
          ) : null,
        account: profile.data ? (
          toReact(accountView(profile.data.data.profile))
        ) : profile.error ? (
          <LoadError onRetry={profile.reload} retrying={profile.loading} message={profile.error.firstMessage} />
        ) : null,
        form: (
          <form onSubmit={next} noValidate className="grid gap-4 sm:max-w-md">
            {holdUntil ? toReact(holdView(holdUntil, holdId)) : null}
            {below ? (
              <p id={belowId} className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
                {t.belowMinimum(money(below.short), money(below.minimum))}
              </p>
            ) : null}
            <Field label={t.amount} required error={amountError}>
              <Input
                name="amount"
                value={amount}
                disabled={Boolean(holdUntil)}
                aria-describedby={
                  [holdUntil ? holdId : '', below ? belowId : ''].filter(Boolean).join(' ') || undefined
                }
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => {
                  setAmount(digitsAndDot(event.target.value));
                  if (amountError) setAmountError('');
                }}
              />
            </Field>
            <Button type="submit" className={NEXT_EXTRA} disabled={Boolean(holdUntil)}>
              {t.next}
            </Button>
          </form>
        ),
      })}

      <DialogSlot when={verifying}>
        {() => (
          <Suspense
            fallback={<Spinner label={text.common.loading} className="fixed inset-x-0 top-1/2 z-50 justify-center" />}
          >
            <VerifyAccountDialog
              description={`${t.amount}: ${amount ? money(amount) : text.common.dash}`}
              submitLabel={t.withdraw}
              onSubmit={withdraw}
              onClose={() => setVerifying(false)}
            />
          </Suspense>
        )}
      </DialogSlot>
    </>
  );
}

export const ManualWithdraw = island(ManualWithdrawContent);
