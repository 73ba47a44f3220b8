import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  binaryKind,
  directSelf,
  legDownline,
  legNode,
  legSubscription,
  referralKind,
  safeColour,
  singleLegKind,
} from './kinds.ts';
import { BinaryDetailsAnswer, DirectTeamAnswer, TreeViewAnswer } from './schema.ts';
import { createTree, type TreeNode } from './tree.ts';

const rootOf = <D>(name: string, data: D): TreeNode<D> => createTree({ name, data }).nodes.get(name.toLowerCase())!;

describe('matching tree nodes', () => {
  const details = z.parse(BinaryDetailsAnswer, {
    status: true,
    data: {
      parent: 'demo',
      leftuser: 'asha001',
      rightuser: null,
      total_matching: '0',
      left_business: '1250.5',
      right_business: 0,
      color_code: null,
    },
  }).data;

  it('reads numbers sent as strings and a missing paid flag as unknown', () => {
    expect(details.left_business).toBe(1250.5);
    expect(details.is_paid).toBeNull();
    expect(z.parse(BinaryDetailsAnswer, { status: true, data: { parent: 'x' } }).data).toMatchObject({
      leftuser: null,
      left_business: 0,
      color_code: null,
    });
  });

  it('draws black without a colour and shows the card fields in the spec\u2019s order with $ amounts', () => {
    const node = rootOf('demo', details);
    expect(binaryKind.colour(node)).toBe('#000000');
    expect(binaryKind.status(node)).toBeNull();
    expect(binaryKind.card(node)).toEqual([
      { label: 'Username', value: 'demo' },
      { label: 'Left User', value: 'asha001' },
      { label: 'Right User', value: 'vacant' },
      { label: 'Total Matching', value: '$0.00' },
      { label: 'Left Business', value: '$1,250.50' },
      { label: 'Right Business', value: '$0.00' },
    ]);
  });

  it('sums up each leg with its members when the answer counts them, and business alone when it does not', () => {
    const counted = rootOf('demo', { ...details, left_count: 12, right_count: 1 });
    expect(binaryKind.legs!(counted)).toEqual([
      { label: 'Left · $1,250.50', members: '12 members', spoken: 'Left leg: 12 members, business $1,250.50.' },
      { label: 'Right · $0.00', members: '1 member', spoken: 'Right leg: 1 member, business $0.00.' },
    ]);
    expect(binaryKind.legs!(rootOf('demo', details))![0]).toEqual({
      label: 'Left · $1,250.50',
      members: null,
      spoken: 'Left leg: business $1,250.50.',
    });
    expect(z.parse(BinaryDetailsAnswer, { status: true, data: { left_count: '7' } }).data.left_count).toBe(7);
  });

  it('uses the member\u2019s colour', () => {
    expect(binaryKind.colour(rootOf('demo', { ...details, color_code: '#15803d', is_paid: true }))).toBe('#15803d');
  });
});

describe('referral tree nodes', () => {
  const answer = z.parse(DirectTeamAnswer, {
    status: true,
    username: 'demo',
    data: [
      {
        username: 'kofi',
        sponsor: 'demo',
        is_paid: 0,
        color_code: '#be123c',
        total_subscription: '0',
        total_team_business: 0,
        total_team: 0,
        paid_team: 0,
        sponsor_sponsor: 'company',
      },
    ],
    sponsor_total_subscription: '1000',
    sponsor_total_team_business: 5000,
    sponsor_total_team: 12,
    sponsor_paid_team: '7',
    color_code: '#15803d',
    is_paid: '1',
    sponsor_sponsor: 'company',
  });

  it('describes the member the answer is about like one of their referrals', () => {
    const self = directSelf(answer);
    expect(self).toMatchObject({
      username: 'demo',
      sponsor: 'company',
      is_paid: true,
      total_subscription: 1000,
      total_team: 12,
      paid_team: 7,
    });
    expect(referralKind.card(rootOf('demo', self))).toEqual([
      { label: 'Username', value: 'demo' },
      { label: 'Subscription Amount', value: '$1,000.00' },
      { label: 'Business Amount', value: '$5,000.00' },
      { label: 'Total Team', value: '12' },
      { label: 'Paid Team', value: '7' },
      { label: 'Sponsor', value: 'company' },
    ]);
  });

  it('colours paid members only', () => {
    const unpaid = rootOf('kofi', answer.data[0]!);
    expect(referralKind.colour(unpaid)).toBe('#000000');
    expect(referralKind.status(unpaid)).toBe('unpaid');
    const paid = rootOf('kofi', { ...answer.data[0]!, is_paid: true });
    expect(referralKind.colour(paid)).toBe('#be123c');
    expect(referralKind.status(paid)).toBe('paid');
  });
});

describe('single leg nodes', () => {
  const read = (record: Record<string, unknown>) =>
    z.parse(TreeViewAnswer, {
      status: true,
      username: 'demo',
      data: [record],
      sponsor_total_team: 3,
      sponsor_paid_team: 1,
    });

  it('takes the node\u2019s own subscription, else its downline\u2019s, else 0', () => {
    expect(
      legSubscription(read({ username: 'a', total_subscription: '250', downline_total_subscription: 100 }).data[0]),
    ).toBe(250);
    expect(
      legSubscription(read({ username: 'a', total_subscription: null, downline_total_subscription: '100' }).data[0]),
    ).toBe(100);
    expect(legSubscription(read({ username: 'a' }).data[0])).toBe(0);
    expect(legSubscription(undefined)).toBe(0);
  });

  it('hides the downline when it is the node itself and shows - when it is missing', () => {
    expect(legDownline('demo', read({ username: 'demo', downline: 'asha' }).data[0])).toBe('asha');
    expect(legDownline('demo', read({ username: 'demo', downline: 'DEMO' }).data[0])).toBeNull();
    expect(legDownline('demo', read({ username: 'demo', downline: null }).data[0])).toBe('-');
    expect(legDownline('demo', read({ username: 'demo' }).data[0])).toBe('-');
  });

  it('builds the card without the downline row when it is the node itself', () => {
    const node = rootOf(
      'demo',
      legNode(read({ username: 'demo', total_subscription: 10, downline: 'demo' }), 'demo').data!,
    );
    expect(singleLegKind.card(node).map((f) => f.label)).toEqual(['Username', 'Subscription Amount']);
  });

  it('never lets a node named vacant be expanded', () => {
    expect(legNode(read({ username: 'vacant' }), 'vacant').expandable).toBe(false);
    expect(legNode(read({ username: 'asha' }), 'asha').expandable).toBe(true);
  });

  it('appends a vacant place under the last member without asking the server', async () => {
    const node = rootOf('demo', legNode(read({ username: 'demo', downline: null }), 'demo').data!);
    const { children } = await singleLegKind.loadChildren(node);
    expect(children).toEqual([{ name: 'vacant', vacant: true, data: null, expandable: false }]);
  });
});

describe('colours from the server', () => {
  it('accepts colour values and draws black for anything else', () => {
    expect(safeColour('#1d4ed8')).toBe('#1d4ed8');
    expect(safeColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(safeColour('green')).toBe('green');
    expect(safeColour('url(https://x.test/a.svg)')).toBe('#000000');
    expect(safeColour('')).toBe('#000000');
    expect(safeColour(null)).toBe('#000000');
  });
});
