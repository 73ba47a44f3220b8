import { describe, expect, it } from 'vitest';
import { outerEdgeStep, outermostFreePlace, WALK_LIMIT } from './free-place.ts';
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

describe('outermostFreePlace', () => {
  it('is the member\u2019s own place when it is free', async () => {
    const { details } = tree({ root: [null, 'b'] });
    expect(await outermostFreePlace('root', 'L', details)).toEqual({ parent: 'root', side: 'L', path: [] });
  });

  it('follows the leg\u2019s outer edge down to the first empty place on that side', async () => {
    const { details, asked } = tree({ root: ['a', 'b'], a: ['a1', 'a2'], a1: [null, 'x'], b: ['b1', 'vacant'] });
    expect(await outermostFreePlace('root', 'L', details)).toEqual({ parent: 'a1', side: 'L', path: ['a', 'a1'] });
    expect(asked).toEqual(['root', 'a', 'a1']);
    expect(await outermostFreePlace('root', 'R', details)).toEqual({ parent: 'b', side: 'R', path: ['b'] });
  });

  it('gives up on answers that come back to a member already passed', async () => {
    const { details } = tree({ root: ['a', null], a: ['root', null] });
    expect(await outermostFreePlace('root', 'L', details)).toBeNull();
  });

  it('gives up after the walk limit', async () => {
    let n = 0;
    const endless = () => Promise.resolve({ leftuser: `m${(n += 1)}`, rightuser: null });
    expect(await outermostFreePlace('root', 'L', endless)).toBeNull();
    expect(n).toBe(WALK_LIMIT);
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
