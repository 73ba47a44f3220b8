import { describe, expect, it } from 'vitest';
import {
  allIds,
  ariaPosition,
  createTree,
  findMatches,
  keyIntent,
  memberCount,
  moreId,
  nearestVisible,
  PAGE,
  pathTo,
  reveal,
  setChildren,
  setExpanded,
  showMore,
  toggleIntent,
  visibleIds,
  type NodeInput,
  type Tree,
} from './tree.ts';

const member = (name: string, expandable = true): NodeInput<{ n: string }> => ({ name, data: { n: name }, expandable });
const vacant: NodeInput<{ n: string }> = { name: 'vacant', vacant: true, data: null, expandable: false };

/** demo → [Alice, vacant]; Alice → [bob, Carol]; bob → [dave] (closed). */
function sample(): Tree<{ n: string }> {
  let tree = createTree(member('demo'));
  tree = setChildren(tree, 'demo', [member('Alice'), vacant]);
  tree = setChildren(tree, 'alice', [member('bob'), member('Carol', false)]);
  tree = setChildren(tree, 'bob', [member('dave')]);
  return setExpanded(tree, 'bob', false);
}

describe('tree state', () => {
  it('starts with the member alone and closed', () => {
    const tree = createTree(member('Demo'));
    expect(tree.rootId).toBe('demo');
    expect(visibleIds(tree)).toEqual(['demo']);
    expect(toggleIntent(tree, 'demo')).toBe('load');
  });

  it('adds loaded children under the node, opens it and gives vacant slots their own ids', () => {
    const tree = sample();
    expect(tree.nodes.get('demo')!.children).toEqual(['alice', 'demo#1']);
    expect(tree.nodes.get('demo#1')!.name).toBe('vacant');
    expect(tree.nodes.get('demo#1')!.vacant).toBe(true);
    expect(tree.nodes.get('carol')!.depth).toBe(2);
    expect(visibleIds(tree)).toEqual(['demo', 'alice', 'bob', 'carol', 'demo#1']);
  });

  it('keeps untouched node objects when one node changes', () => {
    const before = sample();
    const after = setExpanded(before, 'alice', false);
    expect(after.nodes.get('carol')).toBe(before.nodes.get('carol'));
    expect(after.nodes.get('alice')).not.toBe(before.nodes.get('alice'));
    expect(visibleIds(after)).toEqual(['demo', 'alice', 'demo#1']);
  });

  it('never expands vacant slots or known leaves, and reports what a click does', () => {
    const tree = sample();
    expect(toggleIntent(tree, 'demo#1')).toBe('none');
    expect(toggleIntent(tree, 'carol')).toBe('none');
    expect(toggleIntent(tree, 'alice')).toBe('close');
    expect(toggleIntent(tree, 'bob')).toBe('open');
    expect(toggleIntent(tree, 'dave')).toBe('load');
  });

  it('turns a node whose load came back empty into a leaf', () => {
    const tree = setChildren(sample(), 'dave', []);
    expect(tree.nodes.get('dave')!.expandable).toBe(false);
    expect(toggleIntent(tree, 'dave')).toBe('none');
  });

  it('treats a child named vacant as a vacant slot', () => {
    const tree = setChildren(createTree(member('demo')), 'demo', [member('VACANT')]);
    const child = tree.nodes.get(tree.nodes.get('demo')!.children![0]!)!;
    expect(child.vacant).toBe(true);
    expect(toggleIntent(tree, child.id)).toBe('none');
  });

  it('keeps the tree finite when an answer loops back to a member already shown', () => {
    const tree = setChildren(sample(), 'carol', [member('demo'), member('alice')]);
    const ids = tree.nodes.get('carol')!.children!;
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).not.toBe('demo');
      expect(tree.nodes.get(id)!.expandable).toBe(false);
    }
    expect(tree.nodes.get('alice')!.parentId).toBe('demo');
  });

  it('refreshes the parent\u2019s record when the answer carried it', () => {
    const tree = setChildren(sample(), 'dave', [member('erin')], { n: 'fresh' });
    expect(tree.nodes.get('dave')!.data).toEqual({ n: 'fresh' });
  });

  it('reads the path from the root and reveals a hidden node', () => {
    const closed = setExpanded(sample(), 'alice', false);
    expect(pathTo(closed, 'dave')).toEqual(['demo', 'alice', 'bob', 'dave']);
    expect(visibleIds(closed)).not.toContain('dave');
    expect(nearestVisible(closed, 'dave')).toBe('alice');
    const open = reveal(closed, 'dave');
    expect(visibleIds(open)).toContain('dave');
    expect(nearestVisible(open, 'dave')).toBe('dave');
  });

  it('finds loaded members by the start of their username, ignoring case, nearest first', () => {
    let tree = sample();
    tree = setChildren(tree, 'carol', [member('bobby')]);
    expect(findMatches(tree, 'BO')).toEqual(['bob', 'bobby']);
    expect(findMatches(tree, ' da')).toEqual(['dave']);
    expect(findMatches(tree, 'ob')).toEqual([]);
    expect(findMatches(tree, 'vac')).toEqual([]);
    expect(findMatches(tree, '')).toEqual([]);
  });

  it('gives every node its level, set size and position in the set', () => {
    const tree = sample();
    expect(ariaPosition(tree, 'demo')).toEqual({ level: 1, setsize: 1, posinset: 1 });
    expect(ariaPosition(tree, 'demo#1')).toEqual({ level: 2, setsize: 2, posinset: 2 });
    expect(ariaPosition(tree, 'carol')).toEqual({ level: 3, setsize: 2, posinset: 2 });
  });

  it('counts loaded members without vacant slots', () => {
    expect(memberCount(sample())).toBe(5);
    expect(allIds(sample())).toHaveLength(6);
  });
});

