import { hang, serverError } from '../../../mock.ts';
import { click, fill, find, IslandFrame, type, type Scenario } from '../../../IslandFrame.tsx';
import { ManualWithdraw } from '../../../../islands/withdrawals/ManualWithdraw.tsx';
import * as text from '../../../../lib/text.ts';
import settings from '../../../../../tests/fixtures/withdrawals/withdraw.json';
import user from '../../../../../tests/fixtures/withdrawals/user.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/withdrawals/withdraw-rejected.json';

const t = text.withdraw;
const base = { withdraw: { body: settings }, user: { body: user }, 'POST resendotp': { body: resendOtp }, 'POST withdraw': { body: rejected } };
const bankUser = {
  ...user,
  data: { ...user.data, profile: { ...user.data.profile, account_type: 'bank', bank_name: 'State Bank', ac_no: '001234567890', holder_name: 'Demo Member', ifsc: 'SBIN0000001', withdrawal_address: null } },
};
// The server holds withdrawals for a day after a security change (not in the original contract).
const onHold = { ...settings, data: { ...settings.data, withdraw_hold_until: '2026-11-26T09:30:00Z' } };
const noAccount = { ...user, data: { ...user.data, profile: { ...user.data.profile, account_type: null, withdrawal_address: null, withdrawal_coin: null } } };

const enter = (amount: string) => async (page: HTMLElement) => {
  await fill(page, t.amount, amount);
  await click(page, t.next);
};

const scenarios = {
  loading: { routes: { ...base, withdraw: hang, user: hang } },
  ready: { routes: base },
  'bank-account': { routes: { ...base, user: { body: bankUser } } },
  'no-account': { routes: { ...base, user: { body: noAccount } } },
  'on-hold': { routes: { ...base, withdraw: { body: onHold } } },
  'settings-failed': { routes: { ...base, withdraw: serverError } },
  'over-balance': { routes: base, act: enter('999999') },
  verify: { routes: base, act: enter('25') },
  'verify-rejected': {
    routes: base,
    act: async (page) => {
      await enter('25')(page);
      await type(await find(page, 'input', /^Digit 1 of /), '123456');
      await click(page, t.withdraw, 'button[type="submit"]');
    },
  },
} satisfies Record<string, Scenario>;

export function ManualWithdrawPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ManualWithdraw />}</IslandFrame>;
}
