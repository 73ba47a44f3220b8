import { describe, expect, it } from 'vitest';
import { safeNext } from './next.ts';

const origin = 'https://portal.example';
const next = (value: string) => safeNext(`?next=${encodeURIComponent(value)}`, origin);

describe('safeNext', () => {
  it('keeps a member page of this site with its query and hash', () => {
    expect(next('/user/kyc')).toBe('/user/kyc');
    expect(next('/user/WithdrawList?page=2#top')).toBe('/user/WithdrawList?page=2#top');
  });

  it('drops other origins, protocol-relative and backslash paths, schemes and public pages', () => {
    for (const value of [
      'https://evil.example/user/kyc',
      '//evil.example/user/kyc',
      '/\\evil.example/user',
      'javascript:alert(1)',
      '/login',
      '/register',
      'user/kyc',
      '',
    ]) {
      expect(next(value)).toBeNull();
    }
    expect(safeNext('', origin)).toBeNull();
  });
});
