import { listPayouts } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { payoutsView } from '../ledgers/views/payouts.ts';

/** The payouts page's island (pages/user/payouts.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable('payouts', payoutsView, listPayouts);
