/** Whether the member's balance (the first `more_details` line of GET packages) covers a package. */
import type { DetailLine, Package } from './schema.ts';

/** An amount as the server writes it ("$1,234.50", "1234.5 USDT"); null when it is not one. */
export function amountOf(value: string): number | null {
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(value);
  if (!match) return null;
  const n = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/**
 * True when the balance is known and below what the package needs (its price, or a variable
 * package's minimum). An unreadable balance says nothing: the server still has the last word.
 */
export function balanceTooLow(pkg: Package, balance: DetailLine | undefined): boolean {
  if (!balance) return false;
  const have = amountOf(balance.value);
  if (have === null) return false;
  const need = pkg.type === 'variable' ? pkg.minimum_price : pkg.price;
  return have < need;
}
