import { describe, expect, it } from 'vitest';
import { depositStatus } from './deposits/status.ts';
import { kycStatus } from './kyc/status.ts';
import { activeStatus, entryStatus, paidStatus } from './ledgers/status.ts';
import { subscriptionStatus } from './packages/status.ts';
import { ticketStatus } from './support/status.ts';
import { taskStatus } from './tasks/status.ts';
import { memberStatus } from './team/status.ts';
import { withdrawalStatus } from './withdrawals/status.ts';

describe('status tables', () => {
  it('give each known code its words and tone', () => {
    expect(depositStatus(1)).toEqual({ label: 'Successful', tone: 'success' });
    expect(kycStatus(2)).toEqual({ label: 'rejected', tone: 'danger' });
    expect(ticketStatus(2)).toEqual({ label: 'Close', tone: 'neutral' });
    expect(taskStatus(0)).toEqual({ label: 'Pending', tone: 'warning' });
    expect(subscriptionStatus(4)).toEqual({ label: 'Expired', tone: 'info' });
    expect(withdrawalStatus(2)).toEqual({ label: 'Rejected', tone: 'danger' });
    expect(paidStatus(false)).toEqual({ label: 'Unpaid', tone: 'warning' });
    expect(activeStatus(false)).toEqual({ label: 'Inactive', tone: 'neutral' });
    expect(entryStatus('debit')).toEqual({ label: 'Debit', tone: 'danger' });
    expect(memberStatus('unpaid')).toEqual({ label: 'Unpaid', tone: 'outline' });
  });

  it('show an unknown code in words too, in the area’s tone for the unknown', () => {
    expect(depositStatus(7)).toEqual({ label: 'Error', tone: 'danger' });
    expect(kycStatus(7)).toEqual({ label: '7', tone: 'warning' });
    expect(ticketStatus(7)).toEqual({ label: '7', tone: 'outline' });
    expect(taskStatus(7)).toEqual({ label: '7', tone: 'outline' });
    expect(subscriptionStatus(7)).toEqual({ label: '7', tone: 'neutral' });
    expect(withdrawalStatus(7)).toEqual({ label: '7', tone: 'neutral' });
  });

  it('have no badge where the answer says nothing', () => {
    expect(entryStatus('bonus')).toBeNull();
    expect(memberStatus(null)).toBeNull();
  });
});