describe('keyboard moves (ARIA tree pattern)', () => {
  const tree = sample();
  const visible = visibleIds(tree);

  it('moves down and up through the nodes on screen, and to the first and last', () => {
    expect(keyIntent(tree, visible, 'demo', 'ArrowDown')).toEqual({ type: 'focus', id: 'alice' });
    expect(keyIntent(tree, visible, 'carol', 'ArrowDown')).toEqual({ type: 'focus', id: 'demo#1' });
    expect(keyIntent(tree, visible, 'demo#1', 'ArrowDown')).toEqual({ type: 'none' });
    expect(keyIntent(tree, visible, 'alice', 'ArrowUp')).toEqual({ type: 'focus', id: 'demo' });
    expect(keyIntent(tree, visible, 'demo', 'ArrowUp')).toEqual({ type: 'none' });
    expect(keyIntent(tree, visible, 'bob', 'Home')).toEqual({ type: 'focus', id: 'demo' });
    expect(keyIntent(tree, visible, 'bob', 'End')).toEqual({ type: 'focus', id: 'demo#1' });
  });

  it('opens with Right (loading when needed), then Right goes to the first child', () => {
    expect(keyIntent(tree, visible, 'bob', 'ArrowRight')).toEqual({ type: 'open', id: 'bob' });
    expect(keyIntent(tree, visible, 'alice', 'ArrowRight')).toEqual({ type: 'focus', id: 'bob' });
    const withDave = reveal(tree, 'dave');
    expect(keyIntent(withDave, visibleIds(withDave), 'dave', 'ArrowRight')).toEqual({ type: 'load', id: 'dave' });
    expect(keyIntent(tree, visible, 'demo#1', 'ArrowRight')).toEqual({ type: 'none' });
  });

  it('closes an open node with Left, otherwise goes to the parent', () => {
    expect(keyIntent(tree, visible, 'alice', 'ArrowLeft')).toEqual({ type: 'close', id: 'alice' });
    expect(keyIntent(tree, visible, 'bob', 'ArrowLeft')).toEqual({ type: 'focus', id: 'alice' });
    expect(keyIntent(tree, visible, 'carol', 'ArrowLeft')).toEqual({ type: 'focus', id: 'alice' });
    expect(keyIntent(tree, visible, 'demo', 'ArrowLeft')).toEqual({ type: 'close', id: 'demo' });
  });

  it('opens every sibling with *, and opens the card with Enter or Space', () => {
    expect(keyIntent(tree, visible, 'carol', '*')).toEqual({ type: 'openSiblings', ids: ['bob'] });
    expect(keyIntent(tree, visible, 'demo#1', '*')).toEqual({ type: 'none' });
    expect(keyIntent(tree, visible, 'bob', 'Enter')).toEqual({ type: 'card', id: 'bob' });
    expect(keyIntent(tree, visible, 'bob', ' ')).toEqual({ type: 'card', id: 'bob' });
    expect(keyIntent(tree, visible, 'bob', 'x')).toEqual({ type: 'none' });
  });
});

describe('a large level', () => {
  const names = Array.from({ length: 120 }, (_, i) => `m${String(i).padStart(3, '0')}`);
  const big = () =>
    setChildren(
      createTree(member('demo')),
      'demo',
      names.map((name) => member(name)),
    );

  it('shows its first page and a place that shows the next, until every member is shown', () => {
    let tree = big();
    expect(visibleIds(tree)).toEqual(['demo', ...names.slice(0, PAGE), moreId('demo')]);
    // The set is the whole level; the place stands where the next member will.
    expect(ariaPosition(tree, moreId('demo'))).toEqual({ level: 2, setsize: 120, posinset: PAGE + 1 });
    expect(ariaPosition(tree, 'm000')).toEqual({ level: 2, setsize: 120, posinset: 1 });
    expect(memberCount(tree)).toBe(121);
    tree = showMore(tree, 'demo');
    expect(visibleIds(tree)).toEqual(['demo', ...names.slice(0, 2 * PAGE), moreId('demo')]);
    tree = showMore(tree, 'demo');
    expect(visibleIds(tree)).toEqual(['demo', ...names]);
    expect(showMore(tree, 'demo')).toBe(tree);
  });

  it('shows the next page from its place with Enter, Space or Right, and opens only the shown siblings with *', () => {
    const tree = big();
    const visible = visibleIds(tree);
    for (const key of ['Enter', ' ', 'ArrowRight'])
      expect(keyIntent(tree, visible, moreId('demo'), key)).toEqual({ type: 'more', id: 'demo' });
    expect(keyIntent(tree, visible, moreId('demo'), 'ArrowLeft')).toEqual({ type: 'focus', id: 'demo' });
    expect(keyIntent(tree, visible, moreId('demo'), 'ArrowUp')).toEqual({ type: 'focus', id: names[PAGE - 1] });
    expect(keyIntent(tree, visible, 'm000', '*')).toEqual({ type: 'openSiblings', ids: names.slice(0, PAGE) });
    expect(nearestVisible(tree, moreId('demo'))).toBe('demo');
  });

  it('shows the pages up to a member found past them', () => {
    const tree = reveal(setExpanded(big(), 'demo', false), 'm110');
    expect(visibleIds(tree)).toEqual(['demo', ...names]);
    expect(visibleIds(reveal(big(), 'm060'))).toContain('m060');
    expect(visibleIds(reveal(big(), 'm060'))).toContain(moreId('demo'));
  });
});
