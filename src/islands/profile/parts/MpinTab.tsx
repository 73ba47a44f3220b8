import { useState, type FormEvent } from 'react';
import { changeMpin, getAuthentication } from '../../../lib/profile/api.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { digits } from '../../../lib/format/filters.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { secondFactor } from '../../../lib/session/second-factor.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { CodeField } from './CodeField.tsx';
import { Panel, useSave, type TabProps } from './common.tsx';

const EMPTY = { old_password: '', otp: '', spassword: '', spassword_confirmation: '' };
type Name = keyof typeof EMPTY;

/**
 * MPIN: old (or the account password while no MPIN is set), new and confirmation, 4 digits each. Where
 * the backend says `mpin_by_email`, a forgotten MPIN gives way to a code e-mailed to the member.
 */
export function MpinTab({ user }: TabProps) {
  const [form, setForm] = useState(EMPTY);
  const { errors, setErrors, saving, save } = useSave();
  // Whether an MPIN exists decides what "old" means; assume it does until the server says otherwise.
  // Unknown (not loaded, or failed): keep asking for the old MPIN; the server's answer says what it wanted.
  const authentication = useLoad(() => getAuthentication());
  const hasMpin = authentication.data?.more_details.mpin ?? true;
  const byEmail = hasMpin && (authentication.data?.more_details.mpin_by_email ?? false);
  const [viaEmail, setViaEmail] = useState(false);
  const emailed = byEmail && viaEmail;
  // What proves the member: the old MPIN (or password), or the e-mailed code in its place.
  const proof: Name = emailed ? 'otp' : 'old_password';

  const set = (name: Name, value: string) => {
    // The password is free text and CodeField filters its own code; the rest are 4-digit PINs.
    const free = name === 'otp' || (name === 'old_password' && !hasMpin);
    const clean = free ? value : digits(value).slice(0, 4);
    setForm((current) => ({ ...current, [name]: clean }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const name of [proof, 'spassword', 'spassword_confirmation'] as const)
      if (!form[name]) problems[name] = text.profile.required;
    if (!problems.spassword && !/^\d{4}$/.test(form.spassword)) problems.spassword = text.profile.mpinHint;
    if (!problems.spassword_confirmation && form.spassword !== form.spassword_confirmation)
      problems.spassword_confirmation = text.profile.mpinMismatch;
    if (Object.keys(problems).length) {
      setErrors(problems);
      if (problems.spassword_confirmation === text.profile.mpinMismatch) notify(text.profile.mpinMismatch, 'error');
      return;
    }
    const { spassword, spassword_confirmation } = form;
    await save(
      () => changeMpin({ [proof]: form[proof], spassword, spassword_confirmation }),
      () => {
        setForm(EMPTY);
        setViaEmail(false);
        if (authentication.data)
          authentication.set({
            ...authentication.data,
            more_details: { ...authentication.data.more_details, mpin: true },
          });
      },
    );
  };

  const pin = (name: Name, label: string) => (
    <Field label={label} required error={errors[name]} hint={text.profile.mpinHint}>
      <PasswordInput
        name={name}
        inputMode="numeric"
        autoComplete="off"
        toggleLabel={text.auth.showPassword}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  let proofField;
  if (emailed)
    proofField = (
      <CodeField
        authType="otp"
        username={user.username}
        value={form.otp}
        onChange={(value) => set('otp', value)}
        error={errors.otp}
      />
    );
  else if (hasMpin) proofField = pin('old_password', text.profile.mpin.old);
  else
    proofField = (
      <Field label={text.profile.mpin.oldPassword} required error={errors.old_password}>
        <PasswordInput
          name="old_password"
          autoComplete="current-password"
          toggleLabel={text.auth.showPassword}
          value={form.old_password}
          onChange={(event) => set('old_password', event.target.value)}
        />
      </Field>
    );

  return (
    <Panel title={text.profile.tabs.mpin} description={hasMpin ? undefined : text.profile.mpin.noMpinYet}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        {proofField}
        {byEmail ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="justify-self-start px-0"
            onClick={() => {
              setViaEmail(!viaEmail);
              set(proof, '');
            }}
          >
            {viaEmail ? text.profile.useOwnFactor(secondFactor('mpin').label) : text.profile.useEmailedCode}
          </Button>
        ) : null}
        {pin('spassword', text.profile.mpin.new)}
        {pin('spassword_confirmation', text.profile.mpin.confirm)}
        <Button type="submit" loading={saving} className="justify-self-start">
          {text.profile.mpin.submit}
        </Button>
      </form>
    </Panel>
  );
}
