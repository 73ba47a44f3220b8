import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad, asApiError } from '../../components/useLoad.ts';
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
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { newIdempotencyKey } from '../../lib/api/client.ts';
import { cn } from '../../lib/cn.ts';
import { digits, lettersAndDigits } from '../../lib/format/filters.ts';
import { money, percent } from '../../lib/format/format.ts';
import { checkBuyer, getProfileUsername, listPackages, subscribe } from '../../lib/packages/api.ts';
import type { Package, SubscriptionRequest } from '../../lib/packages/schema.ts';
import { notify } from '../../lib/toast/toasts.ts';
import { text } from '../../lib/text.ts';

const t = text.packages;
/** Max PTI above this reads 'Unlimited'. */
const UNLIMITED_ABOVE = 1_000_000;
/** How long the success dialog shows before the member goes to the subscription history. */
export const REDIRECT_MS = 6000;
const HISTORY_PATH = '/user/subscriptionHistory';

/** The three colour styles the cards cycle through (header band and Buy button). */
const STYLES = [
  { band: 'bg-primary text-primary-foreground', ring: 'ring-primary' },
  { band: 'bg-success text-success-foreground', ring: 'ring-success' },
  { band: 'bg-warning text-warning-foreground', ring: 'ring-warning' },
] as const;

type Availability = { state: 'idle' | 'checking' } | { state: 'available'; info: string } | { state: 'unavailable' };
type Step = 'closed' | 'warning' | 'buy' | 'done';

const maxPti = (value: number) => (value > UNLIMITED_ABOVE ? t.unlimited : money(value));
const priceOf = (pkg: Package) => (pkg.type === 'variable' ? `${money(pkg.minimum_price)} - ${money(pkg.maximum_price)}` : money(pkg.price));
const infoText = (info: unknown, username: string) => (typeof info === 'string' && info.trim() ? info : `${t.available}: ${username}`);

function PackageCard({ pkg, index, active, onSelect, onBuy }: { pkg: Package; index: number; active: boolean; onSelect: () => void; onBuy: () => void }) {
  const style = STYLES[index % STYLES.length]!;
  return (
    <li
      aria-current={active || undefined}
      data-style={index % STYLES.length}
      onClick={onSelect}
      onFocusCapture={onSelect}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow',
        active && ['ring-2 ring-offset-2 ring-offset-background shadow-md', style.ring],
      )}
    >
      <div className={cn('px-4 py-4 text-center', style.band)}>
        <h2 className="text-lg font-semibold">
          {pkg.name}
          {active ? <span className="sr-only"> ({t.selected})</span> : null}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums">{priceOf(pkg)}</p>
      </div>
      <dl className="grid flex-1 gap-2 px-4 py-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t.maxPti}</dt>
          <dd className="font-medium tabular-nums">{maxPti(pkg.roi_percentage)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t.minimumJobsIncome}</dt>
          <dd className="font-medium tabular-nums">{money(pkg.minimum_ad_income)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t.perJobsAmount}</dt>
          <dd className="font-medium tabular-nums">{percent(pkg.per_ad_amount)}</dd>
        </div>
      </dl>
      <div className="px-4 pb-4">
        <Button type="button" className="w-full" aria-label={t.buyNamed(pkg.name)} onClick={onBuy}>
          {t.buy}
        </Button>
      </div>
    </li>
  );
}

/**
 * Purchase Package: the pricing cards, then Warning → 'Buy Pakage' (for oneself or another member)
 * → 'Package Subscribed Successfully' for 6 s → subscription history.
 */
