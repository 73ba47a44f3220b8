import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { disable2fa, enable2fa, requestTwoFaSecret } from '../../../lib/profile/api.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { digits } from '../../../lib/format/filters.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { Panel, useSave, type TabProps } from './common.tsx';
import { CodeField } from './CodeField.tsx';

const t = text.profile.twoFa;

/** The setup key of an otpauth:// URI, for typing into an authenticator app by hand. */
function secretOf(uri: string | null): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/**
 * A new pending secret on request (a server whose GET user says `image_2fa_on_request`): its URI, and
 * focus on it once drawn, or back on the button when the request failed.
 */
function useSecretOnRequest() {
  const [uri, setUri] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const shownRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus moves in the render that ends the request: the QR is there and the button enabled again.
  const focusNext = useRef<'shown' | 'button' | null>(null);

  useEffect(() => {
    if (asking || !focusNext.current) return;
    (focusNext.current === 'shown' ? shownRef : buttonRef).current?.focus();
    focusNext.current = null;
  }, [asking]);

  const ask = async () => {
    setAsking(true);
    try {
      setUri(await requestTwoFaSecret());
      focusNext.current = 'shown';
    } catch (caught) {
      // The server may have replaced the secret before the answer was lost: the QR shown may be dead.
      setUri(null);
      notifyFailure(caught);
      focusNext.current = 'button';
    } finally {
      setAsking(false);
    }
  };

  return { uri, asking, ask, forget: () => setUri(null), shownRef, buttonRef };
}

/** The QR of a pending secret and its setup key; focusable, so focus can land on it once it appears. */
function SecretView({ uri, ref }: { uri: string; ref?: Ref<HTMLDivElement> }) {
  const secret = secretOf(uri);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t.qrLabel}
      className="flex flex-col items-start gap-3 self-start justify-self-start rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:flex-row"
    >
      <QrCode value={uri} label={t.qrLabel} size={184} />
      {secret ? (
        <div className="grid min-w-0 gap-1">
          <span className="text-sm font-medium">{t.secret}</span>
          <code dir="ltr" className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm" aria-label={t.secret}>
            {secret}
          </code>
        </div>
      ) : null}
    </div>
  );
}

/**
 * 2FA Setting: a switch that turns 2FA on or off with the authenticator's code. It flips at once and
 * flips back if the server refuses. The QR of the secret shows only while 2FA is off: from GET user, or
 * on request (a new secret each time) where the server sends it only then.
 */
export function TwoFaTab({ user, onUser }: TabProps) {
  const id = useId();
  const [on, setOn] = useState(user.status_2fa);
  const [code, setCode] = useState('');
  // Turning 2FA on also takes the current second factor: a stolen session can ask for a secret too.
  const [factor, setFactor] = useState('');
  const authType = user.auth_type;
  const { errors, setErrors, saving: busy, save } = useSave();
  const onRequest = user.image_2fa_on_request;
  const requested = useSecretOnRequest();
  const uri = onRequest ? requested.uri : user.image_2fa;

  const toggle = async (next: boolean) => {
    const problems: FieldErrors = {};
    if (!code) problems.code = text.profile.required;
    if (next && !factor) problems[authType] = text.profile.required;
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    const before = on;
    setOn(next);
    await save(
      () => (next ? enable2fa(code, { [authType]: factor }) : disable2fa(code)),
      () => {
        setCode('');
        setFactor('');
        // Turned on, the secret is in use; turned off, the server keeps no pending one.
        requested.forget();
        onUser();
      },
      () => setOn(before),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void toggle(!on);
  };

  return (
    <Panel title={t.title} description={on ? t.onHint : onRequest ? t.scanOnRequest : t.scan}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {!on && onRequest ? (
          <div className="grid justify-items-start gap-1">
            <Button
              ref={requested.buttonRef}
              type="button"
              variant="outline"
              loading={requested.asking}
              aria-describedby={`${id}-new-qr`}
              onClick={() => void requested.ask()}
            >
              {t.showQr}
            </Button>
            <p id={`${id}-new-qr`} className="text-sm text-muted-foreground">
              {t.newQrHint}
            </p>
          </div>
        ) : null}
        {!on && uri ? <SecretView uri={uri} ref={requested.shownRef} /> : null}
        <Field
          label={t.code}
          required
          error={errors.code}
          hint={text.profile.codeHint.authenticator}
          className="max-w-xs"
        >
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => {
              setCode(digits(event.target.value).slice(0, 6));
              setErrors({});
            }}
          />
        </Field>
        {on ? null : (
          <div className="grid max-w-xs gap-1">
            <p className="text-sm text-muted-foreground">{text.profile.factorNeeded}</p>
            <CodeField
              authType={authType}
              username={user.username}
              value={factor}
              onChange={(value) => {
                setFactor(value);
                setErrors({});
              }}
              error={errors[authType]}
            />
          </div>
        )}
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-switch`}
            checked={on}
            disabled={busy}
            onCheckedChange={(next) => void toggle(next)}
            aria-describedby={`${id}-state`}
          />
          <label htmlFor={`${id}-switch`} className="text-sm font-medium">
            {t.switchLabel}
          </label>
        </div>
        <p id={`${id}-state`} role="status" className="text-sm text-muted-foreground">
          {on ? t.on : t.off}
        </p>
      </form>
    </Panel>
  );
}
