import { useState, type FormEvent } from 'react';
import { changeMpin, getAuthentication } from '../../../lib/profile/api.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { digits } from '../../../lib/format/filters.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { Panel, useSave, type TabProps } from './common.tsx';

const EMPTY = { old_password: '', spassword: '', spassword_confirmation: '' };

/** MPIN: old (or the account password while no MPIN is set), new and confirmation, 4 digits each. */
export function MpinTab(_props: TabProps) {
  const [form, setForm] = useState(EMPTY);
  const { errors, setErrors, saving, save } = useSave();
  // Whether an MPIN exists decides what "old" means; assume it does until the server says otherwise.
  // Unknown (not loaded, or failed): keep asking for the old MPIN; the server's answer says what it wanted.
  const authentication = useLoad(() => getAuthentication());
  const hasMpin = authentication.data?.more_details.mpin ?? true;

  const set = (name: keyof typeof EMPTY, value: string) => {
    const clean = name === 'old_password' && !hasMpin ? value : digits(value).slice(0, 4);
    setForm((current) => ({ ...current, [name]: clean }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[])
      if (!form[name]) problems[name] = text.profile.required;
    if (!problems.spassword && !/^\d{4}$/.test(form.spassword)) problems.spassword = text.profile.mpinHint;
    if (!problems.spassword_confirmation && form.spassword !== form.spassword_confirmation)
      problems.spassword_confirmation = text.profile.mpinMismatch;
    if (Object.keys(problems).length) {
      setErrors(problems);
      if (problems.spassword_confirmation === text.profile.mpinMismatch) notify(text.profile.mpinMismatch, 'error');
      return;
    }
    await save(
      () => changeMpin(form),
      () => {
        setForm(EMPTY);
        if (authentication.data)
          authentication.set({
            ...authentication.data,
            more_details: { ...authentication.data.more_details, mpin: true },
          });
      },
    );
  };

  const pin = (name: keyof typeof EMPTY, label: string) => (
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

  return (
    <Panel title={text.profile.tabs.mpin} description={hasMpin ? undefined : text.profile.mpin.noMpinYet}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        {hasMpin ? (
          pin('old_password', text.profile.mpin.old)
        ) : (
          <Field label={text.profile.mpin.oldPassword} required error={errors.old_password}>
            <PasswordInput
              name="old_password"
              autoComplete="current-password"
              toggleLabel={text.auth.showPassword}
              value={form.old_password}
              onChange={(event) => set('old_password', event.target.value)}
            />
          </Field>
        )}
        {pin('spassword', text.profile.mpin.new)}
        {pin('spassword_confirmation', text.profile.mpin.confirm)}
        <Button type="submit" loading={saving} className="justify-self-start">
          {text.profile.mpin.submit}
        </Button>
      </form>
    </Panel>
  );
}
