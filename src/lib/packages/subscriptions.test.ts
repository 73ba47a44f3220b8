import { describe, expect, it } from 'vitest';
import { Subscription, SubscriptionsAnswer } from './subscriptions.ts';

describe('the subscription history answer', () => {
  it('reads a row without its package as one with no package name, not as a refused answer', () => {
    expect(Subscription.parse({ id: 1, username: 'demo', status: 1 }).package).toBe('');
    expect(Subscription.parse({ id: 1, username: 'demo', status: 1, package: { name: 'Gold' } }).package).toBe('Gold');
  });

  it('reads the cancellation terms as a list, whether one object or many is sent', () => {
    const page = { current_page: 1, data: [], last_page: 1, total: 0 };
    const one = SubscriptionsAnswer.parse({ status: true, data: page, cancel_data: { cancel_package: 'Gold' } });
    expect(one.cancel_data).toEqual([{ cancel_package: 'Gold', fees: [] }]);
    expect(SubscriptionsAnswer.parse({ status: true, data: page }).cancel_data).toEqual([]);
  });
});
