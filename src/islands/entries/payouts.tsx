import { listPayouts } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { payoutsLedger } from '../ledgers/lists/payouts.tsx';

/** The payouts page's island (pages/user/payouts.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(payoutsLedger, listPayouts);
