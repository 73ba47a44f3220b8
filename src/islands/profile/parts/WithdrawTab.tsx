import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { saveWithdrawSetting } from '../../../lib/profile/api.ts';
import { WithdrawSettingRequest } from '../../../lib/profile/schema.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { digits, lettersAndDigits, lettersAndSpaces } from '../../../lib/format/filters.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group.tsx';
import { CodeField } from './CodeField.tsx';
import { Panel, useSave, type TabProps } from './common.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';

type AccountType = 'bank' | 'crypto';
const DEFAULT_COIN = 'USDT BEP20';

/** Withdraw Setting: a bank account or a USDT BEP20 address, confirmed with the auth-type field. */
export function WithdrawTab({ user, onUser }: TabProps) {
  const p = user.profile;
  const [type, setType] = useState<AccountType>(p.account_type === 'bank' ? 'bank' : 'crypto');
  const [form, setForm] = useState({
    ac_no: p.ac_no ?? '',
    bank_name: p.bank_name ?? '',
    holder_name: p.holder_name ?? '',
    ifsc: p.ifsc ?? '',
    coin_address: p.withdrawal_address ?? '',
    code: '',
  });
  const { errors, setErrors, saving, save } = useSave();
  const authType = user.auth_type;
  const coin = p.withdrawal_coin || DEFAULT_COIN;

  const set = (name: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name === 'code' ? authType : name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      type === 'bank'
        ? {
            account_type: type,
            ac_no: form.ac_no.trim(),
            bank_name: form.bank_name.trim(),
            holder_name: form.holder_name.trim(),
            ifsc: form.ifsc.trim(),
            [authType]: form.code,
          }
        : { account_type: type, coin_name: coin, coin_address: form.coin_address.trim(), [authType]: form.code };
    const problems: FieldErrors = {};
    const checked = z.safeParse(WithdrawSettingRequest, body);
    if (!checked.success) for (const issue of checked.error.issues) problems[String(issue.path[0])] ??= issue.message;
    if (!form.code) problems[authType] = text.profile.required;
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    await save(
      () => saveWithdrawSetting(checked.data!),
      () => {
        setForm((current) => ({ ...current, code: '' }));
        onUser();
      },
    );
  };

  const text_ = text.profile.withdraw;
  const input = (
    name: 'ac_no' | 'bank_name' | 'holder_name' | 'ifsc' | 'coin_address',
    filter: (value: string) => string,
    extra: Partial<React.ComponentProps<'input'>> = {},
  ) => (
    <Field
      label={text_[name]}
      required
      error={errors[name]}
      hint={name === 'coin_address' ? text_.coinHint : undefined}
    >
      <Input
        name={name}
        value={form[name]}
        maxLength={MAX_LENGTH[name]}
        onChange={(event) => set(name, filter(event.target.value))}
        {...extra}
      />
    </Field>
  );

  return (
    <Panel title={text.profile.tabs.withdraw}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-4">
        <div className="grid gap-2">
          <p id="withdraw-type-legend" className="text-sm font-medium">
            {text_.accountType}
          </p>
          <RadioGroup
            value={type}
            onValueChange={(value) => setType(value as AccountType)}
            aria-labelledby="withdraw-type-legend"
            className="flex flex-wrap gap-6"
          >
            <RadioGroupOption value="crypto" label={text_.types.crypto} />
            <RadioGroupOption value="bank" label={text_.types.bank} />
          </RadioGroup>
        </div>
        {type === 'bank' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {input('ac_no', digits, { inputMode: 'numeric', autoComplete: 'off' })}
            {input('bank_name', lettersAndSpaces)}
            {input('holder_name', lettersAndSpaces, { autoComplete: 'name' })}
            {input('ifsc', (value) => lettersAndDigits(value).toUpperCase(), {
              autoCapitalize: 'characters',
              dir: 'ltr',
            })}
          </div>
        ) : (
          <div className="grid gap-4">
            <Field label={text_.coin_name}>
              <Input name="coin_name" value={coin} readOnly className="bg-muted" />
            </Field>
            {input('coin_address', (value) => value.replace(/[^0-9a-zA-Zx]/g, ''), {
              autoComplete: 'off',
              spellCheck: false,
              dir: 'ltr',
              className: 'font-mono',
            })}
          </div>
        )}
        <CodeField
          authType={authType}
          username={user.username}
          value={form.code}
          onChange={(value) => set('code', value)}
          error={errors[authType]}
        />
        <Button type="submit" loading={saving} className="justify-self-start">
          {text_.submit}
        </Button>
      </form>
    </Panel>
  );
}
