import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { notifyFailure } from '../../lib/api/notify-failure.ts';
import { REGISTER_FIELDS, type Problems, type RegisterField, type RegisterValues } from '../../lib/auth/rules.ts';
import { digits, emailChars, lettersAndDigits, lettersAndSpaces } from '../../lib/format/filters.ts';
import * as text from '../../lib/text.ts';
import { MAX_LENGTH } from '../../lib/api/limits.ts';
import { useRegisterChecks } from './useRegisterChecks.ts';
import { loadActions, useRegisterOptions } from './useRegisterOptions.ts';
import { PositionField } from './parts/PositionField.tsx';
import { LiveField } from './parts/LiveField.tsx';
import { Advice, ParentField } from './parts/ParentField.tsx';
import { CountryPhoneFields } from './parts/CountryPhoneFields.tsx';
import { filtered } from './filtered.ts';
import { referralPrefill, sideWord, type PlacementOffer } from '../../lib/auth/placement.ts';

const t = text.auth;

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
  const [plan, planKnown, countries, countriesFailed, fetchCountries] = useRegisterOptions();
  const [errors, setErrors] = useState<Problems<RegisterField>>({});
  const [busy, setBusy] = useState(false);
  // The line the page drew before the form started (src/inline/invited.ts); reading it also tells that
  // script the form has started.
  const [earlyInvitedBy, setEarlyInvitedBy] = useState(() =>
    typeof window === 'undefined' ? '' : (window.__invitedBy ??= ''),
  );

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

  const { usernameCheck, sponsorCheck, placementCheck, checkPlacement, layout, keepParent, side, setSide, takeOffer } =
    useRegisterChecks(formRef, read, plan, planKnown);
  // A press made before hydration goes out now, once (src/inline/press.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form can send
  useEffect(() => window.takeEarlyPress?.(onSubmit), []);

  // A press is taken once: the checks and the request come with the form's actions (register-actions.ts).
  const pressed = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || pressed.current) return;
    pressed.current = true;
    const current = values();
    let leaving = false;
    try {
      const actions = await loadActions();
      leaving = await actions.register({
        current,
        plan,
        keepParent,
        layout,
        paths,
        username: usernameCheck.latest.current,
        checkSponsor: sponsorCheck.run,
        checkPlacement,
        clearPlacement: placementCheck.clear,
        setErrors,
        setBusy,
        focus,
      });
    } catch (caught) {
      // Their script did not arrive (the connection dropped): said as a request that could not go out.
      notifyFailure(caught);
    } finally {
      if (!leaving) pressed.current = false;
    }
  }

  /** One tap on a refused place's way out: registers when all else is filled in, else goes to what is not. */
  async function joinInstead(offer: PlacementOffer) {
    clearError('parent');
    if (!(await takeOffer(offer))) return;
    const actions = await loadActions().catch((caught: unknown) => void notifyFailure(caught));
    if (!actions) return;
    const missing = REGISTER_FIELDS.find(
      (name) => actions.registerProblems(values(), plan, offer.kind === 'place')[name],
    );
    if (missing) return focus(missing);
    // Focus goes where the busy button is, the tapped one being gone.
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    formRef.current?.requestSubmit();
  }

  const username = usernameCheck.verdict;
  const sponsor = sponsorCheck.verdict;
  const placement = placementCheck.verdict;
  const sponsorName = sponsor?.state === 'available' ? sponsor.key : '';
  const offer = placement?.state === 'bad' && placement.offer && sponsorName ? placement.offer : null;
  const joining =
    layout.serverPlaces && sponsorName && (side === 'L' || side === 'R')
      ? text.placement.willJoin(sponsorName, sideWord(side))
      : '';
  // Who invited the newcomer: the link's sponsor as the sponsor check names them; until that check has
  // answered, the line drawn before the form started, if any.
  if (earlyInvitedBy && sponsor && sponsor.state !== 'checking') setEarlyInvitedBy('');
  const linkSponsor =
    sponsor?.state === 'available' && sponsor.info ? referralPrefill(window.location.search).sponsor : '';
  const invitedBy =
    earlyInvitedBy ||
    (linkSponsor &&
    sponsor?.state === 'available' &&
    sponsor.info &&
    sponsor.key.toLowerCase() === linkSponsor.toLowerCase()
      ? text.placement.invitedBy(sponsor.info)
      : '');

  return (
    // method="dialog": a submit never navigates (no password in a URL); one made before the script has arrived is kept by src/inline/press.ts.
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={busy || undefined}
    >
      {/* Its line is kept from the first paint, so the form does not move down when the sponsor is named. */}
      <p
        id="invited-by"
        aria-live="polite"
        className="min-h-9 rounded-md px-3 py-2 text-sm font-medium not-empty:bg-muted"
      >
        {invitedBy}
      </p>
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
      <CountryPhoneFields
        countries={countries}
        failed={countriesFailed}
        retry={fetchCountries}
        errors={errors}
        clearError={clearError}
      />
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
            setSide(read('position'));
            void checkPlacement();
          }}
        />
      ) : null}
      {layout.sponsor ? (
        <ParentField
          asked={layout.parent}
          error={errors.parent ?? (placement?.state === 'bad' ? <Advice {...placement} /> : undefined)}
          line={
            placement?.state === 'checking' ? t.checking : placement?.state === 'ok' ? placement.message : undefined
          }
          invalid={placement?.state === 'bad'}
          offer={offer && { label: offer.label, take: () => void joinInstead(offer) }}
          joining={joining}
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
