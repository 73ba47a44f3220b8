import { getDownline } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { downlineLedger } from '../ledgers/lists/downline.tsx';

/** The downline by level page's island (pages/user/downlineDetails.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable(downlineLedger, getDownline);
