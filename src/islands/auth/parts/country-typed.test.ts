import { describe, expect, it } from 'vitest';
import { countryTyped } from './CountryPhoneFields.tsx';

const countries = [
  { id: 1, name: 'India', calling_code: '+91' },
  { id: 2, name: 'Indonesia', calling_code: '+62' },
  { id: 3, name: 'United States', calling_code: '+1' },
];

describe('countryTyped', () => {
  it('chooses the first country whose name starts with what was typed, in any case', () => {
    expect(countryTyped(countries, 'indo')?.name).toBe('Indonesia');
    expect(countryTyped(countries, 'IND')?.name).toBe('India');
    expect(countryTyped(countries, 'united s')?.name).toBe('United States');
  });

  it('falls back to the last letter typed when the whole matches nothing', () => {
    expect(countryTyped(countries, 'xu')?.name).toBe('United States');
  });

  it('chooses nothing for nothing typed or nothing matching', () => {
    expect(countryTyped(countries, '')).toBeUndefined();
    expect(countryTyped(countries, '  ')).toBeUndefined();
    expect(countryTyped(countries, 'zz')).toBeUndefined();
  });
});
