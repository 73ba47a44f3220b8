import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import type { Country } from '../../lib/auth/schema.ts';
import {
  DEFAULT_PLAN,
  REGISTER_FIELDS,
  phoneWithCallingCode,
  registerLayout,
  registerPayload,
  registerProblems,
  sponsorInfoText,
  type PlanView,
  type Problems,
  type RegisterField,
  type RegisterValues,
} from '../../lib/auth/rules.ts';
import { otherSide, placementAdvice, referralPrefill } from '../../lib/auth/placement.ts';
import { digits, digitsAndPlus, emailChars, lettersAndDigits, lettersAndSpaces } from '../../lib/format/filters.ts';
import * as text from '../../lib/text.ts';
import { flash, notify } from '../../lib/toast/toasts.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';

const t = text.auth;

// The API layer loads right after hydration, off the first paint.
const loadAuth = () => import('../../lib/auth/api.ts');
const loadPlanModule = () => import('../../lib/session/plan.ts');
const loadSession = () => import('../../lib/session/session.ts');

const CHECK_DELAY_MS = 400;

type CheckKind = 'username' | 'sponsor';
interface Check {
  value: string;
  state: 'checking' | 'available' | 'taken' | 'failed';
  info?: string;
}
interface Placement {
  key: string;
  state: 'checking' | 'ok' | 'bad' | 'failed';
  message?: string;
}

function report(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind !== 'unauthorized') notify(error.firstMessage, 'error');
  } else {
    notify(text.errors.network, 'error');
  }
}

/** Strips what a field does not accept, in place (the inputs are uncontrolled). */
function filtered(event: ChangeEvent<HTMLInputElement>, filter: (value: string) => string): string {
  const input = event.currentTarget;
  const clean = filter(input.value);
  if (clean !== input.value) input.value = clean;
  return clean;
}

export interface RegisterFormProps {
  /** URLs from the route table, passed by the page so the table stays out of the script. */
  paths: { login: string; verifyEmail: string };
}

/**
 * Account creation. Server-rendered with every field of the usual plan; the plan flags, the country
 * list and the referral link's `u`/`p` are applied after hydration. Inputs are uncontrolled, so
 * what a member typed before the script arrived stays and is what gets sent.
 */
