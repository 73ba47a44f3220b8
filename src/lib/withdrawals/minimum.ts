/** How far the Pay Out balance is from the member's withdrawal minimum. */

export interface MinimumFacts {
  min_limit_for_paid_user: number;
  min_limit_for_free_user: number;
  wallet_balance?: number | null;
  is_paid?: number | null;
}

/**
 * What is missing to reach the member's minimum (`min_limit_for_paid_user` for a paid member,
 * `min_limit_for_free_user` for a free one), or null when it is reached or when the answer leaves out
 * the balance or whether the member is paid (the minimum cannot be told then).
 */
export function shortOfMinimum(facts: MinimumFacts): { short: number; minimum: number } | null {
  const balance = facts.wallet_balance;
  if (typeof balance !== 'number' || facts.is_paid == null) return null;
  const minimum = facts.is_paid ? facts.min_limit_for_paid_user : facts.min_limit_for_free_user;
  if (!(balance < minimum)) return null;
  return { short: Math.round((minimum - balance) * 100) / 100, minimum };
}
