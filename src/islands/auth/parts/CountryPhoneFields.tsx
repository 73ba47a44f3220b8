import { useRef, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import type { Country } from '../../../lib/auth/schema.ts';
import { phoneWithCallingCode, type Problems, type RegisterField } from '../../../lib/auth/rules.ts';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { digitsAndPlus } from '../../../lib/format/filters.ts';
import * as text from '../../../lib/text.ts';
import { filtered } from '../filtered.ts';

const t = text.auth;

/**
 * Country (with a retry when the list could not be loaded) and phone: choosing a country puts its
 * calling code in front of the phone number, in place of the one chosen before.
 */
export function CountryPhoneFields({
  countries,
  failed,
  retry,
  errors,
  clearError,
}: {
  countries: Country[] | null;
  failed: boolean;
  retry: () => void;
  errors: Problems<RegisterField>;
  clearError: (name: RegisterField) => void;
}) {
  const callingCode = useRef<string | undefined>(undefined);

  function onCountry(event: ChangeEvent<HTMLSelectElement>) {
    clearError('country');
    const country = countries?.find((entry) => String(entry.id) === event.currentTarget.value);
    const phone = event.currentTarget.form?.elements.namedItem('phone');
    if (!country || !(phone instanceof HTMLInputElement)) return;
    phone.value = phoneWithCallingCode(phone.value, callingCode.current, country.calling_code);
    // Typing goes on after the code.
    phone.setSelectionRange(phone.value.length, phone.value.length);
    callingCode.current = country.calling_code;
    clearError('phone');
  }

  return (
    <>
      <Field label={t.country} required error={errors.country ?? (failed ? t.countriesFailed : undefined)}>
        <NativeSelect name="country" autoComplete="country" defaultValue="" onChange={onCountry}>
          <option value="">{t.selectCountry}</option>
          {countries?.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name} ({country.calling_code})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {failed ? (
        <div className="-mt-2">
          <Button type="button" variant="outline" size="sm" onClick={retry}>
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
    </>
  );
}
