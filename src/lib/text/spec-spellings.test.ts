/**
 * English texts that read like typos are the spec's own quotes, kept word for word and listed in
 * docs/spec-departures.md; no other text may spell a word that way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as en from '../text.ts';

/** The spec's quoted texts with an odd spelling (part 1 and part 2), by catalogue key. */
const SPEC_QUOTES: Record<string, string> = {
  'packages.buyDialog': 'Buy Pakage',
  'ledgers.columns.bonusUsd': 'Bouns($)',
  'packages.amountRange': 'Amount Should be b/w range!!!',
  'errors.checkInputs': 'Check all input fileds.',
  'shell.loggedOut': 'Your Are Logout!!',
  'deposits.addressCopied': 'Deposit Address copy to clipboard successfully.',
  'shareLink.referralCopied': 'Referral link copy to clipboard successfully.',
  'kyc.confirmUpload': 'are you sure ? you want to upload your doc.',
  'withdrawalList.columns.tnxHash': 'Tnx Hash',
  'withdrawalList.columns.scan': 'Scan Tnx Hash',
  'support.selectToken': 'Select Token From List',
};

/** Spellings that are typos anywhere but in a quote of the spec. */
const ODD = [
  /Pakage/,
  /Bouns/,
  /\bb\/w\b/,
  /fileds/,
  /\bYour Are\b/,
  /\bcopy to clipboard successfully/,
  /\bTnx\b/,
  /\bToken From\b/,
];

function leaves(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  else if (typeof value === 'string') into.set(path, value);
  return into;
}

describe('texts that read like typos', () => {
  const texts = leaves(en);

  it('are the spec’s quotes, word for word', () => {
    for (const [path, quote] of Object.entries(SPEC_QUOTES)) expect(texts.get(path), path).toBe(quote);
    // A quote may show elsewhere as it is (the server's own words for the same refusal).
    const quotes = new Set(Object.values(SPEC_QUOTES));
    const odd = [...texts].filter(([, value]) => !quotes.has(value) && ODD.some((re) => re.test(value)));
    expect(odd).toEqual([]);
  });

  it('are each listed in spec-departures.md as kept as the spec spells them', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/spec-departures.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Texts kept as the spec spells them'));
    expect(section.length).toBeLessThan(doc.length);
    for (const quote of Object.values(SPEC_QUOTES)) expect(section, quote).toContain(`'${quote}'`);
  });
});
