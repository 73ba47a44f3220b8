/**
 * The "Get started" list of a member without a package: which first steps are done, read from the
 * dashboard's own figures and, for KYC, the overall status of GET kyc-list.
 */
import type { DashboardData } from './schema.ts';

export const START_STEPS = ['kyc', 'deposit', 'package', 'share'] as const;
export type StartStep = (typeof START_STEPS)[number];
export type StepState = 'done' | 'review' | 'todo';

/** What the KYC list says: approved, sent and waiting, or nothing sent yet (null: not known). */
export type KycProgress = 'approved' | 'review' | 'none' | null;

const amount = (value: number | string): number => (typeof value === 'number' ? value : 0);

/** A member without a package yet (no subscription total) gets the list. */
export const wantsGetStarted = (data: DashboardData): boolean => amount(data.total_subscription) <= 0;

/** Each step's state: deposit by a completed deposit or a balance, share by a first referral. */
export function startStates(data: DashboardData, kyc: KycProgress): Record<StartStep, StepState> {
  return {
    kyc: kyc === 'approved' ? 'done' : kyc === 'review' ? 'review' : 'todo',
    deposit: amount(data.completed_deposit) > 0 || amount(data.pay_in_wallet) > 0 ? 'done' : 'todo',
    package: amount(data.total_subscription) > 0 ? 'done' : 'todo',
    share: amount(data.total_referrals) > 0 ? 'done' : 'todo',
  };
}
