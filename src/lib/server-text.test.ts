import { describe, expect, it } from 'vitest';
import { serverText } from './server-text.ts';
import * as text from './text.ts';

describe('serverText', () => {
  it('shows a known title from the catalogue, whatever its case and spaces', () => {
    expect(serverText('Pay Out Wallet')).toEqual({ text: text.dashboard.labels.pay_out_wallet });
    expect(serverText('  rejected   withdraw ')).toEqual({ text: text.serverTitles.rejectedWithdraw });
    expect(serverText('N/A')).toEqual({ text: text.serverTitles.notAvailable });
  });
  it('keeps an unknown title as sent, marked English', () => {
    expect(serverText('Festival Bonus')).toEqual({ text: 'Festival Bonus', lang: 'en' });
  });
});
