/**
 * Ending a session, in a stand-in browser window: it happens once per page, and while the member is
 * logging out, a request refused for the token being revoked does not replace "Your Are Logout!!"
 * with "Authentication Failed".
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as text from '../text.ts';

const stored = new Map<string, string>();
const assign = vi.fn<(to: string) => void>();

async function freshPage() {
  stored.clear();
  assign.mockClear();
  vi.resetModules();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal('window', { location: { assign }, setTimeout: () => 0 });
  stored.set('token', 'abc');
  stored.set('status', '1');
  return import('./session.ts');
}

const flashed = () => JSON.parse(stored.get('flash') ?? 'null')?.text;

describe('endSession', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('clears the session, flashes its message and goes to the landing page, once per page', async () => {
    const { endSession } = await freshPage();
    endSession(text.errors.unauthorized, 'error', '/');
    endSession('Something else', 'error', '/');
    expect(stored.get('token')).toBeUndefined();
    expect(flashed()).toBe(text.errors.unauthorized);
    expect(assign.mock.calls).toEqual([['/']]);
  });

  it('keeps "Your Are Logout!!" when a request comes back refused during or after the logout', async () => {
    const { beginLeaving, endSession } = await freshPage();
    beginLeaving();
    endSession(text.errors.unauthorized, 'error', '/');
    expect(assign).not.toHaveBeenCalled();
    expect(stored.get('token')).toBe('abc');

    endSession(text.shell.loggedOut, 'success', '/', { asked: true });
    endSession(text.errors.unauthorized, 'error', '/');
    expect(flashed()).toBe(text.shell.loggedOut);
    expect(stored.get('token')).toBeUndefined();
    expect(assign.mock.calls).toEqual([['/']]);
  });
});
