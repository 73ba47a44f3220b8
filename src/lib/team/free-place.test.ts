import { describe, expect, it, vi } from 'vitest';
import {
  CALLS_PER_VISIT,
  callBudget,
  keepPoint,
  keptPoint,
  outerEdgeStep,
  walkOuterEdge,
  WALK_LIMIT,
  type WalkPoint,
} from './free-place.ts';
import { weakerLeg } from './legs.ts';
import { createTree, setChildren } from './tree.ts';

/** A tree as parent → [left, right]; members not listed have both places free. */
const tree = (shape: Record<string, [string | null, string | null]>) => {
  const asked: string[] = [];
  const details = (username: string) => {
    asked.push(username);
    const [leftuser, rightuser] = shape[username] ?? [null, null];
    return Promise.resolve({ leftuser, rightuser });
  };
  return { details, asked };
};

/** m1 … m{n} along one side's outer edge under root. */
const names = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);
const chain = (side: 'L' | 'R', n: number) =>
  Object.fromEntries(
    ['root', ...names(n - 1)].map((name, i): [string, [string | null, string | null]] => [
      name,
      side === 'L' ? [`m${i + 1}`, null] : [null, `m${i + 1}`],
    ]),
  );

const walk = (root: string, side: 'L' | 'R', details: Parameters<typeof callBudget>[0], from?: WalkPoint) =>
  walkOuterEdge(root, side, callBudget(details), from);

describe('walkOuterEdge', () => {
  it('is the member\u2019s own place when it is free', async () => {
    const { details } = tree({ root: [null, 'b'] });
    expect(await walk('root', 'L', details)).toEqual({ found: { parent: 'root', side: 'L', path: [] } });
  });

  it('follows the leg\u2019s outer edge down to the first empty place on that side', async () => {
    const { details, asked } = tree({ root: ['a', 'b'], a: ['a1', 'a2'], a1: [null, 'x'], b: ['b1', 'vacant'] });
    expect(await walk('root', 'L', details)).toEqual({ found: { parent: 'a1', side: 'L', path: ['a', 'a1'] } });
    expect(asked).toEqual(['root', 'a', 'a1']);
    expect(await walk('root', 'R', details)).toEqual({ found: { parent: 'b', side: 'R', path: ['b'] } });
  });

  it('gives up on answers that come back to a member already passed', async () => {
    const { details } = tree({ root: ['a', null], a: ['root', null] });
    expect(await walk('root', 'L', details)).toBeNull();
  });

  it('asks at most the budget\u2019s members, both legs together, and says where it stopped', async () => {
    const { details, asked } = tree(chain('L', 30));
    const budget = callBudget(details);
    const [left, right] = await Promise.all([walkOuterEdge('root', 'L', budget), walkOuterEdge('root', 'R', budget)]);
    // The root is asked once for both legs; its right place is free.
    expect(right).toEqual({ found: { parent: 'root', side: 'R', path: [] } });
    expect(asked).toHaveLength(CALLS_PER_VISIT);
    expect(budget.spent).toBe(CALLS_PER_VISIT);
    expect(left).toEqual({ deeper: { parent: 'm10', path: names(10) } });
  });

  it('goes on from where an earlier walk stopped, asking none of the members above', async () => {
    const { details, asked } = tree(chain('L', 14));
    const result = await walk('root', 'L', details, { parent: 'm10', path: names(10) });
    expect(result).toEqual({ found: { parent: 'm14', side: 'L', path: names(14) } });
    expect(asked).toEqual(['m10', 'm11', 'm12', 'm13', 'm14']);
  });

  it('asks a kept place again, and goes on down when it has filled since', async () => {
    const { details, asked } = tree({ root: ['m1', null], m1: ['m2', null] });
    expect(await walk('root', 'L', details, { parent: 'm1', path: ['m1'] })).toEqual({
      found: { parent: 'm2', side: 'L', path: ['m1', 'm2'] },
    });
    expect(asked).toEqual(['m1', 'm2']);
  });

  it('takes a leg counted at one member as its head\u2019s free place without asking the head', async () => {
    const asked: string[] = [];
    const details = (username: string) => {
      asked.push(username);
      return Promise.resolve(
        username === 'root'
          ? { leftuser: 'a', rightuser: null, left_count: 1, right_count: 0 }
          : { leftuser: null, rightuser: null, left_count: 0, right_count: 0 },
      );
    };
    expect(await walk('root', 'L', details)).toEqual({ found: { parent: 'a', side: 'L', path: ['a'] } });
    expect(asked).toEqual(['root']);
  });

  it('takes a count of 0 on the walked side as the member\u2019s own free place', async () => {
    const details = () => Promise.resolve({ leftuser: null, rightuser: 'b', left_count: 0, right_count: 3 });
    expect(await walk('root', 'L', details)).toEqual({ found: { parent: 'root', side: 'L', path: [] } });
  });

  it('gives up after the walk limit', async () => {
    let n = 0;
    const endless = () => Promise.resolve({ leftuser: `m${(n += 1)}`, rightuser: null });
    expect(await walkOuterEdge('root', 'L', callBudget(endless, Infinity))).toBeNull();
    expect(n).toBe(WALK_LIMIT);
  });
});

describe('keptPoint', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });

  it('keeps a point per member and side for the next visit', () => {
    keepPoint('Root', 'L', { parent: 'm3', path: ['m1', 'm2', 'm3'] });
    expect(keptPoint('root', 'L')).toEqual({ parent: 'm3', path: ['m1', 'm2', 'm3'] });
    expect(keptPoint('root', 'R')).toBeNull();
    expect(keptPoint('other', 'L')).toBeNull();
  });

  it('drops a kept point that is not on its own path', () => {
    store.set('free-place:root:R', JSON.stringify({ parent: 'x', path: ['m1'] }));
    expect(keptPoint('root', 'R')).toBeNull();
    store.set('free-place:root:R', '{broken');
    expect(keptPoint('root', 'R')).toBeNull();
  });
});

describe('weakerLeg', () => {
  it('is the leg with less business, left when even', () => {
    expect(weakerLeg({ left_business: 10, right_business: 4 })).toBe('R');
    expect(weakerLeg({ left_business: 3, right_business: 4 })).toBe('L');
    expect(weakerLeg({ left_business: 4, right_business: 4 })).toBe('L');
  });
});

describe('outerEdgeStep', () => {
  const member = (name: string) => ({ name, data: null, expandable: true });
  const vacant = { name: 'vacant', vacant: true, data: null };

  it('asks for the places of the first node on the edge not loaded yet', () => {
    let tree = createTree(member('root'));
    expect(outerEdgeStep(tree, 'L')).toEqual({ load: 'root' });
    tree = setChildren(tree, 'root', [member('a'), member('b')]);
    expect(outerEdgeStep(tree, 'L')).toEqual({ load: 'a' });
    expect(outerEdgeStep(tree, 'R')).toEqual({ load: 'b' });
  });

  it('is the vacant slot at the end of the loaded edge', () => {
    let tree = createTree(member('root'));
    tree = setChildren(tree, 'root', [member('a'), member('b')]);
    tree = setChildren(tree, 'a', [vacant, member('c')]);
    tree = setChildren(tree, 'b', [member('d'), vacant]);
    const left = outerEdgeStep(tree, 'L');
    expect(left && 'vacant' in left && tree.nodes.get(left.vacant)?.parentId).toBe('a');
    const right = outerEdgeStep(tree, 'R');
    expect(right && 'vacant' in right && tree.nodes.get(right.vacant)?.parentId).toBe('b');
  });
});
