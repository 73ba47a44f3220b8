import { useEffect, useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { changePicture, confirmEmail, getUser, listCountries, updateProfile } from '../../../lib/profile/api.ts';
import { refreshAvatar } from '../../../lib/session/avatar.ts';
import { UpdateProfileRequest, type User } from '../../../lib/profile/schema.ts';
import type { ApiError, FieldErrors } from '../../../lib/api/errors.ts';
import { prepareImage } from '../../../lib/api/upload.ts';
import { imageUrl } from '../../../lib/session/api.ts';
import {
  addressChars,
  digits,
  digitsAndPlus,
  emailChars,
  lettersAndDigits,
  lettersAndSpaces,
} from '../../../lib/format/filters.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileField } from '../../../components/FileField.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { useLoad } from '../../../components/useLoad.ts';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { notifyFailure } from '../../../lib/api/notify-failure.ts';
import { failureText, fieldReasons } from '../../../lib/server-reasons.ts';
import { Panel, type TabProps } from './common.tsx';
import { CodeField } from './CodeField.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';

type FieldName = keyof typeof text.profile.fields;

const FILTERS: Partial<Record<FieldName, (value: string) => string>> = {
  name: lettersAndSpaces,
  email: emailChars,
  phone: digitsAndPlus,
  address_line1: addressChars,
  address_line2: addressChars,
  landmark: lettersAndSpaces,
  city: lettersAndSpaces,
  state: lettersAndSpaces,
  pincode: digitsAndPlus,
  tax_id: lettersAndDigits,
};

const REQUIRED: FieldName[] = ['name', 'email', 'country', 'phone'];

function formOf(user: User): Record<FieldName, string> {
  const p = user.profile;
  return {
    name: user.name,
    email: user.email,
    country: p.country ?? '',
    phone: p.phone,
    gender: p.gender ?? '',
    dob: p.dob ?? '',
    address_line1: p.address_line1 ?? '',
    address_line2: p.address_line2 ?? '',
    landmark: p.landmark ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    pincode: p.pincode ?? '',
    tax_id: p.tax_id ?? '',
  };
}

/**
 * Basic Info: the picture (with upload progress) and every profile field. A new e-mail address is a
 * security change: it asks for the current second factor, and takes effect with the code sent to it.
 */
export function BasicInfoTab({ user, onUser }: TabProps) {
  const [form, setForm] = useState(() => formOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const authType = user.auth_type;
  const [factor, setFactor] = useState('');
  const emailChanged = form.email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  // The address the confirming code went to (this save's, or one still waiting from before).
  const [sentTo, setSentTo] = useState<string | null>(user.email_pending);

  const set = (name: FieldName, value: string) => {
    setForm((current) => ({ ...current, [name]: FILTERS[name]?.(value) ?? value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    for (const name of REQUIRED) if (!form[name].trim()) missing[name] = text.profile.required;
    const checked = z.safeParse(UpdateProfileRequest, form);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]);
        missing[name] ??= issue.message;
      }
    }
    if (emailChanged && !factor) missing[authType] = text.profile.required;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateProfile(checked.data!, emailChanged ? { [authType]: factor } : {});
      notify(saved.message, 'success');
      setFactor('');
      if (saved.emailPending) {
        // The field shows the address in use until the new one is confirmed.
        setForm((current) => ({ ...current, email: user.email }));
        // GET user says which codes the change needs (one to the current address too, where
        // `email_pending_current` is sent): read first, so the panel opens with all its fields.
        const fresh = await getUser().catch(() => undefined);
        onUser(fresh);
        setSentTo(saved.emailPending);
      } else onUser();
    } catch (caught) {
      const error = notifyFailure(caught);
      if (error) setErrors(fieldReasons(error.fieldErrors));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: FieldName & keyof typeof MAX_LENGTH, props: Partial<React.ComponentProps<'input'>> = {}) => (
    <Field label={text.profile.fields[name]} required={REQUIRED.includes(name)} error={errors[name]}>
      <Input
        name={name}
        value={form[name]}
        maxLength={MAX_LENGTH[name]}
        onChange={(event) => set(name, event.target.value)}
        {...props}
      />
    </Field>
  );

  return (
    <div className="grid gap-4">
      <PictureCard user={user} onUser={onUser} />
      <Panel title={text.profile.tabs.basic}>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <Field label={text.profile.username}>
            <Input value={user.username} readOnly className="bg-muted" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', { autoComplete: 'name' })}
            {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            <CountryField value={form.country} error={errors.country} onChange={(value) => set('country', value)} />
            {field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            <Field label={text.profile.fields.gender} error={errors.gender}>
              <NativeSelect name="gender" value={form.gender} onChange={(event) => set('gender', event.target.value)}>
                <option value="">{text.profile.chooseGender}</option>
                <option value="female">{text.profile.genders.female}</option>
                <option value="male">{text.profile.genders.male}</option>
              </NativeSelect>
            </Field>
            {field('dob', { type: 'date', autoComplete: 'bday', max: new Date().toISOString().slice(0, 10) })}
            {field('address_line1', { autoComplete: 'address-line1' })}
            {field('address_line2', { autoComplete: 'address-line2' })}
            {field('landmark')}
            {field('city', { autoComplete: 'address-level2' })}
            {field('state', { autoComplete: 'address-level1' })}
            {field('pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
            {field('tax_id')}
          </div>
          {emailChanged ? (
            <div className="grid max-w-md gap-1">
              <p className="text-sm text-muted-foreground">{text.profile.email.factorNeeded}</p>
              <CodeField
                authType={authType}
                username={user.username}
                value={factor}
                onChange={(value) => {
                  setFactor(value);
                  setErrors((current) => ({ ...current, [authType]: '' }));
                }}
                error={errors[authType]}
              />
            </div>
          ) : null}
          <Button type="submit" loading={saving} className="justify-self-start">
            {text.profile.update}
          </Button>
        </form>
      </Panel>
      {sentTo ? (
        <ConfirmEmail
          key={sentTo}
          to={sentTo}
          current={user.email_pending_current ?? null}
          onDone={() => {
            setForm((current) => ({ ...current, email: sentTo }));
            setSentTo(null);
            onUser();
          }}
        />
      ) : null}
    </div>
  );
}

type CodeName = 'code' | 'current_code';

/**
 * Where a refusal of confirm-email shows: under the field it names. The server checks the two codes
 * together and names only `code` when either is wrong, so with two fields that goes under both.
 */
function codeErrors(failure: ApiError, both: boolean): FieldErrors {
  const { code, current_code: current } = fieldReasons(failure.fieldErrors);
  if (!both) return { code: code ?? current ?? failureText(failure).text };
  if (!code && current) return { current_code: current };
  const shown = code ?? failureText(failure).text;
  return { code: shown, current_code: current ?? shown };
}

/**
 * The codes that make an e-mail change: the one sent to the new address and, where the backend sends
 * one (`current`, GET user's `email_pending_current`), the one sent to the current address.
 */
function ConfirmEmail({ to, current, onDone }: { to: string; current: string | null; onDone: () => void }) {
  const [codes, setCodes] = useState<Record<CodeName, string>>({ code: '', current_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const names: CodeName[] = current ? ['code', 'current_code'] : ['code'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    for (const name of names) if (!codes[name]) missing[name] = text.profile.required;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setSending(true);
    try {
      notify(await confirmEmail(codes.code, current ? codes.current_code : undefined), 'success');
      onDone();
    } catch (caught) {
      const failure = notifyFailure(caught);
      if (failure) setErrors(codeErrors(failure, Boolean(current)));
    } finally {
      setSending(false);
    }
  };

  const codeField = (name: CodeName, label: string) => (
    <Field label={label} required error={errors[name]} labelClassName="[overflow-wrap:anywhere]">
      <Input
        name={name === 'code' ? 'email_code' : 'current_email_code'}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={codes[name]}
        onChange={(event) => {
          const value = digits(event.target.value).slice(0, 4);
          setCodes((typed) => ({ ...typed, [name]: value }));
          setErrors((shown) => ({ ...shown, [name]: '' }));
        }}
      />
    </Field>
  );

  return (
    <Panel
      title={text.profile.email.confirm}
      description={current ? text.profile.email.codesSent(to, current) : text.profile.email.codeSent(to)}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xs gap-4">
        {current ? (
          <>
            {codeField('code', text.profile.email.codeToNew(to))}
            {codeField('current_code', text.profile.email.codeToCurrent(current))}
          </>
        ) : (
          codeField('code', text.profile.email.code)
        )}
        <Button type="submit" loading={sending} className="justify-self-start">
          {text.profile.email.confirm}
        </Button>
      </form>
    </Panel>
  );
}

function CountryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { data: countries, error: failure, loading, reload } = useLoad(listCountries);

  return (
    <Field label={text.profile.fields.country} required error={error}>
      {(control) => (
        <div className="grid gap-2">
          <NativeSelect
            {...control}
            name="country"
            value={value}
            disabled={!countries}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{text.profile.chooseCountry}</option>
            {(countries ?? []).map((country) => (
              <option key={country.id} value={String(country.id)} lang="en">
                {country.name} ({country.calling_code})
              </option>
            ))}
          </NativeSelect>
          {failure ? (
            <LoadError
              message={
                <>
                  {text.profile.countriesFailed} <FailureWords error={failure} />
                </>
              }
              onRetry={reload}
              retrying={loading}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

type Upload = { file: File; preview: string; progress: number | null; failed: boolean };

/** The avatar: choose a PNG or JPEG (large photos are scaled down first), upload with progress, retry on failure. */
function PictureCard({ user, onUser }: Pick<TabProps, 'user' | 'onUser'>) {
  const id = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState('');

  const preview = upload?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File, preview: string) => {
    setUpload({ file, preview, progress: 0, failed: false });
    try {
      const message = await changePicture(file, (fraction) =>
        setUpload((current) => (current ? { ...current, progress: fraction } : current)),
      );
      notify(message, 'success');
      setUpload(null);
      onUser();
      void refreshAvatar();
    } catch (caught) {
      setUpload({ file, preview, progress: null, failed: true });
      notifyFailure(caught);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError('');
    const prepared = await prepareImage(chosen);
    if (!prepared.ok) {
      setError(text.errors.invalidImage);
      return;
    }
    await send(prepared.file, URL.createObjectURL(prepared.file));
  };

  const current = upload?.preview ?? (user.profile.avatar ? imageUrl(user.profile.avatar) : null);
  const busy = upload !== null && upload.progress !== null;
  const percent = Math.round((upload?.progress ?? 0) * 100);

  return (
    <Panel title={text.profile.picture}>
      <div className="flex flex-wrap items-center gap-4">
        {current ? (
          <img
            src={current}
            alt=""
            width={80}
            height={80}
            className="size-20 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
          >
            {user.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <FileField
            label={text.profile.changePicture}
            hint={text.profile.imageHint}
            error={error}
            controlId={`${id}-photo`}
            accept="image/png,image/jpeg"
            disabled={busy}
            files={upload ? [upload.file] : []}
            onChoose={(files) => choose(files[0])}
            onRemove={() => setUpload(null)}
          />
          {busy ? <UploadProgress percent={percent} label={text.profile.uploading(percent)} /> : null}
          {upload?.failed ? (
            <div className="flex flex-wrap items-center gap-2" role="alert">
              <span className="text-sm text-destructive">{text.profile.uploadFailed}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void send(upload.file, upload.preview)}>
                {text.profile.uploadAgain}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
