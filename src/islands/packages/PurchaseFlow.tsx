/**
 * The purchase dialogs of Purchase Package, loaded on demand: Warning → 'Buy Pakage' → 'Package
 * Subscribed Successfully' for 6 s → subscription history. Unmounting it (closing) forgets the amount,
 * its error and the username typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
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
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import { createMoneyAction } from '../../lib/api/money-action.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { digits, lettersAndDigits } from '../../lib/format/filters.ts';
import { subscribe } from '../../lib/packages/api.ts';
import { balanceTooLow } from '../../lib/packages/balance.ts';
import { paths } from '../../lib/paths.ts';
import type { DetailLine, Package, SubscriptionRequest } from '../../lib/packages/schema.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';
import { priceOf } from '../../lib/packages/price.ts';
import { useBuyerCheck } from './useBuyerCheck.ts';
import { serverText } from '../../lib/server-text.ts';
import { serverReason } from '../../lib/server-reasons.ts';
import { VerifyAccountDialog, type AfterAttempt } from '../../components/VerifyAccountDialog.tsx';
import { dateTimeYMD } from '../../lib/format/format.ts';

const t = text.packages;
/** How long the success dialog shows before the member goes to the subscription history. */
export const REDIRECT_MS = 6000;
const HISTORY_PATH = paths.subscriptions;
const DEPOSIT_PATH = paths.deposit;

type Step = 'warning' | 'buy' | 'verify' | 'done';

/** 'Package Subscribed Successfully': cannot be dismissed; the flow moves on to the history by itself. */
function SubscribedDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="items-center pe-0 text-center">
          <CheckCircleIcon className="size-12 text-success" />
          <DialogTitle>{t.subscribed}</DialogTitle>
          <DialogDescription>{t.redirecting}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

export interface PurchaseFlowProps {
  pkg: Package;
  /** The first `more_details` line of GET packages (shown for variable packages). */
  balance: DetailLine | undefined;
  /** The member's own username from GET profile. */
  defaultUsername: string;
  /** ISO time until which a package for another member waits after a security change (GET packages). */
  holdUntil?: string | null;
  onClose: () => void;
}

