import { describe, expect, it } from 'vitest';
import { $reward, adPlayerPath, checkRewardCode, isAdMessage, newRewardCode } from './reward.ts';
import { safeWebUrl } from './url.ts';

describe('newRewardCode', () => {
  it('is always four digits', () => {
    expect(newRewardCode(() => 0)).toBe('1000');
    expect(newRewardCode(() => 0.999999)).toBe('9999');
    for (let i = 0; i < 200; i += 1) expect(newRewardCode()).toMatch(/^[1-9]\d{3}$/);
  });
});

describe('checkRewardCode', () => {
  it('accepts the shown code and draws a new one after a wrong entry', () => {
    $reward.set({ phase: 'verify', detailId: 5001, code: '4821', attempt: 0 });
    expect(checkRewardCode('1111')).toBe('mismatch');
    const after = $reward.get();
    expect(after.phase === 'verify' && after.attempt).toBe(1);
    const code = after.phase === 'verify' ? after.code : '';
    expect(checkRewardCode(` ${code} `)).toBe('match');
  });

  it('never matches outside the verify step', () => {
    $reward.set({ phase: 'idle' });
    expect(checkRewardCode('1234')).toBe('mismatch');
  });
});

describe('safeWebUrl', () => {
  it('takes http and https pages only', () => {
    expect(safeWebUrl('https://example.com/a')?.href).toBe('https://example.com/a');
    expect(safeWebUrl('http://example.com')?.href).toBe('http://example.com/');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,hi')).toBeNull();
    expect(safeWebUrl('/relative')).toBeNull();
    expect(safeWebUrl('')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});

describe('the pop-up protocol', () => {
  it('builds the player address with the ad id alone: the player takes the link from the task answer', () => {
    expect(adPlayerPath(5001)).toBe('/user/viewAds?id=5001');
  });

  it('recognises only well-formed player messages', () => {
    expect(isAdMessage({ type: 'ad-progress', id: 1, left: 3, visible: true })).toBe(true);
    expect(isAdMessage({ type: 'ad-finished', id: 1 })).toBe(true);
    expect(isAdMessage({ type: 'ad-finished', id: '1' })).toBe(false);
    expect(isAdMessage({ type: 'ad-progress', id: 1 })).toBe(false);
    expect(isAdMessage('ad-finished')).toBe(false);
    expect(isAdMessage(null)).toBe(false);
  });
});
