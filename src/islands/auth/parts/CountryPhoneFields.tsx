import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import type { Country } from '../../../lib/auth/schema.ts';
import { phoneWithCallingCode, type Problems, type RegisterField } from '../../../lib/auth/rules.ts';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { DATA_MARK } from '../../../lib/marks.ts';
import { digitsAndPlus } from '../../../lib/format/filters.ts';
import * as text from '../../../lib/text.ts';
import { filtered } from '../filtered.ts';

const t = text.auth;

/**
 * The country a member typed the start of while the list was loading: the whole of what they typed,
 * or failing that its last letter (as the browser's own type-to-select treats a pause).
 */
export function countryTyped(countries: readonly Country[], typed: string): Country | undefined {
  const starts = (start: string) =>
    start ? countries.find((country) => country.name.toLowerCase().startsWith(start.toLowerCase())) : undefined;
  return starts(typed.trim()) ?? starts(typed.trim().slice(-1));
}

/**
 * Country (with a retry when the list could not be loaded) and phone: choosing a country puts its
 * calling code in front of the phone number, in place of the one chosen before. Letters typed on the
 * list before its countries arrive choose the country they start, once they are there.
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
  const select = useRef<HTMLSelectElement>(null);
  const typed = useRef('');

  function onCountry(list: HTMLSelectElement) {
    clearError('country');
    const country = countries?.find((entry) => String(entry.id) === list.value);
    const phone = list.form?.elements.namedItem('phone');
    if (!country || !(phone instanceof HTMLInputElement)) return;
    phone.value = phoneWithCallingCode(phone.value, callingCode.current, country.calling_code);
    // Typing goes on after the code.
    phone.setSelectionRange(phone.value.length, phone.value.length);
    callingCode.current = country.calling_code;
    clearError('phone');
  }

  // Keys typed on the list while it has only its placeholder.
  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (countries?.length) return;
    if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typed.current += event.key;
  }

  // When the list arrives: the bench's "data on screen" for the register page is its first frame
  // (useDrawnMark would bring the first paints' code into the sign-in forms' bundle), and what was
  // typed meanwhile chooses its country. Until then what is typed is kept: keys can come between the
  // island's first commit and this effect's first run.
  useEffect(() => {
    if (!countries) return;
    requestAnimationFrame(() => performance.mark(DATA_MARK));
    const list = select.current;
    const country = list && !list.value ? countryTyped(countries, typed.current) : undefined;
    typed.current = '';
    if (!country || !list) return;
    list.value = String(country.id);
    onCountry(list);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list arrives (onCountry reads that list)
  }, [countries]);

  return (
    <>
      <Field label={t.country} required error={errors.country ?? (failed ? t.countriesFailed : undefined)}>
        <NativeSelect
          ref={select}
          name="country"
          autoComplete="country"
          defaultValue=""
          aria-busy={(!countries && !failed) || undefined}
          onChange={(event) => onCountry(event.currentTarget)}
          onKeyDown={onKeyDown}
        >
          <option value="">{t.selectCountry}</option>
          {countries?.map((country) => (
            <option key={country.id} value={String(country.id)} lang="en">
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
