import { describe, expect, it } from 'vitest';
import { bannerFor, documentLabel, needsBack, presentTypes, startStep } from './progress.ts';
import type { KycDocument } from './schema.ts';

let next = 1;
const doc = (document_type: string, status: number): KycDocument => ({
  id: next++,
  document_type,
  document_name: 'passport',
  document_number: 'P1',
  front: 'f.png',
  back: 'b.png',
  status,
  remarks: null,
  created_at: '2024-05-01 10:00:00',
});

describe('KYC progress', () => {
  it('starts at the instructions without documents', () => {
    expect(startStep([])).toBe('instructions');
    expect(bannerFor([], 0)).toBe('incomplete');
  });

  it('resumes at the first missing type', () => {
    expect(startStep([doc('identity', 0)])).toBe('address');
    expect(startStep([doc('address', 1)])).toBe('identity');
    expect(startStep([doc('identity', 0), doc('address', 0)])).toBe('photo');
  });

  it('treats a rejected document as missing, unless a newer one replaced it', () => {
    const rejected = doc('address', 2);
    expect(startStep([doc('identity', 1), rejected])).toBe('address');
    expect([...presentTypes([doc('identity', 1), rejected, doc('address', 0)])].sort()).toEqual([
      'address',
      'identity',
    ]);
  });

  it('hides the wizard when all three are in', () => {
    expect(startStep([doc('identity', 0), doc('address', 0), doc('photo', 0)])).toBeNull();
  });

  it("reads 'Please Complete Your KYC !' with fewer than 3, waits with 3 pending, and is verified with 3 approved", () => {
    expect(bannerFor([doc('identity', 1), doc('address', 0)], 0)).toBe('incomplete');
    expect(bannerFor([doc('identity', 0), doc('address', 0), doc('photo', 0)], 0)).toBe('waiting');
    expect(bannerFor([doc('identity', 1), doc('address', 1), doc('photo', 1)], 0)).toBe('verified');
    expect(bannerFor([doc('identity', 1), doc('address', 1), doc('photo', 1)], 1)).toBe('verified');
    expect(bannerFor([doc('identity', 1), doc('address', 2), doc('photo', 1)], 0)).toBe('incomplete');
  });

  it('shows document names with spaces and asks for a back image except for the photo', () => {
    expect(documentLabel('national_id_card')).toBe('national id card');
    expect(needsBack('identity')).toBe(true);
    expect(needsBack('photo')).toBe(false);
  });
});
