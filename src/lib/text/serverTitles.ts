/**
 * Titles the server writes into summary cards (the withdraw summary, the wallets of the transactions,
 * payouts, salary): the reference server's words, shown in the member's language. The wallet names and
 * the withdraw totals are the dashboard's own labels (one wording for the wallets everywhere).
 */
export const serverTitles = {
  wallet: 'Wallet',
  withdrawals: 'Withdrawals',
  rejectedWithdraw: 'Rejected Withdraw',
  balance: 'Balance',
  totalCredit: 'Total Credit',
  totalDebit: 'Total Debit',
  payouts: 'Payouts',
  totalPayout: 'Total Payout',
  paid: 'Paid',
  unpaid: 'Unpaid',
  salary: 'Salary',
  totalSalaryEarned: 'Total Salary Earned',
  payInWalletBalance: 'Pay In Wallet Balance',
  notAvailable: 'N/A',
} as const;