export function PackageList() {
  const { data, error, loading, reload } = useLoad(listPackages);
  const [active, setActive] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('closed');
  const [chosen, setChosen] = useState<Package | null>(null);
  const [defaultUsername, setDefaultUsername] = useState('');
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState('');
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const checkSeq = useRef(0);

  const loadProfile = useCallback(() => {
    getProfileUsername().then(
      (name) => {
        setDefaultUsername(name);
        setUsername(name);
      },
      () => {
        // Without the profile the member types the username; a 401 has already ended the session.
      },
    );
  }, []);

  useEffect(loadProfile, [loadProfile]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => window.location.assign(HISTORY_PATH), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const check = (name: string) => {
    const id = ++checkSeq.current;
    if (!name) {
      setAvailability({ state: 'idle' });
      return;
    }
    setAvailability({ state: 'checking' });
    checkBuyer(name).then(
      (answer) => {
        if (id !== checkSeq.current) return;
        setAvailability(answer.data === 'Available' ? { state: 'available', info: infoText(answer.info, name) } : { state: 'unavailable' });
      },
      (failure: unknown) => {
        if (id !== checkSeq.current) return;
        const apiError = asApiError(failure);
        if (apiError.kind === 'rejected') setAvailability({ state: 'unavailable' });
        else setAvailability({ state: 'idle' });
      },
    );
  };

  /** Closing any dialog clears the amount and its error and restores the default username. */
  const close = () => {
    if (inFlight.current) return;
    setStep('closed');
    setAmount('');
    setAmountError('');
    setAvailability({ state: 'idle' });
    checkSeq.current += 1;
    setUsername(defaultUsername);
    loadProfile();
  };

  const startBuy = (pkg: Package, index: number) => {
    setActive(index);
    setChosen(pkg);
    setStep('warning');
  };

  const toBuyDialog = () => {
    setStep('buy');
    check(username);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || inFlight.current) return;
    const variable = chosen.type === 'variable';
    if (variable) {
      const value = Number(amount);
      if (!amount || !username || !(value >= chosen.minimum_price && value <= chosen.maximum_price)) {
        setAmountError(t.amountRange);
        return;
      }
    }
    setAmountError('');
    const body: SubscriptionRequest = {
      package_id: chosen.id,
      subscription_type: chosen.type,
      investment_amount: variable ? amount : String(chosen.price),
      username,
    };
    const payload = JSON.stringify(body);
    // The same purchase sent again (after a lost answer) keeps its key; a changed one gets a new key.
    if (!attempt.current || attempt.current.payload !== payload) attempt.current = { key: newIdempotencyKey(), payload };
    inFlight.current = true;
    setSubmitting(true);
    try {
      const answer = await subscribe(body, attempt.current.key);
      attempt.current = null;
      const plainSuccess = answer.status === true || answer.status === 'success';
      const message = typeof answer.msg === 'string' ? answer.msg : typeof answer.message === 'string' ? answer.message : '';
      if (variable && !plainSuccess && message) notify(message, 'success');
      setStep('done');
    } catch (failure) {
      const apiError = asApiError(failure);
      if (apiError.kind === 'unauthorized') return;
      if (apiError.kind === 'rejected') attempt.current = null;
      const fieldMessages = Object.values(apiError.fieldErrors);
      if (variable && fieldMessages.length > 1) fieldMessages.forEach((message) => notify(message, 'error'));
      else notify(apiError.firstMessage, 'error');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (!data) {
    if (error) {
      return (
        <LoadError
          onRetry={reload}
          message={
            <>
              <strong className="font-semibold">{t.loadFailed}</strong> {error.firstMessage}
            </>
          }
        />
      );
    }
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" label={t.loading} />
      </div>
    );
  }

  const packages = data.data.data;
  const balance = data.more_details[0];
  const variable = chosen?.type === 'variable';

  return (
    <>
      {error ? <LoadError onRetry={reload} retrying={loading} message={error.firstMessage} className="mb-4" /> : null}
      {packages.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{t.none}</p>
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg, index) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              index={index}
              active={active === index}
              onSelect={() => setActive(index)}
              onBuy={() => startBuy(pkg, index)}
            />
          ))}
        </ul>
      )}

      <AlertDialog open={step === 'warning'} onOpenChange={(open) => (open ? undefined : close())}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.warning}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                {variable && balance ? <p className="font-medium text-foreground">{t.balanceLine(balance.title, balance.value)}</p> : null}
                <p>{t.areYouSure}</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{text.common.close}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                toBuyDialog();
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
              <DialogDescription>
                {chosen ? `${chosen.name} · ${priceOf(chosen)}` : null}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1">
              <Field label={t.username}>
                <Input
                  value={username}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => setUsername(lettersAndDigits(event.target.value))}
                  onBlur={() => check(username)}
                />
              </Field>
              <p role="status" className="min-h-5 text-sm">
                {availability.state === 'checking' ? <span className="text-muted-foreground">{t.checking}</span> : null}
                {availability.state === 'available' ? <span className="font-medium text-success">{availability.info}</span> : null}
                {availability.state === 'unavailable' ? <span className="font-medium text-destructive">{t.notAvailable}</span> : null}
              </p>
            </div>
            {chosen && variable ? (
              <Field
                label={t.investmentAmount}
                hint={t.amountHint(String(chosen.minimum_price), String(chosen.maximum_price))}
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
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={submitting}>
                {text.common.close}
              </Button>
              <Button type="submit" loading={submitting}>
                {t.buy}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={step === 'done'}>
        <DialogContent hideClose onEscapeKeyDown={(event) => event.preventDefault()} onPointerDownOutside={(event) => event.preventDefault()}>
          <DialogHeader className="items-center pr-0 text-center">
            <CheckCircleIcon className="size-12 text-success" />
            <DialogTitle>{t.subscribed}</DialogTitle>
            <DialogDescription>{t.redirecting}</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}
