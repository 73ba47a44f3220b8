import { hang, serverError } from '../../../mock.ts';
import { click, fill, find, IslandFrame, type, type State } from '../../../IslandFrame.tsx';
import { ManualWithdraw } from '../../../../islands/withdrawals/ManualWithdraw.tsx';
import * as text from '../../../../lib/text.ts';
import settings from '../../../../../tests/fixtures/withdrawals/withdraw.json';
import user from '../../../../../tests/fixtures/withdrawals/user.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/withdrawals/withdraw-rejected.json';

const t = text.withdrawals;
const base = {
  withdraw: { body: settings },
  user: { body: user },
  'POST resendotp': { body: resendOtp },
  'POST withdraw': { body: rejected },
};
const bankUser = {
  ...user,
  data: {
    ...user.data,
    profile: {
      ...user.data.profile,
      account_type: 'bank',
      bank_name: 'State Bank',
      ac_no: '001234567890',
      holder_name: 'Demo Member',
      ifsc: 'SBIN0000001',
      withdrawal_address: null,
    },
  },
};
// The server holds withdrawals for a day after a security change (not in the original contract).
const onHold = { ...settings, data: { ...settings.data, withdraw_hold_until: '2026-11-26T09:30:00Z' } };
const noAccount = {
  ...user,
  data: {
    ...user.data,
    profile: { ...user.data.profile, account_type: null, withdrawal_address: null, withdrawal_coin: null },
  },
};

const enter = (amount: string) => async (page: HTMLElement) => {
  await fill(page, t.amount, amount);
  await click(page, t.next);
};

export const scenarios = {
  loading: {
    title: 'Loading',
    note: 'Settings and account still loading: one skeleton of the whole page, which shows at once when both answers are in (nothing moves under the member’s finger).',
    height: 400,
    routes: { ...base, withdraw: hang, user: hang },
  },
  ready: { title: 'Ready (crypto account)', height: 560, routes: base },
  'bank-account': { title: 'Bank account', height: 560, routes: { ...base, user: { body: bankUser } } },
  'no-account': {
    title: 'No account set',
    note: 'A link to the profile’s Withdraw Setting tab.',
    height: 560,
    routes: { ...base, user: { body: noAccount } },
  },
  'on-hold': {
    title: 'Withdrawals on hold',
    note: 'GET withdraw sends withdraw_hold_until after a security change: the notice says until when (local time) and what to do if it was not the member; the amount and Next are disabled.',
    height: 620,
    routes: { ...base, withdraw: { body: onHold } },
  },
  'settings-failed': {
    title: 'Settings failed (500)',
    note: 'The reason with Try again; limits show a dash.',
    height: 560,
    routes: { ...base, withdraw: serverError },
  },
  'over-balance': {
    title: 'Amount above the balance',
    note: 'Checked before anything is sent.',
    height: 560,
    routes: base,
    act: enter('999999'),
  },
  verify: {
    title: 'Verify dialog open',
    note: 'The code boxes and Request OTP (an OTP member).',
    height: 560,
    routes: base,
    act: enter('25'),
  },
  'verify-rejected': {
    title: 'Wrong code',
    note: 'withdraw answers a field error: the code is cleared, the dialog stays, a toast says why.',
    height: 560,
    routes: base,
    act: async (page) => {
      await enter('25')(page);
      await type(await find(page, 'input', /^Digit 1 of /), '123456');
      await click(page, t.withdraw, 'button[type="submit"]');
    },
  },
} satisfies Record<string, State>;

export function ManualWithdrawPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ManualWithdraw />}</IslandFrame>;
}
