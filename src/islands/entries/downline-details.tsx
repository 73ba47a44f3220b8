import { getDownline } from '../../lib/ledgers/api.ts';
import { ledgerTable } from '../ledgers/LedgerTable.tsx';
import { downlineView } from '../ledgers/views/downline.ts';

/** The downline by level page's island (pages/user/downlineDetails.astro): this ledger's code and no other's. */
export const LedgerTable = ledgerTable('downline', downlineView, getDownline);