export function RegisterForm({ paths }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [plan, setPlan] = useState<PlanView>(DEFAULT_PLAN);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [countriesFailed, setCountriesFailed] = useState(false);
  const [errors, setErrors] = useState<Problems<RegisterField>>({});
  const [checks, setChecks] = useState<Partial<Record<CheckKind, Check>>>({});
  const [placement, setPlacementState] = useState<Placement | null>(null);
  const latestPlacement = useRef<Placement | null>(null);
  const [busy, setBusy] = useState(false);
  const latestChecks = useRef<Partial<Record<CheckKind, Check>>>({});
  const timers = useRef<Partial<Record<CheckKind, ReturnType<typeof setTimeout>>>>({});
  const callingCode = useRef<string | undefined>(undefined);
  const layout = registerLayout(plan);

  const element = (name: RegisterField) => formRef.current?.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  const read = (name: RegisterField): string => (element(name)?.value ?? '').toString();
  const values = (): RegisterValues => Object.fromEntries(REGISTER_FIELDS.map((name) => [name, read(name)])) as RegisterValues;
  const focus = (name: RegisterField) => {
    const target = element(name);
    (target instanceof RadioNodeList ? (target[0] as HTMLInputElement | undefined) : target)?.focus();
  };

  const clearError = (name: RegisterField) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const setPlacement = (next: Placement | null) => {
    latestPlacement.current = next;
    setPlacementState(next);
  };

  const setCheck = (kind: CheckKind, check: Check | undefined) => {
    latestChecks.current = { ...latestChecks.current, [kind]: check };
    setChecks(latestChecks.current);
  };

  /** The availability check of a username or sponsor; resolves with the verdict for `value`. */
  async function runCheck(kind: CheckKind, value: string): Promise<Check | undefined> {
    clearTimeout(timers.current[kind]);
    if (!value) {
      setCheck(kind, undefined);
      return undefined;
    }
    const known = latestChecks.current[kind];
    if (known && known.value === value && known.state !== 'failed' && known.state !== 'checking') return known;
    setCheck(kind, { value, state: 'checking' });
    let verdict: Check;
    try {
      const api = await loadAuth();
      const answer = kind === 'username' ? await api.checkUsername(value) : await api.checkSponsor(value);
      const available = answer.data.trim().toLowerCase() === t.available.toLowerCase();
      verdict = { value, state: available ? 'available' : 'taken', info: kind === 'sponsor' && available ? sponsorInfoText(answer.info) : undefined };
    } catch (error) {
      report(error);
      verdict = { value, state: 'failed' };
    }
    // A newer value may have been typed meanwhile: only the current one's verdict is shown.
    if (read(kind) === value) setCheck(kind, verdict);
    return verdict;
  }

  const scheduleCheck = (kind: CheckKind, value: string) => {
    clearTimeout(timers.current[kind]);
    if (!value) {
      setCheck(kind, undefined);
      return;
    }
    timers.current[kind] = setTimeout(() => void runCheck(kind, value), CHECK_DELAY_MS);
  };

  /**
   * The placement check (sponsor, parent and position together), on blur and for a parent filled in
   * from the link; resolves with the verdict. A refusal is explained once, under Parent, with what to
   * do next: when the other side is free, the asked side is the problem.
   */
  async function checkPlacement(): Promise<Placement | null> {
    const sponsor = read('sponsor').trim();
    const parent = read('parent').trim();
    const position = read('position');
    // Placement is a binary-plan matter: without a position there is nothing to check.
    if (!layout.position || !sponsor || !parent || (position !== 'L' && position !== 'R')) {
      setPlacement(null);
      return null;
    }
    const key = `${sponsor}|${parent}|${position}`;
    if (latestPlacement.current?.key === key && latestPlacement.current.state !== 'failed' && latestPlacement.current.state !== 'checking') return latestPlacement.current;
    setPlacement({ key, state: 'checking' });
    let next: Placement;
    try {
      const api = await loadAuth();
      try {
        const answer = await api.checkPlacement(sponsor, parent, position);
        next = { key, state: 'ok', message: api.answerMessage(answer) ?? (typeof answer.data === 'string' ? answer.data : t.available) };
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'rejected') throw error;
        const other = await api.checkPlacement(sponsor, parent, otherSide(position)).then(
          () => ({ free: true }) as const,
          (failure: unknown) => ({ free: false, refusal: isApiError(failure) && failure.kind === 'rejected' ? failure.firstMessage : '' }) as const,
        );
        next = { key, state: 'bad', message: placementAdvice(error.firstMessage, parent, position, other) };
      }
    } catch (error) {
      report(error);
      next = { key, state: 'failed' };
    }
    const now = `${read('sponsor').trim()}|${read('parent').trim()}|${read('position')}`;
    if (now === key) setPlacement(next);
    return next;
  }

  async function fetchCountries() {
    setCountriesFailed(false);
    try {
      const api = await loadAuth();
      setCountries(await api.listCountries());
    } catch (error) {
      setCountriesFailed(true);
      report(error);
    }
  }

  useEffect(() => {
    // The tab's cached flags at once, and the page load's fresh answer when it differs.
    let stopPlan: (() => void) | undefined;
    let gone = false;
    void loadPlanModule().then((module) => {
      if (gone) return;
      stopPlan = module.$plan.subscribe((flags) => {
        if (flags) setPlan({ binary: flags.binary, user_count: flags.user_count, email_required: flags.email_required });
      });
      module.loadPlan().catch(report);
    });
    void fetchCountries();

    // A referral link: u is the sponsor, p the position, parent (or else the sponsor) the parent.
    // Other parameters (utm_*) are left alone; nothing the member typed is replaced.
    const link = referralPrefill(window.location.search);
    const fill = (name: 'sponsor' | 'parent', value: string) => {
      const input = element(name);
      if (input instanceof HTMLInputElement && value && !input.value) input.value = value;
    };
    fill('sponsor', link.sponsor);
    const positions = element('position');
    if (positions instanceof RadioNodeList && link.position && !positions.value) positions.value = link.position;
    if (link.sponsor) fill('parent', link.parent);

    // Values typed before hydration (or just prefilled) get their live checks now.
    if (read('username')) void runCheck('username', read('username'));
    if (read('sponsor')) void runCheck('sponsor', read('sponsor'));
    if (read('parent')) void checkPlacement();
    const pending = timers.current;
    return () => {
      gone = true;
      stopPlan?.();
      clearTimeout(pending.username);
      clearTimeout(pending.sponsor);
    };
  }, []);

  function onCountry(event: ChangeEvent<HTMLSelectElement>) {
    clearError('country');
    const country = countries?.find((entry) => String(entry.id) === event.currentTarget.value);
    const phone = element('phone');
    if (!country || !(phone instanceof HTMLInputElement)) return;
    phone.value = phoneWithCallingCode(phone.value, callingCode.current, country.calling_code);
    // Typing goes on after the code.
    phone.setSelectionRange(phone.value.length, phone.value.length);
    callingCode.current = country.calling_code;
    clearError('phone');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const current = values();
    const problems = registerProblems(current, plan);
    const usernameCheck = latestChecks.current.username;
    if (!problems.username && usernameCheck?.value === current.username.trim() && usernameCheck.state === 'taken') problems.username = t.notAvailable;
    setErrors(problems);
    const first = REGISTER_FIELDS.find((name) => problems[name]);
    if (first) {
      focus(first);
      return;
    }

    setBusy(true);
    let leaving = false;
    try {
      if (layout.sponsor) {
        const sponsor = await runCheck('sponsor', current.sponsor.trim());
        if (sponsor?.state !== 'available') {
          notify(text.errors.checkInputs, 'error');
          focus('sponsor');
          return;
        }
      }
      // A refused placement is already explained under Parent: no request to be refused again.
      if ((await checkPlacement())?.state === 'bad') {
        focus('parent');
        return;
      }
      const api = await loadAuth();
      const answer = await api.register(registerPayload(current, plan));
      const { rememberUsername } = await loadSession();
      rememberUsername(answer.username || current.username.trim());
      flash(api.answerMessage(answer) ?? t.registered, 'success');
      leaving = true;
      window.location.assign(plan.email_required ? paths.verifyEmail : paths.login);
    } catch (error) {
      if (isApiError(error)) {
        const known = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => (REGISTER_FIELDS as readonly string[]).includes(field)));
        if (Object.keys(known).length) setErrors(known);
      }
      report(error);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const usernameCheck = checks.username;
  const sponsorCheck = checks.sponsor;
  const checkText = (check: Check | undefined) =>
    check?.state === 'checking'
      ? t.checking
      : check?.state === 'available'
        ? check.info
          ? t.sponsorAvailable(check.info)
          : t.available
        : check?.state === 'taken'
          ? t.notAvailable
          : undefined;
  /** A live check's verdict on a line kept in place from the first paint, so nothing below jumps when it arrives. */
  const status = (message: string | undefined, bad: boolean) => (
    <span aria-live="polite" className={bad ? 'block min-h-5 font-medium text-destructive' : 'block min-h-5'}>
      {message}
    </span>
  );
  const placementText = placement?.state === 'checking' ? t.checking : placement?.state === 'ok' ? placement.message : undefined;

  return (
    // method="dialog": a submit before the script has arrived does nothing (no password in a URL).
    <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || undefined}>
      <Field label={t.name} required error={errors.name}>
        <Input name="name" maxLength={MAX_LENGTH.name} autoComplete="name" onChange={(event) => (filtered(event, lettersAndSpaces), clearError('name'))} />
      </Field>
      <Field
        label={t.username}
        required
        error={errors.username}
        hint={status(checkText(usernameCheck), usernameCheck?.state === 'taken')}
      >
        <Input
          name="username"
          aria-invalid={usernameCheck?.state === 'taken' || errors.username ? true : undefined}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_LENGTH.username}
          onChange={(event) => {
            scheduleCheck('username', filtered(event, lettersAndDigits));
            clearError('username');
          }}
          onBlur={(event) => void runCheck('username', event.currentTarget.value)}
        />
      </Field>
      <Field label={t.email} required error={errors.email}>
        <Input name="email" maxLength={MAX_LENGTH.email} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} onChange={(event) => (filtered(event, emailChars), clearError('email'))} />
      </Field>
      <Field label={t.country} required error={errors.country ?? (countriesFailed ? t.countriesFailed : undefined)}>
        <NativeSelect name="country" autoComplete="country" defaultValue="" onChange={onCountry}>
          <option value="">{t.selectCountry}</option>
          {countries?.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name} ({country.calling_code})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {countriesFailed ? (
        <div className="-mt-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void fetchCountries()}>
            {text.common.retry}
          </Button>
        </div>
      ) : null}
      <Field label={t.phone} required error={errors.phone}>
        <Input name="phone" maxLength={MAX_LENGTH.phone} type="tel" inputMode="tel" autoComplete="tel" onChange={(event) => (filtered(event, digitsAndPlus), clearError('phone'))} />
      </Field>
      <Field label={t.password} required error={errors.password}>
        <PasswordInput name="password" maxLength={MAX_LENGTH.password} autoComplete="new-password" toggleLabel={t.showPassword} onChange={() => clearError('password')} />
      </Field>
      <Field label={t.spassword} required={layout.mpinRequired} hint={t.mpinHint} error={errors.spassword}>
        <Input
          name="spassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          onChange={(event) => (filtered(event, digits), clearError('spassword'))}
        />
      </Field>
      {layout.sponsor ? (
        <Field label={t.sponsor} required error={errors.sponsor} hint={status(checkText(sponsorCheck), sponsorCheck?.state === 'taken')}>
          <Input
            name="sponsor"
            maxLength={MAX_LENGTH.username}
            aria-invalid={sponsorCheck?.state === 'taken' || errors.sponsor ? true : undefined}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              scheduleCheck('sponsor', filtered(event, lettersAndDigits));
              clearError('sponsor');
            }}
            onBlur={(event) => {
              void runCheck('sponsor', event.currentTarget.value);
              void checkPlacement();
            }}
          />
        </Field>
      ) : null}
      {layout.position ? (
        <fieldset className="grid gap-1.5" aria-describedby="register-position-error" aria-invalid={errors.position ? true : undefined}>
          <legend className="mb-1.5 text-sm font-medium leading-snug text-foreground">
            {t.position}
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </legend>
          <div className="flex gap-6">
            {(['L', 'R'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="position"
                  value={value}
                  className="size-6 accent-primary"
                  onChange={() => {
                    clearError('position');
                    void checkPlacement();
                  }}
                />
                {value === 'L' ? t.left : t.right}
              </label>
            ))}
          </div>
          <div id="register-position-error" aria-live="polite" className="text-sm font-medium text-destructive">
            {errors.position ? <p>{errors.position}</p> : null}
          </div>
        </fieldset>
      ) : null}
      {layout.parent ? (
        <Field
          label={t.parent}
          required
          error={errors.parent ?? (placement?.state === 'bad' ? placement.message : undefined)}
          hint={
            <>
              {t.parentHint}
              {status(placementText, false)}
            </>
          }
        >
          <Input
            name="parent"
            maxLength={MAX_LENGTH.username}
            aria-invalid={placement?.state === 'bad' || errors.parent ? true : undefined}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              filtered(event, lettersAndDigits);
              clearError('parent');
              if (placement) setPlacement(null);
            }}
            onBlur={() => void checkPlacement()}
          />
        </Field>
      ) : null}
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {t.register}
      </Button>
      <p className="text-sm text-muted-foreground">
        {t.haveAccount}{' '}
        <a href={paths.login} className="inline-block py-1 font-medium text-primary underline underline-offset-4">
          {t.signIn}
        </a>
      </p>
    </form>
  );
}
