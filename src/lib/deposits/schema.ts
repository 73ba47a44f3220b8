/** Schemas of the deposit calls (spec part 1): the address with the paged list, and the balance sync. */
import * as z from 'zod/mini';
import { envelope, num, optStr, pageOf, str, raw } from '../api/schema.ts';

export const Deposit = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    thash: str,
    amount: num,
    status: num,
    created_at: optStr,
  }),
);
export type Deposit = z.output<typeof Deposit>;

export const DepositsAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    depositAddress: str,
    data: pageOf(Deposit),
  }),
);
export type DepositsAnswer = z.output<typeof DepositsAnswer>;

export { MessageAnswer as BalanceSyncAnswer } from '../api/schema.ts';
