import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { FailureWords, LoadError } from '../../components/LoadError.tsx';
import { SummaryCards } from '../../components/SummaryCards.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { useDrawnMark } from '../../components/useDrawnMark.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { AlertCircleIcon } from '../../components/ui/icons.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { createMoneyAction } from '../../lib/api/money-action.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { fieldReasons } from '../../lib/server-reasons.ts';
import type { ApiError } from '../../lib/api/errors.ts';
import { digitsAndDot } from '../../lib/format/filters.ts';
import { dateTimeYMD, money } from '../../lib/format/format.ts';
import { flash } from '../../lib/toast/toasts.ts';
import { getAccountProfile, getWithdrawSettings, requestWithdrawal } from '../../lib/withdrawals/api.ts';
import { amountRefusal, type AccountProfile } from '../../lib/withdrawals/schema.ts';
import { shortOfMinimum } from '../../lib/withdrawals/minimum.ts';
import { paths } from '../../lib/paths.ts';
import * as text from '../../lib/text.ts';
import type { AfterAttempt } from '../../components/VerifyAccountDialog.tsx';
import { DialogSlot } from '../../components/ui/dialog-motion.ts';
import { island } from '../../components/IslandRoot.ts';
import { serverNotice } from '../../lib/lang.ts';

const t = text.withdrawals;
const l = text.withdrawalList;
const PROFILE_WITHDRAW_PATH = `${paths.profile}?tab=withdraw`;
// The verification modal loads on demand, fetched while the browser is idle.
const loadDialog = () => import('../../components/VerifyAccountDialog.tsx');
const VerifyAccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.VerifyAccountDialog })));

/** Every field's first message (the withdraw load shows them all), else the error's message. */
function allMessages(title: string, error: ApiError) {
  const messages = Object.values(fieldReasons(error.fieldErrors));
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
        <FailureWords error={error} />
      )}
    </span>
  );
}

function hasAccount(profile: AccountProfile | null): profile is AccountProfile {
  return Boolean(profile?.account_type && (profile.holder_name || profile.withdrawal_coin));
}

function AccountDetails({ profile }: { profile: AccountProfile }) {
  const bank = profile.account_type === 'bank';
  // The third item: the value is a code (account number, IFSC, network, address) that reads left to right.
  const rows: [string, string | null, boolean][] = bank
    ? [
        [t.accountType, l.method.bank ?? 'Bank', false],
        [l.bankName, profile.bank_name, false],
        [l.accountNumber, profile.ac_no, true],
        [l.holderName, profile.holder_name, false],
        [l.ifsc, profile.ifsc, true],
      ]
    : [
        [t.accountType, l.method.crypto ?? 'Crypto', false],
        [l.network, profile.withdrawal_coin, true],
        [l.address, profile.withdrawal_address, true],
      ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows.map(([label, value, ltr]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mb-1 break-all font-medium sm:mb-0">
            {value && ltr ? <span dir="ltr">{value}</span> : value || text.common.dash}
          </dd>
        </div>
      ))}
    </dl>
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
  useDrawnMark(Boolean(settings.data));
  const profile = useLoad(getAccountProfile);
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
    const refusal = amountRefusal(amount);
    if (refusal) {
      setAmountError(refusal);
      return;
    }
    if (typeof balance === 'number' && Number(amount) > balance) {
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

  // The page shows once both answers are in (or failed): cards filling in one by one would push the
  // form down while the member types.
  const settled = Boolean(settings.data || settings.error) && Boolean(profile.data || profile.error);
  if (!settled) return <ManualWithdrawSkeleton />;

  const limits = settings.data?.data;
  return (
    <div className="grid min-w-0 gap-4">
      {settings.error && !settings.data ? (
        <LoadError
          onRetry={settings.reload}
          retrying={settings.loading}
          message={allMessages(t.loadFailed, settings.error)}
        />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">{t.note}</CardTitle>
          </CardHeader>
          <CardContent>
            {limits ? (
              <ul className="grid list-disc gap-1 ps-5 text-sm">
                <li>{t.notePaid(money(limits.min_limit_for_paid_user))}</li>
                <li>{t.noteFree(money(limits.min_limit_for_free_user))}</li>
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{text.common.dash}</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle className="text-base">{t.accountDetails}</CardTitle>
          </CardHeader>
          <CardContent>
            {profile.data ? (
              hasAccount(profile.data.data.profile) ? (
                <AccountDetails profile={profile.data.data.profile} />
              ) : (
                <a
                  href={PROFILE_WITHDRAW_PATH}
                  className="text-sm font-medium text-primary underline underline-offset-4"
                >
                  {t.setAccount}
                </a>
              )
            ) : profile.error ? (
              <LoadError
                onRetry={profile.reload}
                retrying={profile.loading}
                message={<FailureWords error={profile.error} />}
              />
            ) : null}
          </CardContent>
        </Card>
      </div>

      {settings.data ? <SummaryCards groups={settings.data.more_details} label={text.ledgers.summaryLabel} /> : null}

      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <form onSubmit={next} noValidate className="grid gap-4 sm:max-w-md">
            {holdUntil ? (
              <div
                id={holdId}
                role="status"
                className="flex items-start gap-2 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm"
              >
                <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-warning" />
                <span className="grid gap-1">
                  <strong className="font-semibold">{t.holdTitle}</strong>
                  <span>{t.holdUntil(dateTimeYMD(holdUntil))}</span>
                  <span>{t.holdNotYou}</span>
                </span>
              </div>
            ) : null}
            {below ? (
              <p id={belowId} className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
                {t.belowMinimum(money(below.short), money(below.minimum))}
              </p>
            ) : null}
            <Field label={t.amount} required error={amountError}>
              <Input
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
            <Button type="submit" className="justify-self-start" disabled={Boolean(holdUntil)}>
              {t.next}
            </Button>
          </form>
        </CardContent>
      </Card>

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
    </div>
  );
}

export const ManualWithdraw = island(ManualWithdrawContent);
