import { describe, it, expect } from 'vitest';
import { $popupTurn, allowedPopups, popupOpened, popupsLeft, setNewcomer, wantPopup } from './popups.ts';

describe('one pop-up at a time', () => {
  it('gives the turn to news before the upgrade reminder, and to the reminder once news is done', () => {
    expect($popupTurn.get()).toBeNull();
    wantPopup('upgrade', true);
    expect($popupTurn.get()).toBe('upgrade');
    wantPopup('news', true);
    expect($popupTurn.get()).toBe('news');
    wantPopup('news', false);
    expect($popupTurn.get()).toBe('upgrade');
    wantPopup('upgrade', false);
    expect($popupTurn.get()).toBeNull();
  });

  it('keeps the reminder waiting while the member reads the news list', () => {
    wantPopup('upgrade', true);
    wantPopup('newsList', true);
    expect($popupTurn.get()).toBe('newsList');
    wantPopup('newsList', false);
    expect($popupTurn.get()).toBe('upgrade');
    wantPopup('upgrade', false);
  });
});

describe('a newcomer’s pop-ups', () => {
  const key = (id: number) => `news:${id}`;

  it('lets a newcomer (or a member not known yet) open one a visit, and a member with a package all', () => {
    expect(allowedPopups([1, 2], key, [], true)).toEqual([1]);
    expect(allowedPopups([1, 2], key, [], null)).toEqual([1]);
    expect(allowedPopups([1, 2], key, [], false)).toEqual([1, 2]);
  });

  it('keeps the one already open, and opens no other once it is spent', () => {
    expect(allowedPopups([1, 2], key, ['news:1'], true)).toEqual([1]);
    expect(allowedPopups([2], key, ['news:1'], true)).toEqual([]);
    expect(popupsLeft(['news:1'], true)).toBe(0);
  });

  it('gives the upgrade reminder no turn after a newcomer’s news, and its turn to a member with a package', () => {
    wantPopup('upgrade', true);
    setNewcomer(true);
    popupOpened('news:1');
    expect($popupTurn.get()).toBeNull();
    setNewcomer(false);
    expect($popupTurn.get()).toBe('upgrade');
    wantPopup('upgrade', false);
  });
});
