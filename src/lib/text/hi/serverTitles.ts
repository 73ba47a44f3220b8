import type * as en from '../serverTitles.ts';
import type { Translation } from '../translation.ts';

export const serverTitles: Translation<typeof en.serverTitles> = {
  wallet: 'वॉलेट',
  withdrawals: 'निकासी',
  rejectedWithdraw: 'अस्वीकृत निकासी',
  balance: 'बैलेंस',
  totalCredit: 'कुल क्रेडिट',
  totalDebit: 'कुल डेबिट',
  payouts: 'पेआउट',
  totalPayout: 'कुल पेआउट',
  paid: 'भुगतान हुआ',
  unpaid: 'भुगतान बाकी',
  salary: 'सैलरी',
  totalSalaryEarned: 'कुल कमाई गई सैलरी',
  payInWalletBalance: 'पे-इन वॉलेट बैलेंस',
  notAvailable: 'उपलब्ध नहीं',
};
