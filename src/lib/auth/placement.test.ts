import { describe, expect, it } from 'vitest';
import * as text from '../text.ts';
import { placementAdvice, referralPrefill } from './placement.ts';

describe('referralPrefill', () => {
  it('places under the sponsor of the link', () => {
    expect(referralPrefill('?u=mpindemo&p=l')).toEqual({ sponsor: 'mpindemo', position: 'L', parent: 'mpindemo' });
  });

  it('places under the link\u2019s parent when it names one, keeping only letters and digits', () => {
    expect(referralPrefill('?u=demo&p=R&parent=ann%20lee!7')).toEqual({
      sponsor: 'demo',
      position: 'R',
      parent: 'annlee7',
    });
  });

  it('fills in nothing without a sponsor', () => {
    expect(referralPrefill('?utm_source=x')).toEqual({ sponsor: '', position: '', parent: '' });
  });
});

describe('placementAdvice', () => {
  it('names the taken side and offers the free one', () => {
    const advice = placementAdvice('The left position under mpindemo is already taken.', 'mpindemo', 'L', {
      free: true,
    });
    expect(advice).toBe(text.auth.sideTaken('left', 'mpindemo', 'Right'));
    expect(advice).toContain('Choose Right');
  });

  it('says both sides are filled when the other side is refused for its own reason', () => {
    const left = 'The left position under mpindemo is already taken.';
    expect(
      placementAdvice(left, 'mpindemo', 'L', {
        free: false,
        refusal: 'The right position under mpindemo is already taken.',
      }),
    ).toBe(text.auth.bothTaken('mpindemo'));
  });

  it('keeps the server\u2019s reason when both sides are refused alike, and sends the member to their sponsor', () => {
    expect(placementAdvice('Parent not found.', 'nobody', 'R', { free: false, refusal: 'Parent not found.' })).toBe(
      `Parent not found. ${text.auth.placementRefused('').trim()}`,
    );
    expect(placementAdvice('Parent not found.', 'nobody', 'R', { free: false, refusal: '' })).toBe(
      text.auth.placementRefused('Parent not found.'),
    );
  });
});
