/**
 * The ways a backend answers wrongly, met once where every call passes (`call()`), and what a screen does
 * with each (`loadFailure`, `retryable`): the browser tests then show the message on one screen of each
 * kind (tests/e2e/broken-backend.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { call } from './client.ts';
import { ApiError } from './errors.ts';
import { loadFailure } from './load-failure.ts';
import * as text from '../text.ts';

const listSchema = z.object({ status: z.literal(true), data: z.array(z.object({ id: z.number() })) });

function answer(body: string, init: { status?: number; type?: string } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, {
          status: init.status ?? 200,
          headers: { 'content-type': init.type ?? 'application/json' },
        }),
    ),
  );
}

async function failure(options: Parameters<typeof call>[2] = {}): Promise<ApiError> {
  try {
    await call(listSchema, 'transactions', options);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a backend that answers wrongly', () => {
  it('reads a good answer', async () => {
    answer(JSON.stringify({ status: true, data: [{ id: 1 }] }));
    await expect(call(listSchema, 'transactions')).resolves.toEqual({ status: true, data: [{ id: 1 }] });
  });

  it.each([
    ['HTML instead of JSON', '<html><body>Bad gateway</body></html>', 'text/html'],
    ['an empty body', '', 'application/json'],
    ['a cut-off body', '{"status":true,"data":', 'application/json'],
  ])('%s: a retryable "could not read" failure', async (_, body, type) => {
    answer(body, { type });
    const error = await failure();
    expect([error.kind, error.message, error.retryable]).toEqual(['shape', text.errors.shape, true]);
    expect(loadFailure(error)).toBe(error);
  });

  it('wrong types and missing fields: a retryable "could not read" failure, logged for the developer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(JSON.stringify({ status: true, data: 'surprise', more_details: 7 }));
    const error = await failure();
    expect([error.kind, error.message, error.retryable]).toEqual(['shape', text.errors.shape, true]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('a server error without a readable envelope: the server-error message, retryable', async () => {
    answer('<h1>Internal Server Error</h1>', { status: 500, type: 'text/html' });
    const error = await failure();
    expect([error.kind, error.message, error.status, error.retryable]).toEqual(['http', text.errors.http, 500, true]);
  });

  it("a server error with the envelope's message: that message", async () => {
    answer(JSON.stringify({ message: 'Server Error' }), { status: 500 });
    const error = await failure();
    expect(error.message).toBe('Server Error');
    expect(error.status).toBe(500);
    expect(loadFailure(error)).toBe(error);
  });

  it('a dropped connection: the network message, retryable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure();
    expect([error.kind, error.message, error.retryable]).toEqual(['network', text.errors.network, true]);
  });

  it('a refusal: its own message, not retried', async () => {
    answer(JSON.stringify({ status: false, msg: 'Insufficient balance' }));
    const error = await failure();
    expect([error.kind, error.message, error.retryable]).toEqual(['rejected', 'Insufficient balance', false]);
  });

  it('a 401: the session is over, and a load shows nothing in place of its data', async () => {
    answer(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 });
    const error = await failure();
    expect([error.kind, error.message]).toEqual(['unauthorized', text.errors.unauthorized]);
    expect(loadFailure(error)).toBeNull();
  });

  it("a list load answered 404: the session is over with 'Request failed login again'", async () => {
    answer('', { status: 404, type: 'text/html' });
    const error = await failure({ listLoad: true });
    expect([error.kind, error.message]).toEqual(['unauthorized', text.errors.requestFailedLogin]);
  });

  it('another call answered 404: a server error, not the end of the session', async () => {
    answer('<h1>Not Found</h1>', { status: 404, type: 'text/html' });
    const error = await failure();
    expect([error.kind, error.status]).toEqual(['http', 404]);
  });
});
