/**
 * The one table of texts the server writes that belong to the portal's own interface (summary card
 * titles, "N/A"): a known one is shown from the catalogue in the member's language; an unknown one stays
 * as sent and is marked English, so a screen reader reads it in English.
 */
import * as text from './text.ts';

export interface ServerText {
  text: string;
  /** Set when the text is the server's own words (not translated). */
  lang?: 'en';
}

const labels = text.dashboard.labels;
const titles = text.serverTitles;

/** The server's words (case and spaces aside) → the catalogue's. */
const KNOWN: Record<string, string> = {
  wallet: titles.wallet,
  'pay out wallet': labels.pay_out_wallet,
  'pay in wallet': labels.pay_in_wallet,
  withdrawals: titles.withdrawals,
  'pending withdraw': labels.pending_withdraw,
  'completed withdraw': labels.completed_withdraw,
  'rejected withdraw': titles.rejectedWithdraw,
  balance: titles.balance,
  'total credit': titles.totalCredit,
  'total debit': titles.totalDebit,
  payouts: titles.payouts,
  'total payout': titles.totalPayout,
  paid: titles.paid,
  unpaid: titles.unpaid,
  salary: titles.salary,
  'current salary': labels.current_salary,
  'next salary': labels.next_salary,
  'total salary earned': titles.totalSalaryEarned,
  'pay in wallet balance': titles.payInWalletBalance,
  'n/a': titles.notAvailable,
};

const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** A server-written title or status in the member's language, or as sent (marked English) when unknown. */
export function serverText(value: string): ServerText {
  const known = KNOWN[key(value)];
  return known === undefined ? { text: value, lang: 'en' } : { text: known };
}

/** A summary card's value: "N/A" and the like in the member's language, an amount or a name as sent. */
export const serverValue = (value: string): string => KNOWN[key(value)] ?? value;
