/** The session as the API layer sees it: lib/session connects itself; lib/api never imports it. */
import { afterEach, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { call } from './client.ts';
import { connectSession } from './session-port.ts';
import * as text from '../text.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, seen: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('authorization') ?? '');
      return new Response(status === 401 ? '{"message":"Unauthenticated."}' : '', { status });
    }),
  );
  return seen;
}

const anything = z.unknown();

it('ends a session the server ended before the session connected, once it connects, then sends its token', async () => {
  answer(401);
  await expect(call(anything, 'dashboard')).rejects.toMatchObject({ kind: 'unauthorized' });
  const ended: string[] = [];
  const cleared: number[] = [];
  connectSession({ token: () => 'tok-1', clear: () => cleared.push(1), end: (message) => ended.push(message) });
  expect(ended).toEqual([text.errors.unauthorized]);
  expect(cleared).toEqual([]);

  // A list load answered 404: the stored session is dropped first, then ended with its own text.
  const seen = answer(404);
  await expect(call(anything, 'transactions', { listLoad: true })).rejects.toMatchObject({ kind: 'unauthorized' });
  expect(seen).toEqual(['Bearer tok-1']);
  expect(ended).toEqual([text.errors.unauthorized, text.errors.requestFailedLogin]);
  expect(cleared).toEqual([1]);
});
