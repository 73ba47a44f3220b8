import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { isApiError } from '../../lib/api/errors.ts';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import {
  REGISTER_FIELDS,
  phoneWithCallingCode,
  registerLayout,
  registerPayload,
  registerProblems,
  sponsorInfoText,
  type Problems,
  type RegisterField,
  type RegisterValues,
} from '../../lib/auth/rules.ts';
import { otherSide, placementAdvice, referralPrefill } from '../../lib/auth/placement.ts';
import { digits, digitsAndPlus, emailChars, lettersAndDigits, lettersAndSpaces } from '../../lib/format/filters.ts';
import * as text from '../../lib/text.ts';
import { flash, notify } from '../../lib/toast/toasts.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { useLiveCheck } from './useLiveCheck.ts';
import { loadAuth, useRegisterOptions } from './useRegisterOptions.ts';
import { PositionField } from './parts/PositionField.tsx';
import { LiveField } from './parts/LiveField.tsx';

const t = text.auth;

const loadSession = () => import('../../lib/session/session.ts');

type CheckKind = 'username' | 'sponsor';

/** Strips what a field does not accept, in place (the inputs are uncontrolled). */
function filtered(event: ChangeEvent<HTMLInputElement>, filter: (value: string) => string): string {
  const input = event.currentTarget;
  const clean = filter(input.value);
  if (clean !== input.value) input.value = clean;
  return clean;
}

/** Whether a username is free or a sponsor exists. */
async function askAvailable(kind: CheckKind, value: string) {
  const api = await loadAuth();
  const answer = kind === 'username' ? await api.checkUsername(value) : await api.checkSponsor(value);
  return {
    state: answer.available ? ('available' as const) : ('taken' as const),
    info: kind === 'sponsor' && answer.available ? sponsorInfoText(answer.info) : undefined,
  };
}

/**
 * Whether the sponsor may place under this parent on this side. A refusal is explained once, under
 * Parent, with what to do next: when the other side is free, the asked side is the problem.
 */
async function askPlacement(
  sponsor: string,
  parent: string,
  position: 'L' | 'R',
): Promise<{ state: 'ok' | 'bad'; message: string }> {
  const api = await loadAuth();
  try {
    const answer = await api.checkPlacement(sponsor, parent, position);
    return { state: 'ok', message: answer.message ?? t.available };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'rejected') throw error;
    const other = await api.checkPlacement(sponsor, parent, otherSide(position)).then(
      () => ({ free: true }) as const,
      (failure: unknown) =>
        ({
          free: false,
          refusal: isApiError(failure) && failure.kind === 'rejected' ? failure.firstMessage : '',
        }) as const,
    );
    return { state: 'bad', message: placementAdvice(error.firstMessage, parent, position, other) };
  }
}

const availabilityText = (check: { state: string; info?: string } | null) =>
  check?.state === 'checking'
    ? t.checking
    : check?.state === 'available'
      ? check.info
        ? t.sponsorAvailable(check.info)
        : t.available
      : check?.state === 'taken'
        ? t.notAvailable
        : undefined;

/**
 * A referral link: u is the sponsor, p the position, parent (or else the sponsor) the parent. Other
 * parameters (utm_*) are left alone; nothing the member typed is replaced.
 */
