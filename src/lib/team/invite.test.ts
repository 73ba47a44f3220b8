import { describe, expect, it } from 'vitest';
import { createTree, setChildren } from './tree.ts';
import { inviteLink, vacancyOf } from './invite.ts';

const tree = () => {
  let t = createTree({ name: 'Demo', data: null });
  t = setChildren(t, 'demo', [
    { name: 'ann', data: null },
    { name: 'vacant', vacant: true, data: null },
  ]);
  return setChildren(t, 'ann', [
    { name: 'vacant', vacant: true, data: null },
    { name: 'bob', data: null },
  ]);
};

describe('vacancyOf', () => {
  it('names the member above a vacant slot and its side', () => {
    const t = tree();
    expect(vacancyOf(t, 'demo#1')).toEqual({ id: 'demo#1', parent: 'Demo', side: 'R' });
    expect(vacancyOf(t, 'ann#0')).toEqual({ id: 'ann#0', parent: 'ann', side: 'L' });
  });

  it('is null for members and unknown ids', () => {
    const t = tree();
    expect(vacancyOf(t, 'bob')).toBeNull();
    expect(vacancyOf(t, 'demo')).toBeNull();
    expect(vacancyOf(t, 'nobody')).toBeNull();
  });
});

describe('inviteLink', () => {
  it('is the register link with sponsor, side and parent', () => {
    const link = inviteLink('https://portal.example', 'demo', { parent: 'ann', side: 'L' });
    expect(link).toBe('https://portal.example/register?u=demo&p=L&parent=ann');
  });
});