export function PurchaseFlow({ pkg, balance, defaultUsername, holdUntil = null, onClose }: PurchaseFlowProps) {
  const variable = pkg.type === 'variable';
  // Said on the first dialog, with the way to Deposit, rather than as a refusal two dialogs later.
  const tooLow = balanceTooLow(pkg, balance);
  const [step, setStep] = useState<Step>('warning');
  const [username, setUsername] = useState(defaultUsername);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState('');
  const [availability, check, forget, checkSoon] = useBuyerCheck();
  const [submitting, setSubmitting] = useState(false);
  const [purchase] = useState(createMoneyAction);
  const touched = useRef(false);
  // A package for another member moves value out of the account: it asks for the second factor, and
  // waits out the hold after a security change (said here, before Buy is pressed).
  const forOther = username.trim() !== '' && username.trim().toLowerCase() !== defaultUsername.trim().toLowerCase();
  const held = forOther && holdUntil !== null;

  // The profile may arrive after the flow opened: fill it in unless the member typed already.
  useEffect(() => {
    if (!touched.current) setUsername(defaultUsername);
  }, [defaultUsername]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => window.location.assign(HISTORY_PATH), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const close = () => {
    if (purchase.busy) return;
    forget();
    onClose();
  };

  const body = (): SubscriptionRequest => ({
    package_id: pkg.id,
    subscription_type: pkg.type,
    investment_amount: variable ? amount : String(pkg.price),
    username,
  });

  /**
   * Sends the purchase (with the code under `factor` for another member); what the code dialog does
   * next. The server's refusal of a purchase with a code is said under the code, in the dialog, and
   * not as a toast as well (which would wait behind "OTP sent…").
   */
  const send = async (request: SubscriptionRequest, factor?: string): Promise<AfterAttempt> => {
    const sending = purchase.run(request, (key) => subscribe(request, key));
    if (!sending) return 'keep';
    setSubmitting(true);
    try {
      const answer = await sending;
      if (variable && answer.note) notify(answer.note, 'success');
      setStep('done');
      return 'close';
    } catch (failure) {
      if (factor && isApiError(failure) && failure.kind === 'rejected') {
        return { codeError: serverReason(failure.fieldErrors[factor] ?? failure.firstMessage).text };
      }
      // The variable purchase shows every field's first message; others the first one.
      const fieldMessages = variable && isApiError(failure) ? Object.values(failure.fieldErrors) : [];
      if (fieldMessages.length > 1)
        fieldMessages.forEach((message) => notify(serverReason(message).text, 'error', serverReason(message).lang));
      else notifyFailure(failure);
      return 'clear-code';
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (purchase.busy || held) return;
    if (variable) {
      const value = Number(amount);
      if (!amount || !username || !(value >= pkg.minimum_price && value <= pkg.maximum_price)) {
        setAmountError(t.amountRange);
        return;
      }
    }
    setAmountError('');
    if (forOther) setStep('verify');
    else await send(body());
  };

  return (
    <>
      <AlertDialog open={step === 'warning'} onOpenChange={(open) => (open ? undefined : close())}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.warning}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                {variable && balance ? (
                  <p className="font-medium text-foreground">
                    {t.balanceLine(serverText(balance.title).text, balance.value)}
                  </p>
                ) : null}
                {tooLow && balance ? (
                  <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-foreground">
                    {t.lowBalance(balance.value)}{' '}
                    <a
                      href={DEPOSIT_PATH}
                      className="inline-block py-1 font-medium text-primary underline underline-offset-4"
                    >
                      {t.deposit}
                    </a>
                  </p>
                ) : null}
                <p>{t.areYouSure}</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{text.common.close}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                setStep('buy');
                check(username);
              }}
            >
              {text.common.continue}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog open={step === 'buy'} onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t.buyDialog}</DialogTitle>
              <DialogDescription>{`${pkg.name} · ${priceOf(pkg)}`}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-1">
              <Field label={t.username}>
                <Input
                  value={username}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => {
                    touched.current = true;
                    const name = lettersAndDigits(event.target.value);
                    setUsername(name);
                    checkSoon(name);
                  }}
                  onBlur={() => check(username)}
                />
              </Field>
              <p role="status" className="min-h-5 text-sm">
                {availability.state === 'checking' ? <span className="text-muted-foreground">{t.checking}</span> : null}
                {availability.state === 'available' ? (
                  <span className="font-medium text-success">{availability.info}</span>
                ) : null}
                {availability.state === 'unavailable' ? (
                  <span className="font-medium text-destructive">{t.notAvailable}</span>
                ) : null}
              </p>
            </div>
            {variable ? (
              <Field
                label={t.investmentAmount}
                hint={t.amountHint(String(pkg.minimum_price), String(pkg.maximum_price))}
                error={amountError}
              >
                <Input
                  value={amount}
                  inputMode="numeric"
                  autoComplete="off"
                  onChange={(event) => {
                    setAmount(digits(event.target.value));
                    if (amountError) setAmountError('');
                  }}
                />
              </Field>
            ) : null}
            {held ? (
              <p id="buy-hold" role="status" className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
                {t.forOtherHeld(dateTimeYMD(holdUntil))}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={submitting}>
                {text.common.close}
              </Button>
              <Button
                type="submit"
                loading={submitting}
                disabled={held}
                aria-describedby={held ? 'buy-hold' : undefined}
              >
                {t.buy}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      {step === 'verify' ? (
        <VerifyAccountDialog
          description={t.forOtherCode(username)}
          submitLabel={t.buy}
          onSubmit={(code, factor) => send({ ...body(), [factor]: code }, factor)}
          onClose={() => setStep((current) => (current === 'verify' ? 'buy' : current))}
        />
      ) : null}

      <SubscribedDialog open={step === 'done'} />
    </>
  );
}
