import { useState, type FormEvent } from 'react';
import { changePassword, getAuthentication } from '../../../lib/profile/api.ts';
import { useLoad } from '../../../components/useLoad.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { CodeField } from './CodeField.tsx';
import { Panel, useSave, type TabProps } from './common.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { secondFactor } from '../../../lib/session/second-factor.ts';

const EMPTY = { currentpassword: '', newpassword: '', confirmpassword: '', code: '' };

/**
 * Password: current, new and confirmation (checked here, never sent), plus the auth-type field, or, where
 * the backend takes one (`password_by_email`), a code e-mailed instead (the owner's way back when
 * someone else set up the account's authenticator or MPIN).
 */
export function PasswordTab({ user }: TabProps) {
  const [form, setForm] = useState(EMPTY);
  const { errors, setErrors, saving, save } = useSave();
  const [viaEmail, setViaEmail] = useState(false);
  const authentication = useLoad(() => getAuthentication());
  const byEmail = authentication.data?.more_details.password_by_email ?? false;
  const ownType = user.auth_type;
  const authType = viaEmail ? 'otp' : ownType;

  const set = (name: keyof typeof EMPTY, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name === 'code' ? authType : name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!form.currentpassword) problems.currentpassword = text.profile.required;
    if (!form.newpassword) problems.newpassword = text.profile.required;
    if (!form.confirmpassword) problems.confirmpassword = text.profile.required;
    else if (form.newpassword !== form.confirmpassword) problems.confirmpassword = text.profile.passwordMismatch;
    if (!form.code) problems[authType] = text.profile.required;
    if (Object.keys(problems).length) {
      setErrors(problems);
      if (problems.confirmpassword === text.profile.passwordMismatch) notify(text.profile.passwordMismatch, 'error');
      return;
    }
    const { currentpassword, newpassword } = form;
    await save(
      () => changePassword({ currentpassword, newpassword, [authType]: form.code }),
      () => setForm(EMPTY),
    );
  };

  const passwordField = (
    name: 'currentpassword' | 'newpassword' | 'confirmpassword',
    label: string,
    autoComplete: string,
  ) => (
    <Field label={label} required error={errors[name]}>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        maxLength={MAX_LENGTH.password}
        toggleLabel={text.auth.showPassword}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <Panel title={text.profile.tabs.password}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        {passwordField('currentpassword', text.profile.password.current, 'current-password')}
        {passwordField('newpassword', text.profile.password.new, 'new-password')}
        {passwordField('confirmpassword', text.profile.password.confirm, 'new-password')}
        <CodeField
          authType={authType}
          username={user.username}
          value={form.code}
          onChange={(value) => set('code', value)}
          error={errors[authType]}
        />
        {ownType === 'otp' || !byEmail ? null : (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="justify-self-start px-0"
            onClick={() => {
              setViaEmail(!viaEmail);
              set('code', '');
            }}
          >
            {viaEmail ? text.profile.useOwnFactor(secondFactor(ownType).label) : text.profile.useEmailedCode}
          </Button>
        )}
        <Button type="submit" loading={saving} className="justify-self-start">
          {text.profile.password.submit}
        </Button>
      </form>
    </Panel>
  );
}
