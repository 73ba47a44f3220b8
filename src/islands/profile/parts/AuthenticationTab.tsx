import { useEffect, useState, type FormEvent } from 'react';
import { getAuthentication, setAuthentication } from '../../../lib/profile/api.ts';
import { AUTH_TYPES, type AuthType } from '../../../lib/profile/schema.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { setAuthType } from '../../../lib/session/session.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { serverReason } from '../../../lib/server-reasons.ts';
import { Panel, type TabProps } from './common.tsx';
import { CodeField } from './CodeField.tsx';

/** The spec's answers to a change to a type not set up yet (the server's words, in any case). */
const SETUP_MPIN = /^\s*please setup your mpin\s*$/i;
const SETUP_2FA = /^\s*please setup your 2fa authenticator\s*$/i;

/**
 * Authentication: choose OTP, MPIN or the authenticator. A type that is not set up sends the member
 * to the tab that sets it up; the chosen type is kept in the session.
 */
export function AuthenticationTab({ user, onUser, goTo }: TabProps) {
  const { data: info, error: failure, loading, go, reload } = useLoad(() => getAuthentication(), { immediate: false });
  // The member's pick; until then the type the server has.
  const [picked, setChoice] = useState('');
  const choice = picked || info?.data || '';
  const [saving, setSaving] = useState(false);
  // A new type takes the current type's factor: a stolen session alone cannot swap it.
  const current = info?.data ?? user.auth_type;
  const [factor, setFactor] = useState('');
  const [factorError, setFactorError] = useState('');
  const changing = Boolean(choice) && choice !== current;

  // Loads now, and again when the member comes back from setting up MPIN or 2FA.
  useEffect(() => go(), [go, user]);

  const needsSetup = (type: string, message: string | undefined): boolean => {
    if (type === 'mpin' && (SETUP_MPIN.test(message ?? '') || info?.more_details.mpin === false)) {
      notify(text.profile.setupMpin, 'error');
      goTo('mpin');
      return true;
    }
    if (type === 'authenticator' && (SETUP_2FA.test(message ?? '') || info?.more_details.authenticator === false)) {
      notify(text.profile.setup2fa, 'error');
      goTo('2fa');
      return true;
    }
    return false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(AUTH_TYPES as readonly string[]).includes(choice)) {
      notify(text.profile.selectOption, 'error');
      return;
    }
    if (needsSetup(choice, undefined)) return;
    if (changing && !factor) {
      setFactorError(text.profile.required);
      return;
    }
    setSaving(true);
    try {
      notify(await setAuthentication(choice as AuthType, changing ? { [current]: factor } : {}), 'success');
      setFactor('');
      setAuthType(choice);
      onUser({ ...user, auth_type: choice });
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'rejected' && needsSetup(choice, caught.firstMessage)) return;
      const error = notifyFailure(caught);
      if (error?.fieldErrors[current]) setFactorError(serverReason(error.fieldErrors[current]).text);
    } finally {
      setSaving(false);
    }
  };

  if (!info) {
    if (failure) return <LoadError message={<FailureWords error={failure} />} onRetry={reload} retrying={loading} />;
    return <Skeleton className="h-64 rounded-lg" />;
  }

  return (
    <Panel title={text.profile.tabs.authentication}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        <div className="grid gap-3">
          <p id="auth-type-legend" className="text-sm font-medium">
            {text.profile.auth.legend}
          </p>
          <RadioGroup value={choice} onValueChange={setChoice} aria-labelledby="auth-type-legend">
            {AUTH_TYPES.map((type) => {
              const ready = type === 'otp' || info.more_details[type];
              return (
                <RadioGroupOption
                  key={type}
                  value={type}
                  label={text.profile.auth.options[type]}
                  description={ready ? undefined : text.profile.auth.notSetUp}
                />
              );
            })}
          </RadioGroup>
        </div>
        {changing ? (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">{text.profile.factorNeeded}</p>
            <CodeField
              authType={current}
              username={user.username}
              value={factor}
              onChange={(value) => {
                setFactor(value);
                setFactorError('');
              }}
              error={factorError}
            />
          </div>
        ) : null}
        <Button type="submit" loading={saving} className="justify-self-start">
          {text.profile.auth.submit}
        </Button>
      </form>
    </Panel>
  );
}
