import { describe, expect, it } from 'vitest';
import { stubFor } from '../../scripts/spa-server.ts';

describe('stubFor (the bench peer’s stub answers)', () => {
  const stubs = {
    '/api/auth/me': { status: 200, body: 'me' },
    '/api/users/*': { status: 200, body: 'users' },
    '/api/*': { status: 200, body: 'any' },
  };

  it('answers an exact path with its own entry', () => {
    expect(stubFor(stubs, '/api/auth/me')?.body).toBe('me');
  });

  it('answers other paths with the longest prefix they start with', () => {
    expect(stubFor(stubs, '/api/users/withdrawals')?.body).toBe('users');
    expect(stubFor(stubs, '/api/auth/me/more')?.body).toBe('any');
  });

  it('leaves paths no entry covers to the files', () => {
    expect(stubFor(stubs, '/user/dashboard')).toBeUndefined();
    expect(stubFor(stubs, '/api')).toBeUndefined();
  });
});