function prefillFromLink(form: HTMLFormElement) {
  const link = referralPrefill(window.location.search);
  const fill = (name: 'sponsor' | 'parent', value: string) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && value && !input.value) input.value = value;
  };
  fill('sponsor', link.sponsor);
  const positions = form.elements.namedItem('position');
  if (positions instanceof RadioNodeList && link.position && !positions.value) positions.value = link.position;
  if (link.sponsor) fill('parent', link.parent);
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
  const [plan, countries, countriesFailed, fetchCountries] = useRegisterOptions();
  const [errors, setErrors] = useState<Problems<RegisterField>>({});
  const [busy, setBusy] = useState(false);
  const callingCode = useRef<string | undefined>(undefined);
  const layout = registerLayout(plan);

  const element = (name: RegisterField) =>
    formRef.current?.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  const read = (name: RegisterField): string => (element(name)?.value ?? '').toString();
  const values = (): RegisterValues =>
    Object.fromEntries(REGISTER_FIELDS.map((name) => [name, read(name)])) as RegisterValues;
  const focus = (name: RegisterField) => {
    const target = element(name);
    (target instanceof RadioNodeList ? (target[0] as HTMLInputElement | undefined) : target)?.focus();
  };

  const clearError = (name: RegisterField) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const placementKey = () => `${read('sponsor').trim()}|${read('parent').trim()}|${read('position')}`;
  const usernameCheck = useLiveCheck(
    (value) => askAvailable('username', value),
    () => read('username'),
  );
  const sponsorCheck = useLiveCheck(
    (value) => askAvailable('sponsor', value),
    () => read('sponsor'),
  );
  // Asked right after the key was read from the same fields (see checkPlacement).
  const placementCheck = useLiveCheck(
    () => askPlacement(read('sponsor').trim(), read('parent').trim(), read('position') as 'L' | 'R'),
    placementKey,
  );

  /** The placement check (sponsor, parent and position together), on blur and for a parent filled in from the link. */
  async function checkPlacement() {
    const sponsor = read('sponsor').trim();
    const parent = read('parent').trim();
    const position = read('position');
    // Placement is a binary-plan matter: without a position there is nothing to check.
    if (!layout.position || !sponsor || !parent || (position !== 'L' && position !== 'R')) {
      placementCheck.clear();
      return null;
    }
    return placementCheck.run(placementKey());
  }

  useEffect(() => {
    if (formRef.current) prefillFromLink(formRef.current);
    // Values typed before hydration (or just prefilled) get their live checks now.
    if (read('username')) void usernameCheck.run(read('username'));
    if (read('sponsor')) void sponsorCheck.run(read('sponsor'));
    if (read('parent')) void checkPlacement();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later edits run their own checks
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
    const usernameVerdict = usernameCheck.latest.current;
    if (!problems.username && usernameVerdict?.key === current.username.trim() && usernameVerdict.state === 'taken')
      problems.username = t.notAvailable;
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
        const sponsor = await sponsorCheck.run(current.sponsor.trim());
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
      flash(answer.message ?? t.registered, 'success');
      leaving = true;
      window.location.assign(plan.email_required ? paths.verifyEmail : paths.login);
    } catch (caught) {
      const error = notifyFailure(caught);
      if (error) {
        const known = Object.fromEntries(
          Object.entries(error.fieldErrors).filter(([field]) => (REGISTER_FIELDS as readonly string[]).includes(field)),
        );
        if (Object.keys(known).length) setErrors(known);
      }
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const username = usernameCheck.verdict;
  const sponsor = sponsorCheck.verdict;
  const placement = placementCheck.verdict;

  return (
    // method="dialog": a submit before the script has arrived does nothing (no password in a URL).
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={busy || undefined}
    >
      <Field label={t.name} required error={errors.name}>
        <Input
          name="name"
          maxLength={MAX_LENGTH.name}
          autoComplete="name"
          onChange={(event) => (filtered(event, lettersAndSpaces), clearError('name'))}
        />
      </Field>
      <LiveField
        label={t.username}
        error={errors.username}
        line={availabilityText(username)}
        bad={username?.state === 'taken'}
        name="username"
        autoComplete="username"
        onChange={(event) => {
          usernameCheck.schedule(filtered(event, lettersAndDigits));
          clearError('username');
        }}
        onBlur={(event) => void usernameCheck.run(event.currentTarget.value)}
      />
      <Field label={t.email} required error={errors.email}>
        <Input
          name="email"
          maxLength={MAX_LENGTH.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => (filtered(event, emailChars), clearError('email'))}
        />
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
        <Input
          name="phone"
          maxLength={MAX_LENGTH.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          onChange={(event) => (filtered(event, digitsAndPlus), clearError('phone'))}
        />
      </Field>
      <Field label={t.password} required error={errors.password}>
        <PasswordInput
          name="password"
          maxLength={MAX_LENGTH.password}
          autoComplete="new-password"
          toggleLabel={t.showPassword}
          onChange={() => clearError('password')}
        />
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
        <LiveField
          label={t.sponsor}
          error={errors.sponsor}
          line={availabilityText(sponsor)}
          bad={sponsor?.state === 'taken'}
          name="sponsor"
          onChange={(event) => {
            sponsorCheck.schedule(filtered(event, lettersAndDigits));
            clearError('sponsor');
          }}
          onBlur={(event) => {
            void sponsorCheck.run(event.currentTarget.value);
            void checkPlacement();
          }}
        />
      ) : null}
      {layout.position ? (
        <PositionField
          error={errors.position}
          onChange={() => {
            clearError('position');
            void checkPlacement();
          }}
        />
      ) : null}
      {layout.parent ? (
        <LiveField
          label={t.parent}
          error={errors.parent ?? (placement?.state === 'bad' ? placement.message : undefined)}
          note={t.parentHint}
          line={
            placement?.state === 'checking' ? t.checking : placement?.state === 'ok' ? placement.message : undefined
          }
          bad={false}
          invalid={placement?.state === 'bad'}
          name="parent"
          onChange={(event) => {
            filtered(event, lettersAndDigits);
            clearError('parent');
            if (placement) placementCheck.clear();
          }}
          onBlur={() => void checkPlacement()}
        />
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
