import { describe, expect, it } from 'vitest';
import * as text from '../text.ts';
import { bothSidesRefused, holdsLink, placementAdvice, referralPrefill } from './placement.ts';

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

const LEFT = 'The left position under mpindemo is already taken.';
const RIGHT = 'The right position under mpindemo is already taken.';

describe('placementAdvice', () => {
  it('keeps the server\u2019s reason, then offers the free side', () => {
    const advice = placementAdvice(LEFT, 'mpindemo', 'L', { free: true });
    expect(advice).toBe(text.placement.sideTaken(LEFT, 'Right'));
    expect(advice.startsWith(LEFT)).toBe(true);
    expect(advice).toContain('Choose Right');
  });

  it('says both sides are filled when both refusals say their side is taken', () => {
    const advice = placementAdvice(LEFT, 'mpindemo', 'L', { free: false, refusal: RIGHT });
    expect(advice).toBe(text.placement.bothTaken(LEFT, 'mpindemo'));
    expect(advice.startsWith(LEFT)).toBe(true);
  });

  it('does not say both sides are filled when the other side is refused for another reason', () => {
    const advice = placementAdvice(LEFT, 'mpindemo', 'L', { free: false, refusal: 'Too many attempts.' });
    expect(advice).toBe(text.placement.placementRefused(LEFT));
    expect(advice).not.toContain('Both sides');
  });

  it('keeps the server\u2019s reason when both sides are refused alike, and sends the member to their sponsor', () => {
    expect(placementAdvice('Parent not found.', 'nobody', 'R', { free: false, refusal: 'Parent not found.' })).toBe(
      text.placement.placementRefused('Parent not found.'),
    );
    expect(placementAdvice('Parent not found.', 'nobody', 'R', { free: false, refusal: '' })).toBe(
      text.placement.placementRefused('Parent not found.'),
    );
  });

  it('says a link\u2019s place was taken since, and names the sponsor to ask for a new link', () => {
    const link = { sponsor: 'mpindemo' };
    expect(placementAdvice(LEFT, 'ann7', 'L', { free: true }, link)).toBe(
      text.placement.staleLink(LEFT, 'ann7', 'mpindemo'),
    );
    expect(placementAdvice(LEFT, 'ann7', 'L', { free: false, refusal: RIGHT }, link)).toContain(
      'ask mpindemo for a new link',
    );
    // A refusal that is not about the place (the parent left the team) is not called a taken place.
    expect(placementAdvice('Parent not found.', 'ann7', 'L', { free: false, refusal: 'Parent not found.' }, link)).toBe(
      text.placement.placementRefused('Parent not found.'),
    );
  });
});

describe('bothSidesRefused', () => {
  it('compares the two refusals without their side words', () => {
    expect(bothSidesRefused(LEFT, { free: false, refusal: RIGHT })).toBe(true);
    expect(bothSidesRefused('Position L is full', { free: false, refusal: 'Position R is full' })).toBe(true);
    expect(bothSidesRefused(LEFT, { free: false, refusal: LEFT })).toBe(false);
    expect(bothSidesRefused(LEFT, { free: true })).toBe(false);
  });
});

describe('holdsLink', () => {
  const form = { sponsor: 'mpindemo', parent: 'Ann7', position: 'L' };
  it('is true while the form holds the place a link with parent named', () => {
    expect(holdsLink('?u=mpindemo&p=L&parent=ann7', form)).toBe(true);
  });
  it('is false for a plain link, or once the member changed the place', () => {
    expect(holdsLink('?u=mpindemo&p=L', { ...form, parent: 'mpindemo' })).toBe(false);
    expect(holdsLink('?u=mpindemo&p=L&parent=ann7', { ...form, position: 'R' })).toBe(false);
    expect(holdsLink('?u=mpindemo&p=L&parent=ann7', { ...form, parent: 'bob' })).toBe(false);
  });
});
