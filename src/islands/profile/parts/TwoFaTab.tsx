import { useId, useState, type FormEvent } from 'react';
import { disable2fa, enable2fa } from '../../../lib/profile/api.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { digits } from '../../../lib/format/filters.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { Panel, useSave, type TabProps } from './common.tsx';
import { CodeField } from './CodeField.tsx';

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
 * 2FA Setting: a switch that turns 2FA on or off with the authenticator's code. It flips at once and
 * flips back if the server refuses. The QR of the secret shows only while 2FA is off.
 */
export function TwoFaTab({ user, onUser }: TabProps) {
  const id = useId();
  const [on, setOn] = useState(user.status_2fa);
  const [code, setCode] = useState('');
  // Turning 2FA on also takes the current second factor: the session alone can read the pending secret.
  const [factor, setFactor] = useState('');
  const authType = user.auth_type;
  const { errors, setErrors, saving: busy, save } = useSave();
  const secret = secretOf(user.image_2fa);

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
    <Panel title={text.profile.twoFa.title} description={on ? text.profile.twoFa.onHint : text.profile.twoFa.scan}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {!on && user.image_2fa ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row">
            <QrCode value={user.image_2fa} label={text.profile.twoFa.qrLabel} size={184} />
            {secret ? (
              <div className="grid min-w-0 gap-1">
                <span className="text-sm font-medium">{text.profile.twoFa.secret}</span>
                <code
                  dir="ltr"
                  className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm"
                  aria-label={text.profile.twoFa.secret}
                >
                  {secret}
                </code>
              </div>
            ) : null}
          </div>
        ) : null}
        <Field
          label={text.profile.twoFa.code}
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
            {text.profile.twoFa.switchLabel}
          </label>
        </div>
        <p id={`${id}-state`} role="status" className="text-sm text-muted-foreground">
          {on ? text.profile.twoFa.on : text.profile.twoFa.off}
        </p>
      </form>
    </Panel>
  );
}
