import { describe, it, expect } from 'vitest';
import { $popupTurn, wantPopup } from './popups.ts';

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
