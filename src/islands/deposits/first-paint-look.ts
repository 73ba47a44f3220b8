/** The deposit page's first-paint classes and fixed texts, made at build time (scripts/inline-scripts.mjs). */
import { tableFirstLook } from '../../components/data-table-view.ts';
import { statementFirstLook } from '../../components/statement-view.ts';
import type * as catalogue from '../../lib/text.ts';
import { depositColumns, depositLook } from './deposit-view.ts';
import type { DepositFirstLook } from './first-paint-run.ts';

export const depositFirstLook = (text: typeof catalogue): DepositFirstLook => ({
  card: depositLook(),
  statement: statementFirstLook(text),
  table: tableFirstLook(depositColumns(), { details: text.ui.details, noData: text.common.noData }),
});
