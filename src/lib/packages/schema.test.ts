import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CancelRequest, PackagesAnswer, SubscriptionRequest, SubscriptionsAnswer } from './schema.ts';

const page = (data: unknown[]) => ({
  data,
  current_page: '1',
  last_page: '1',
  next_page_url: null,
  prev_page_url: null,
});

describe('package schemas', () => {
  it('read numbers sent as strings and a missing more_details', () => {
    const answer = z.parse(PackagesAnswer, {
      status: 'success',
      data: {
        data: [
          {
            id: '3',
            name: 'Gold',
            type: 'fixed',
            price: '500.00',
            minimum_price: null,
            maximum_price: null,
            roi_percentage: '1500',
            minimum_ad_income: '5',
            per_ad_amount: '2',
          },
        ],
      },
    });
    expect(answer.data.data[0]).toMatchObject({ id: 3, price: 500, minimum_price: 0, roi_percentage: 1500 });
    expect(answer.more_details).toEqual([]);
  });

  it('read cancel_data as one object, a list or null, and a package sent as an object', () => {
    const row = {
      id: 1,
      username: 'demo',
      package: { name: 'Flexi' },
      price: '100',
      amount_paid: 100,
      roi_percentage: null,
      created_at: '2024-05-01 10:00:00',
      status: '3',
    };
    const one = z.parse(SubscriptionsAnswer, {
      status: true,
      cancel_data: { cancel_package: 'Flexi', fees: ['10%'] },
      data: page([row]),
    });
    expect(one.cancel_data).toEqual([{ cancel_package: 'Flexi', fees: ['10%'] }]);
    expect(one.data.data[0]).toMatchObject({ package: 'Flexi', status: 3, roi_percentage: 0, subs_admin: null });
    expect(
      z.parse(SubscriptionsAnswer, { status: true, cancel_data: [{ cancel_package: 'A', fees: null }], data: page([]) })
        .cancel_data,
    ).toEqual([{ cancel_package: 'A', fees: [] }]);
    expect(z.parse(SubscriptionsAnswer, { status: true, cancel_data: null, data: page([]) }).cancel_data).toEqual([]);
  });

  it('check purchase and cancel requests as the server does', () => {
    expect(
      z.safeParse(SubscriptionRequest, {
        package_id: 4,
        subscription_type: 'variable',
        investment_amount: '150',
        username: 'demo',
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(SubscriptionRequest, {
        package_id: 4,
        subscription_type: 'variable',
        investment_amount: '1e9',
        username: 'demo',
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(SubscriptionRequest, {
        package_id: 4,
        subscription_type: 'fixed',
        investment_amount: 50,
        username: 'de mo',
      }).success,
    ).toBe(false);
    expect(z.safeParse(CancelRequest, { reason: '  ', mpin: '1234' }).success).toBe(false);
    expect(z.parse(CancelRequest, { reason: 'Moving', otp: '1234' })).toEqual({ reason: 'Moving', otp: '1234' });
  });
});
