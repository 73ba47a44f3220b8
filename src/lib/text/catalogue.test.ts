import { describe, expect, it } from 'vitest';
import * as en from '../text.ts';
import * as es from './es.ts';
import * as hi from './hi.ts';
import { PRODUCT_TERMS, SAME_AS_ENGLISH, type Language } from './translation.ts';

type Catalogue = Record<string, unknown>;
const translations: Record<Language, Catalogue> = { hi, es };

/** Every leaf of a catalogue as key path (`section.key.key`) → value: a text, a function, or what else. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  else into.set(path, value);
  return into;
}

const EN = leaves(en);

/** Distinct sample arguments: digits only, so a function may use them as numbers or as strings. */
const samples = (count: number) => Array.from({ length: count }, (_, i) => String(7301 + i * 17));
/** The ways a text may show an argument: as given, or spelled out one character at a time (a code read aloud). */
const renderings = (arg: string) => [arg, arg.split('').join(' ')];

/** A text of product terms, digits and punctuation only may equal the English one without a listing. */
const onlyCodes = (value: string) =>
  !/[a-z]/i.test(PRODUCT_TERMS.reduce((rest, term) => rest.replaceAll(term, ''), value));

/** What is wrong with a translation, check by check (each list empty when it is complete). */
function problems(catalogue: Catalogue, same: Record<string, string>) {
  const translated = leaves(catalogue);
  const sections = Object.keys(en);
  const functions: string[] = [];
  for (const [path, value] of EN) {
    const fn = translated.get(path);
    if (typeof value !== 'function' || typeof fn !== 'function') continue;
    const args = samples(value.length);
    const out: unknown = fn(...args);
    if (typeof out !== 'string' || !out.trim()) functions.push(`${path}: no text`);
    else
      for (const arg of args)
        if (!renderings(arg).some((shown) => out.includes(shown)))
          functions.push(`${path}: drops argument ${arg} (English: ${String(value(...args))}; here: ${out})`);
  }
  return {
    missingSections: sections.filter((name) => !(name in catalogue)),
    extraSections: Object.keys(catalogue).filter((name) => !sections.includes(name)),
    missingKeys: [...EN.keys()].filter((path) => !translated.has(path)),
    extraKeys: [...translated.keys()].filter((path) => !EN.has(path)),
    wrongKind: [...EN]
      .filter(([path, value]) => translated.has(path) && typeof translated.get(path) !== typeof value)
      .map(([path]) => path),
    empty: [...translated].filter(([, value]) => typeof value === 'string' && !value.trim()).map(([path]) => path),
    functions,
    untranslated: [...EN]
      .filter(([path, value]) => typeof value === 'string' && translated.get(path) === value)
      .filter(([path, value]) => !onlyCodes(value as string) && !(path in same))
      .map(([path]) => path),
    // A listing must stay true: a text later translated, renamed or removed leaves the list.
    staleListings: Object.entries(same)
      .filter(
        ([path, reason]) => !reason.trim() || typeof EN.get(path) !== 'string' || translated.get(path) !== EN.get(path),
      )
      .map(([path]) => path),
  };
}

const NONE = {
  missingSections: [],
  extraSections: [],
  missingKeys: [],
  extraKeys: [],
  wrongKind: [],
  empty: [],
  functions: [],
  untranslated: [],
  staleListings: [],
};

describe.each(['hi', 'es'] as const)('the %s catalogue', (language) => {
  it('has every section, key and argument of the English one, each text translated', () => {
    expect(problems(translations[language], SAME_AS_ENGLISH[language])).toEqual(NONE);
  });
});

describe('the catalogue check', () => {
  const base = SAME_AS_ENGLISH.hi;

  it('finds a key missing from a translation, and one English lacks', () => {
    const { close: _dropped, ...common } = hi.common;
    const found = problems({ ...hi, common: { ...common, closeAll: 'सब बंद करें' } }, base);
    expect(found.missingKeys).toEqual(['common.close']);
    expect(found.extraKeys).toEqual(['common.closeAll']);
  });

  it('finds a missing section', () => {
    const { share: _dropped, ...rest } = hi;
    expect(problems(rest, base).missingSections).toEqual(['share']);
  });

  it('finds an empty text, an English text left unlisted, and a dropped argument', () => {
    const found = problems(
      {
        ...hi,
        common: { ...hi.common, close: ' ', cancel: 'Cancel', tooLong: () => 'बहुत लंबा' },
      },
      base,
    );
    expect(found.empty).toEqual(['common.close']);
    expect(found.untranslated).toEqual(['common.cancel']);
    expect(found.functions).toEqual([expect.stringMatching(/^common\.tooLong: drops argument/)]);
  });

  it('finds a listing that no longer holds', () => {
    expect(problems(hi, { ...base, 'common.close': 'said the same' }).staleListings).toEqual(['common.close']);
  });

  it('tells codes from words', () => {
    expect(onlyCodes('MPIN')).toBe(true);
    expect(onlyCodes('USDT · BEP20')).toBe(true);
    expect(onlyCodes('-')).toBe(true);
    expect(onlyCodes('Show MPIN')).toBe(false);
    expect(onlyCodes('Error')).toBe(false);
  });
});
