import { money } from '../format/format.ts';
import type { Package } from './schema.ts';
import * as text from '../text.ts';

/** Max PTI above this reads 'Unlimited'. */
export const UNLIMITED_ABOVE = 1_000_000;

/** A fixed package's price, or a variable one's minimum-maximum range. */
export const priceOf = (pkg: Package): string =>
  pkg.type === 'variable' ? `${money(pkg.minimum_price)} - ${money(pkg.maximum_price)}` : money(pkg.price);

/** Max PTI: 'Unlimited' above 1,000,000, a dollar amount otherwise. */
export const maxPti = (value: number): string => (value > UNLIMITED_ABOVE ? text.common.unlimited : money(value));
