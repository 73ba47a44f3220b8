import type * as en from '../serverTitles.ts';
import type { Translation } from '../translation.ts';

export const serverTitles: Translation<typeof en.serverTitles> = {
  wallet: 'Billetera',
  withdrawals: 'Retiros',
  rejectedWithdraw: 'Retiros rechazados',
  balance: 'Saldo',
  totalCredit: 'Total de créditos',
  totalDebit: 'Total de débitos',
  payouts: 'Pagos',
  totalPayout: 'Total pagado',
  paid: 'Pagado',
  unpaid: 'Sin pagar',
  salary: 'Salario',
  totalSalaryEarned: 'Salario total ganado',
  payInWalletBalance: 'Saldo de la Billetera Pay In',
  notAvailable: 'N/D',
};
