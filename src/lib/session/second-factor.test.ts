import { describe, expect, it } from 'vitest';
import { secondFactor } from './second-factor.ts';

describe('secondFactor', () => {
  it('gives each auth type its label, code length and kind', () => {
    expect(secondFactor('otp')).toEqual({ type: 'otp', label: 'OTP', length: 4, secret: false, emailed: true });
    expect(secondFactor('mpin')).toEqual({ type: 'mpin', label: 'MPIN', length: 4, secret: true, emailed: false });
    expect(secondFactor('authenticator')).toEqual({
      type: 'authenticator',
      label: 'Authenticator Code',
      length: 6,
      secret: false,
      emailed: false,
    });
  });

  it('reads a session without an auth type as OTP', () => {
    expect(secondFactor(null).type).toBe('otp');
    expect(secondFactor('').length).toBe(4);
  });

  it('names a type it does not know after itself, with the longest code', () => {
    expect(secondFactor('pin')).toEqual({ type: 'pin', label: 'PIN', length: 6, secret: false, emailed: false });
  });
});
