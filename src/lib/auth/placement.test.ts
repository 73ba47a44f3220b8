import { describe, expect, it } from 'vitest';
import * as text from '../text.ts';
import { holdsLink, referralPrefill } from './placement.ts';
import { bothSidesRefused, placementAdvice, teamAdvice } from './placement-advice.ts';

describe('referralPrefill', () => {
  it('names no parent for a sponsor\u2019s plain link (the backend places, or the form fills in the sponsor)', () => {
    expect(referralPrefill('?u=mpindemo&p=l')).toEqual({ sponsor: 'mpindemo', position: 'L', parent: '' });
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
  const advice = (...args: Parameters<typeof placementAdvice>) => placementAdvice(...args).message;

  it('keeps the server\u2019s reason, then offers the free side', () => {
    const said = advice(LEFT, 'mpindemo', 'L', { free: true });
    expect(said).toBe(text.placementAdvice.sideTaken(LEFT, 'Right'));
    expect(said.startsWith(LEFT)).toBe(true);
    expect(said).toContain('Choose Right');
  });

  it('says both sides are filled when both refusals say their side is taken', () => {
    const said = advice(LEFT, 'mpindemo', 'L', { free: false, refusal: RIGHT });
    expect(said).toBe(text.placementAdvice.bothTaken(LEFT, 'mpindemo'));
    expect(said.startsWith(LEFT)).toBe(true);
  });

  it('does not say both sides are filled when the other side is refused for another reason', () => {
    const said = advice(LEFT, 'mpindemo', 'L', { free: false, refusal: 'Too many attempts.' });
    expect(said).toBe(text.placementAdvice.placementRefused(LEFT));
    expect(said).not.toContain('Both sides');
  });

  it('keeps the server\u2019s reason when both sides are refused alike, and sends the member to their sponsor', () => {
    expect(advice('Parent not found.', 'nobody', 'R', { free: false, refusal: 'Parent not found.' })).toBe(
      text.placementAdvice.placementRefused('Parent not found.'),
    );
    expect(advice('Parent not found.', 'nobody', 'R', { free: false, refusal: '' })).toBe(
      text.placementAdvice.placementRefused('Parent not found.'),
    );
  });

  describe('of a link\u2019s place', () => {
    const ANN_LEFT = 'The left position under ann7 is already taken.';
    const ANN_RIGHT = 'The right position under ann7 is already taken.';

    it('offers the other place under the same member, or a new link from its sponsor', () => {
      expect(placementAdvice(ANN_LEFT, 'ann7', 'L', { free: true }, { sponsor: 'mpindemo' })).toEqual({
        message: text.placementAdvice.linkOtherSide(ANN_LEFT, 'Right', 'mpindemo'),
      });
    });

    it('offers the sponsor\u2019s own free place in one tap when both places under the member are filled', () => {
      expect(
        placementAdvice(
          ANN_LEFT,
          'ann7',
          'L',
          { free: false, refusal: ANN_RIGHT },
          { sponsor: 'mpindemo', sponsorSide: 'R' },
        ),
      ).toEqual({
        message: text.placementAdvice.linkSponsorFree(ANN_LEFT, 'ann7', 'mpindemo', 'right'),
        offer: { kind: 'place', parent: 'mpindemo', side: 'R', label: 'Take the right place under mpindemo' },
      });
      expect(
        advice(ANN_LEFT, 'ann7', 'L', { free: false, refusal: ANN_RIGHT }, { sponsor: 'mpindemo', sponsorSide: null }),
      ).toBe(text.placementAdvice.linkFull(ANN_LEFT, 'ann7', 'mpindemo'));
    });

    it('never dates the place it cannot date', () => {
      for (const other of [{ free: true } as const, { free: false, refusal: ANN_RIGHT } as const])
        expect(advice(ANN_LEFT, 'ann7', 'L', other, { sponsor: 'mpindemo' })).not.toMatch(/moment|ago|since/i);
    });

    it('keeps a refusal that is not about the place (the parent left the team) as it is', () => {
      expect(
        advice(
          'Parent not found.',
          'ann7',
          'L',
          { free: false, refusal: 'Parent not found.' },
          { sponsor: 'mpindemo' },
        ),
      ).toBe(text.placementAdvice.placementRefused('Parent not found.'));
    });
  });
});

describe('teamAdvice', () => {
  it('offers the sponsor\u2019s team on that side, where the backend places', () => {
    expect(teamAdvice(LEFT, 'mpindemo', 'L')).toEqual({
      message: text.placementAdvice.joinTeam(LEFT, 'mpindemo', 'left'),
      offer: { kind: 'team', side: 'L', label: "Join mpindemo's left team instead" },
    });
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
